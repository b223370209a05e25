// The one rule every string a client sends must pass, whatever the operation and wherever the
// string sits (an argument, a field of an input object, an item of a list):
// - valid Unicode: no lone surrogate halves (they cannot be stored as UTF-8);
// - no control characters: C0 (U+0000-U+001F, NUL included), DEL and C1 (U+0080-U+009F). Free-text
//   fields, the ones a person types several lines into (drop notes, special instructions, cart
//   notes), may keep tab, line feed and carriage return (CR LF from some keyboards and apps);
// - trimmed of surrounding white space (before the checks, so a pasted trailing line break is fine);
// - bounded: 1,000 characters, 2,000 in free text, and the few fields that carry files or links
//   their own bound. Each operation's own validation (zod) narrows these further.
// A violation names the path of the string, e.g. `orders.0.items.1.specialInstructions`.

/** Fields people write prose into (by their name, wherever they appear). */
export const FREE_TEXT_FIELDS: ReadonlySet<string> = new Set(['dropNote', 'specialInstructions', 'additionalNotes']);

export const MAX_TEXT_LENGTH = 1_000;
export const MAX_FREE_TEXT_LENGTH = 2_000;

/**
 * Fields that legitimately carry more: an uploaded file as base64 (the request body is capped at
 * 7 MB), and a setting's value (updateConfigurations: the service area's PIN list, 7 characters a PIN).
 */
const LONG_FIELDS: Readonly<Record<string, number>> = { base64: 8 * 1024 * 1024, value: 10_000 };

const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export type TextProblem = { path: string; message: string };
export type Cleaned<T> = { ok: true; value: T } | ({ ok: false } & TextProblem);

/** Checks and trims one string; `field` is its name (the last non-index part of its path). */
export function cleanText(value: string, field: string): { ok: true; value: string } | { ok: false; message: string } {
  if (LONE_SURROGATE.test(value)) return { ok: false, message: 'contains a broken character (invalid Unicode). Please type it again.' };
  const free = FREE_TEXT_FIELDS.has(field);
  // Trimmed first: a pasted value's trailing line break is white space, not content.
  const trimmed = value.trim();
  if ((free ? CONTROL_EXCEPT_LINES : CONTROL).test(trimmed)) {
    return { ok: false, message: free ? 'must not contain control characters (only tabs and line breaks are allowed).' : 'must not contain control characters or line breaks.' };
  }
  const max = LONG_FIELDS[field] ?? (free ? MAX_FREE_TEXT_LENGTH : MAX_TEXT_LENGTH);
  if (trimmed.length > max) return { ok: false, message: `must be at most ${max} characters.` };
  return { ok: true, value: trimmed };
}

/**
 * Applies cleanText to every string inside `input` (objects and lists, any depth) and returns a
 * trimmed copy, or the first problem with its path. Non-string values are kept as they are.
 */
export function cleanInput<T>(input: T, path: (string | number)[] = []): Cleaned<T> {
  if (typeof input === 'string') {
    const field = [...path].reverse().find((p): p is string => typeof p === 'string') ?? '';
    const result = cleanText(input, field);
    return result.ok ? { ok: true, value: result.value as T } : { ok: false, path: path.join('.'), message: result.message };
  }
  if (Array.isArray(input)) {
    const out: unknown[] = [];
    for (let i = 0; i < input.length; i++) {
      const r = cleanInput(input[i], [...path, i]);
      if (!r.ok) return r;
      out.push(r.value);
    }
    return { ok: true, value: out as T };
  }
  if (input !== null && typeof input === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(input)) {
      // A key is text the client chose too (only in free-form JSON; GraphQL input objects have fixed keys).
      const k = cleanText(key, '');
      if (!k.ok) return { ok: false, path: [...path, key].join('.'), message: k.message };
      const r = cleanInput(value, [...path, key]);
      if (!r.ok) return r;
      out[key] = r.value;
    }
    return { ok: true, value: out as T };
  }
  return { ok: true, value: input };
}
