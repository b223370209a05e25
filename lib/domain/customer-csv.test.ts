import { CSV_MESSAGES, CUSTOMER_CSV_TEMPLATE, parseCustomerCsv, type CustomerCsv, ENCODING_MESSAGES, decodeCustomerCsv } from './customer-csv';
import { MAX_IMPORT_ROWS, planImport } from './customer-import';

const row = (n: number, phoneNumber: string, firstName: string | null = null, lastName: string | null = null, problem: string | null = null) => ({ row: n, phoneNumber, firstName, lastName, problem });

test.each<[string, string, CustomerCsv]>([
  ['a plain file with LF', 'phoneNumber,firstName,lastName\n9876543210,Ravi,Kumar\n', { ok: true, rows: [row(1, '9876543210', 'Ravi', 'Kumar')], ignoredColumns: [] }],
  [
    'CRLF, a UTF-8 BOM and quoted commas, quotes and line breaks',
    '\uFEFFphoneNumber,firstName,lastName\r\n"98765 43210","Rao, Divya","O""Brien"\r\n9123456789,Anu,\r\n',
    { ok: true, rows: [row(1, '98765 43210', 'Rao, Divya', 'O"Brien'), row(2, '9123456789', 'Anu')], ignoredColumns: [] },
  ],
  [
    'headers in other words and order, extra columns ignored, blank lines skipped',
    'Last Name,Mobile No.,first_name,Email\r\n\r\nKumar,9876543210,Ravi,r@example.in\r\n,,,\r\nRao,9123456789,,\r\n',
    { ok: true, rows: [row(1, '9876543210', 'Ravi', 'Kumar'), row(2, '9123456789', null, 'Rao')], ignoredColumns: ['Email'] },
  ],
  ['semicolons (Excel in some locales)', 'phone;firstName\n9876543210;Ravi\n', { ok: true, rows: [row(1, '9876543210', 'Ravi')], ignoredColumns: [] }],
  ['only a phone column', 'Phone\n9876543210\n', { ok: true, rows: [row(1, '9876543210')], ignoredColumns: [] }],
  ['a row with a missing phone is kept for the server to refuse', 'phoneNumber,firstName\n,Ravi\n', { ok: true, rows: [row(1, '', 'Ravi')], ignoredColumns: [] }],
  [
    'a control character in a cell is a problem of that row',
    'phoneNumber,firstName\n9876543210,Ra\u0007vi\n9123456789,Anu\n',
    { ok: true, rows: [row(1, '9876543210', 'Ra\u0007vi', null, 'First name must not contain control characters or line breaks.'), row(2, '9123456789', 'Anu')], ignoredColumns: [] },
  ],
  [
    'a quoted line break in a name is a problem of that row',
    'phoneNumber,firstName\n9876543210,"Ra\r\nvi"\n',
    { ok: true, rows: [row(1, '9876543210', 'Ra\r\nvi', null, 'First name must not contain control characters or line breaks.')], ignoredColumns: [] },
  ],
  ['empty', '\uFEFF  \r\n', { ok: false, message: CSV_MESSAGES.empty }],
  ['no header row', '9876543210,Ravi,Kumar\n9123456789,Anu,Rao\n', { ok: false, message: CSV_MESSAGES.noPhoneColumn }],
  ['a header and nothing else', 'phoneNumber,firstName,lastName\r\n', { ok: false, message: CSV_MESSAGES.noRows }],
  ['a quote never closed', 'phoneNumber,firstName\n9876543210,"Ravi\n9123456789,Anu\n', { ok: false, message: CSV_MESSAGES.unclosedQuote(1) }],
])('%s', (_what, text, expected) => {
  expect(parseCustomerCsv(text)).toEqual(expected);
});

test(`more than ${MAX_IMPORT_ROWS} rows are refused whole`, () => {
  const text = ['phone', ...Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, i) => String(9000000000 + i))].join('\n');
  expect(parseCustomerCsv(text)).toEqual({ ok: false, message: CSV_MESSAGES.tooMany(MAX_IMPORT_ROWS + 1) });
});

test('the template reads back as two valid new customers', () => {
  const parsed = parseCustomerCsv(CUSTOMER_CSV_TEMPLATE);
  if (!parsed.ok) throw new Error(parsed.message);
  expect(parsed.rows.map((r) => r.problem)).toEqual([null, null]);
  expect(planImport(parsed.rows, new Set()).map((r) => [r.status, r.phoneNumber, r.lastName])).toEqual([
    ['NEW', '+919876543210', 'Kumar'],
    ['NEW', '+919123456789', 'Rao, Jr.'],
  ]);
});

const bytes = (...parts: (string | number[])[]) => new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'latin1')] : p)));

test.each<[string, Uint8Array, ReturnType<typeof decodeCustomerCsv>]>([
  ['UTF-8', new TextEncoder().encode('phone,name\n9876543210,José\n'), { ok: true, text: 'phone,name\n9876543210,José\n', encoding: 'UTF-8' }],
  ["UTF-8 with Excel's byte order mark", bytes([0xef, 0xbb, 0xbf], 'phone\n9876543210\n'), { ok: true, text: 'phone\n9876543210\n', encoding: 'UTF-8' }],
  // Excel's plain "CSV" on Windows: é is the single byte E9, which UTF-8 would read as U+FFFD.
  ['Windows-1252 (José, Müller, “quotes”)', bytes('phone,name\n9876543210,Jos', [0xe9], '\n9123456789,M', [0xfc], 'ller ', [0x93], 'Jr', [0x94], '\n'), { ok: true, text: 'phone,name\n9876543210,José\n9123456789,Müller “Jr”\n', encoding: 'Windows-1252' }],
  ['UTF-16 (Excel\'s "Unicode text")', bytes([0xff, 0xfe], [...Buffer.from('phone\tname\n9876543210\tಅನು\n', 'utf16le')]), { ok: true, text: 'phone\tname\n9876543210\tಅನು\n', encoding: 'UTF-16' }],
  ['an Excel workbook', bytes([0x50, 0x4b, 0x03, 0x04], 'rest'), { ok: false, message: ENCODING_MESSAGES.notText }],
  ['bytes no Windows file has (0x81)', bytes('phone\n98765', [0x81, 0xc3], '43210\n'), { ok: false, message: ENCODING_MESSAGES.unknownEncoding }],
])('%s', (_what, input, expected) => {
  expect(decodeCustomerCsv(input)).toEqual(expected);
});
