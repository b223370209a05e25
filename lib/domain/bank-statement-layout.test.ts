// The presets' headers are as public descriptions of each bank's account statement export give them
// (not the banks' own documentation, which is not public; a bank that changes its export gets the
// mapping step):
// - HDFC Bank: "Date, Narration, Chq./Ref.No., Value Dt, Withdrawal Amt., Deposit Amt., Closing
//   Balance", dates dd/mm/yy, a few rows of account details and a row of asterisks around the lines —
//   github.com/YashChauhan858/Expense-Calculator Client/src/types/uploadCsv.types.ts,
//   github.com/asmitsharp/cashlens docs/bank-statement-format-research.md,
//   github.com/FFFSTANZA/SharaLedger docs/INDIAN_BANK_FORMATS.md.
// - ICICI Bank: "S No., Value Date, Transaction Date, Cheque Number, Transaction Remarks, Withdrawal
//   Amount (INR ), Deposit Amount (INR ), Balance (INR )" (also seen without the space: "Amount(INR)"),
//   dates dd/mm/yyyy — github.com/vdinesht/tracker ICICIBankStatementRow.java, SharaLedger (above).
// - State Bank of India: "Txn Date, Value Date, Description, Ref No./Cheque No., (Branch Code,)
//   Debit, Credit, Balance", dates "15 Jan 2024" — SharaLedger (above).
import { findStatementLayout, headerSignature, suggestColumns, columnsFit, headerCandidates, type LayoutSearch, type SavedLayout } from './bank-statement-layout';

const HDFC_HEADER = ['Date', 'Narration', 'Chq./Ref.No.', 'Value Dt', 'Withdrawal Amt.', 'Deposit Amt.', 'Closing Balance'];
const ICICI_HEADER = ['S No.', 'Value Date', 'Transaction Date', 'Cheque Number', 'Transaction Remarks', 'Withdrawal Amount (INR )', 'Deposit Amount (INR )', 'Balance (INR )'];
const SBI_HEADER = ['Txn Date', 'Value Date', 'Description', 'Ref No./Cheque No.', 'Branch Code', '        Debit', 'Credit', 'Balance'];
const preamble = [['HDFC BANK Ltd.'], ['Account No :', '50200012345678'], ['From : 01/11/2026 To : 30/11/2026'], []];
const KOTAK_LIKE = ['Sl. No.', 'Transaction Date', 'Value Date', 'Particulars', 'Chq / Ref No.', 'Debit / Credit Amount', 'Dr / Cr', 'Balance'];

const found = (bankName: string, source: string, headerRow: number, columns: object) => ({ found: expect.objectContaining({ bankName, source, headerRow, columns }) });

const saved: SavedLayout[] = [{ signature: headerSignature(KOTAK_LIKE), bankName: 'Kotak current account', columns: { date: 1, narration: 3, credit: 5, reference: 4, direction: 6 } }];

test.each<[string, string[][], SavedLayout[], LayoutSearch | object]>([
  ['HDFC under its account details', [...preamble, HDFC_HEADER, ['*'.repeat(12)]], [], found('HDFC Bank', 'preset', 4, { date: 0, narration: 1, credit: 5, reference: 2, direction: null })],
  ['ICICI', [ICICI_HEADER], [], found('ICICI Bank', 'preset', 0, { date: 2, narration: 4, credit: 6, reference: 3, direction: null })],
  ['ICICI without the space before (INR)', [ICICI_HEADER.map((h) => h.replace(' (INR )', '(INR)'))], [], found('ICICI Bank', 'preset', 0, { date: 2, narration: 4, credit: 6, reference: 3, direction: null })],
  ['SBI (a padded header cell too)', [['Account Name', ':', 'Divya'], SBI_HEADER], [], found('State Bank of India', 'preset', 1, { date: 0, narration: 2, credit: 6, reference: 3, direction: null })],
  ['the standard names, any case', [['DATE', 'description', 'Credit', 'utr']], [], found('Standard columns', 'standard', 0, { date: 0, narration: 1, credit: 2, reference: 3, direction: null })],
  ['standard: Txn Date, Remarks, Deposit, Ref No.', [['Txn Date', 'Remarks', 'Deposit', 'Ref No.']], [], found('Standard columns', 'standard', 0, { date: 0, narration: 1, credit: 2, reference: 3, direction: null })],
  ['standard: Value Date, Narration, Amount, no reference', [['Value Date', 'Narration', 'Amount']], [], found('Standard columns', 'standard', 0, { date: 0, narration: 1, credit: 2, reference: null, direction: null })],
  ['standard: Credit is chosen over Amount, Date over Value Date', [['Value Date', 'Date', 'Narration', 'Amount', 'Credit']], [], found('Standard columns', 'standard', 0, { date: 1, narration: 2, credit: 4, reference: null, direction: null })],
  ['standard with a Dr/Cr column beside a single amount', [['Date', 'Narration', 'Amount', 'Dr/Cr']], [], found('Standard columns', 'standard', 0, { date: 0, narration: 1, credit: 2, reference: null, direction: 3 })],
  ['a layout an admin saved for this header', [['Kotak Mahindra Bank'], KOTAK_LIKE], saved, found('Kotak current account', 'saved', 1, saved[0].columns)],
  ['the same header, unsaved: the mapping step, with a guess', [['Kotak Mahindra Bank'], KOTAK_LIKE], [], { unknown: { headerRow: 1, headers: KOTAK_LIKE, suggested: { date: 1, narration: 3, credit: 5, reference: 4, direction: 6 } } }],
  ['a saved layout whose columns do not fit the row is not used', [KOTAK_LIKE.slice(0, 4)], [{ ...saved[0], signature: headerSignature(KOTAK_LIKE.slice(0, 4)) }], { unknown: expect.objectContaining({ headerRow: 0 }) }],
  [
    'a wrapped header cell is shown on one line, and keeps its signature',
    [['Tran Date', 'Particulars', 'Debit /\nCredit Amount', 'Dr/Cr Flag']],
    [],
    { unknown: { headerRow: 0, headers: ['Tran Date', 'Particulars', 'Debit / Credit Amount', 'Dr/Cr Flag'], suggested: { date: 0, narration: 1, credit: 2 } } },
  ],
  ['nothing that looks like a header', [['20/11/2026', 'x', '100.00'], ['a', 'b']], [], { noHeader: true }],
  ['an empty file', [], [], { noHeader: true }],
])('%s', (_, rows, layouts, expected) => {
  expect(findStatementLayout(rows, layouts)).toEqual(expected);
});

test.each<[string[], string]>([
  [['Date', ' Narration ', 'Chq./Ref.No.', '', ''], 'date | narration | chq./ref.no.'],
  [['Sl.  No.', 'Dr / Cr'], 'sl. no. | dr / cr'],
  [['Sl. No.', 'Dr /\nCr'], 'sl. no. | dr / cr'],
  [['', ''], ''],
])('headerSignature(%p) = %p', (cells, signature) => {
  expect(headerSignature(cells)).toBe(signature);
});

test.each<[string[], object]>([
  [['Tran Date', 'PARTICULARS', 'CHQNO', 'DR', 'CR', 'BAL'], { date: 0, narration: 1, reference: 2, credit: 4 }],
  [['When', 'What', 'How much'], {}],
])('suggestColumns(%p)', (headers, suggested) => {
  expect(suggestColumns(headers)).toEqual(suggested);
});

test.each<[object, number, boolean]>([
  [{ date: 0, narration: 1, credit: 2 }, 3, true],
  [{ date: 0, narration: 1, credit: 2, reference: null, direction: null }, 3, true],
  [{ date: 0, narration: 1, credit: 3 }, 3, false],
  [{ date: 0, narration: 0, credit: 2 }, 3, false],
  [{ date: 0, narration: 1, credit: 2, reference: 2 }, 3, false],
  [{ date: -1, narration: 1, credit: 2 }, 3, false],
  [{ date: 0.5, narration: 1, credit: 2 }, 3, false],
])('columnsFit(%p, %p) = %p', (columns, width, fits) => {
  expect(columnsFit(columns as never, width)).toBe(fits);
});

test('headerCandidates: the signatures of the first rows, each once, without empty rows', () => {
  expect(headerCandidates([['A', 'B'], [], ['a ', 'b'], ['C']])).toEqual(['a | b', 'c']);
});
