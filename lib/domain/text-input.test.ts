import { cleanInput, cleanText, MAX_FREE_TEXT_LENGTH, MAX_TEXT_LENGTH } from './text-input';

test.each<[string, string, string, string | RegExp]>([
  // [label, field, value, trimmed value or problem]
  ['plain text', 'firstName', 'Meera', 'Meera'],
  ['trimmed', 'firstName', '  Meera \n', 'Meera'],
  ['Devanagari', 'firstName', 'मीरा', 'मीरा'],
  ['emoji (a valid surrogate pair)', 'dropNote', 'Ring twice 🐕', 'Ring twice 🐕'],
  ['empty stays empty', 'search', '', ''],
  ['NUL', 'category', 'CDM\u0000', /control characters/],
  ['NUL alone', 'phoneNumber', '\u0000', /control characters/],
  ['escape', 'firstName', 'a\u001b[31m', /control characters/],
  ['bell', 'firstName', 'a\u0007', /control characters/],
  ['DEL', 'firstName', 'a\u007f', /control characters/],
  ['C1 next line', 'firstName', 'a\u0085b', /control characters/],
  ['C1 CSI', 'firstName', 'a\u009bb', /control characters/],
  ['tab in a one-line field', 'lineOne', 'a\tb', /control characters or line breaks/],
  ['newline in a one-line field', 'city', 'Pune\nMumbai', /line breaks/],
  ['inner CR in a one-line field', 'phoneNumber', '98765\r43210', /line breaks/],
  ['newline in free text', 'dropNote', 'Gate 2\nRing twice', 'Gate 2\nRing twice'],
  ['CR LF in free text', 'specialInstructions', 'No onions\r\nLess salt', 'No onions\r\nLess salt'],
  ['tab in free text', 'additionalNotes', 'a\tb', 'a\tb'],
  ['NUL in free text', 'dropNote', 'Gate\u00002', /only tabs and line breaks/],
  ['vertical tab in free text', 'dropNote', 'a\u000bb', /only tabs and line breaks/],
  ['lone high surrogate', 'firstName', 'a\ud800b', /invalid Unicode/],
  ['lone low surrogate', 'firstName', '\udc00', /invalid Unicode/],
  ['high surrogate at the end', 'dropNote', 'ok\ud83d', /invalid Unicode/],
  ['reversed pair', 'firstName', '\udc36\ud83d', /invalid Unicode/],
  ['longest one-line value', 'search', 'a'.repeat(MAX_TEXT_LENGTH), 'a'.repeat(MAX_TEXT_LENGTH)],
  ['one-line value one too long', 'search', 'a'.repeat(MAX_TEXT_LENGTH + 1), /at most 1000 characters/],
  ['long value that fits once trimmed', 'search', ` ${'a'.repeat(MAX_TEXT_LENGTH)} `, 'a'.repeat(MAX_TEXT_LENGTH)],
  ['longest free text', 'dropNote', 'a'.repeat(MAX_FREE_TEXT_LENGTH), 'a'.repeat(MAX_FREE_TEXT_LENGTH)],
  ['free text one too long', 'dropNote', 'a'.repeat(MAX_FREE_TEXT_LENGTH + 1), /at most 2000 characters/],
  ['an uploaded file as base64', 'base64', 'A'.repeat(5_000_000), 'A'.repeat(5_000_000)],
])('%s', (_label, field, value, expected) => {
  const result = cleanText(value, field);
  if (typeof expected === 'string') expect(result).toEqual({ ok: true, value: expected });
  else {
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(expected);
  }
});

test.each<[string, unknown, unknown]>([
  ['nested values are trimmed, other types kept', { a: ' x ', n: 3, b: true, z: null, list: [' y ', 2] }, { ok: true, value: { a: 'x', n: 3, b: true, z: null, list: ['y', 2] } }],
  ['the path of a problem in a list of objects', { orders: [{ dropNote: 'ok' }, { items: [{ specialInstructions: 'fine' }, { name: 'bad\u0000' }] }] }, { ok: false, path: 'orders.1.items.1.name' }],
  ['free text is found by the last named part of the path', { cart: { additionalNotes: ['line\nline'] } }, { ok: true, value: { cart: { additionalNotes: ['line\nline'] } } }],
  ['a top-level string argument', { category: 'CDM\u0000' }, { ok: false, path: 'category' }],
  ['a lone surrogate deep in a list', { dates: ['2026-11-20', '\ud800'] }, { ok: false, path: 'dates.1' }],
  ['a bad key in free-form JSON', { ['k\u0000']: 1 }, { ok: false, path: 'k\u0000' }],
])('%s', (_label, input, expected) => {
  expect(cleanInput(input)).toMatchObject(expected as object);
});
