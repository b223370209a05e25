import { readStatementLines, type ReadStatement } from './bank-statement-lines';
import type { StatementLayout } from './bank-statement-layout';

const HDFC: StatementLayout = {
  bankName: 'HDFC Bank',
  source: 'preset',
  headerRow: 1,
  headers: ['Date', 'Narration', 'Chq./Ref.No.', 'Value Dt', 'Withdrawal Amt.', 'Deposit Amt.', 'Closing Balance'],
  columns: { date: 0, narration: 1, credit: 5, reference: 2 },
};
const header = [['HDFC BANK Ltd.'], HDFC.headers];
const row = (date: string, narration: string, ref: string, debit: string, credit: string) => [date, narration, ref, date, debit, credit, '1,00,000.00'];

const line = (lineNo: number, date: string, amount: number, reference: string | null, narration: string, utr: string | null, identityKey: string) => ({ lineNo, date, amount, reference, narration, utr, identityKey });

test.each<[string, string[][], StatementLayout, ReadStatement]>([
  [
    'credits are read, debits counted, separators and footers skipped',
    [
      ...header,
      ['*'.repeat(12), '*'.repeat(12)],
      row('20/11/26', 'UPI-DIVYA RAO-DIVYA@OKAXIS-UTIB0000123-612345678901-ORDER DM261120-K7Q2M', '0000612345678901', '', '312.50'),
      row('20/11/26', 'UPI-AWS INDIA-98765', '0000698765432109', '4,720.00', ''),
      row('21/11/26', 'NEFT CR-ACME  WIDGETS', 'N325260123456789', '', '1,23,456.78'),
      [],
      ['*'.repeat(12)],
      ['', '', '', '', 'Opening Balance', 'Dr Count', 'Cr Count'],
      ['2,38,200.00', '1', '1', '4,720.00', '11,800.00', '2,45,280.00'],
    ],
    HDFC,
    {
      lines: [
        line(4, '2026-11-20', 31250, '0000612345678901', 'UPI-DIVYA RAO-DIVYA@OKAXIS-UTIB0000123-612345678901-ORDER DM261120-K7Q2M', '612345678901', '2026-11-20|31250|612345678901|0'),
        line(6, '2026-11-21', 12345678, 'N325260123456789', 'NEFT CR-ACME WIDGETS', null, '2026-11-21|12345678|N325260123456789|0'),
      ],
      debitLines: 1,
      skippedRows: 4,
    },
  ],
  [
    'identical lines are told apart by their position among them',
    [...header, row('20/11/26', 'CASH DEPOSIT', '', '', '500.00'), row('20/11/26', 'CASH  DEPOSIT', '', '', '500.00'), row('20/11/26', 'CASH DEPOSIT', '', '', '500.00 Cr')],
    HDFC,
    {
      lines: [
        line(3, '2026-11-20', 50000, null, 'CASH DEPOSIT', null, '2026-11-20|50000|CASH DEPOSIT|0'),
        line(4, '2026-11-20', 50000, null, 'CASH DEPOSIT', null, '2026-11-20|50000|CASH DEPOSIT|1'),
        line(5, '2026-11-20', 50000, null, 'CASH DEPOSIT', null, '2026-11-20|50000|CASH DEPOSIT|2'),
      ],
      debitLines: 0,
      skippedRows: 0,
    },
  ],
  [
    'a single amount column: Dr and minus are debits',
    [['Date', 'Narration', 'Amount'], ['20/11/2026', 'UPI/612345678901/x', '312.50 Cr'], ['20/11/2026', 'ATM', '500.00 Dr'], ['20/11/2026', 'Fee', '-20']],
    { bankName: 'Standard columns', source: 'standard', headerRow: 0, headers: ['Date', 'Narration', 'Amount'], columns: { date: 0, narration: 1, credit: 2, reference: null } },
    { lines: [line(2, '2026-11-20', 31250, null, 'UPI/612345678901/x', '612345678901', '2026-11-20|31250|612345678901|0')], debitLines: 2, skippedRows: 0 },
  ],
  [
    'a direction column decides',
    [['Date', 'Narration', 'Amount', 'Dr/Cr'], ['20/11/2026', 'In', '312.50', 'CR'], ['20/11/2026', 'Out', '312.50', 'DR'], ['20/11/2026', 'In', '100', 'Credit']],
    { bankName: 'Kotak', source: 'saved', headerRow: 0, headers: ['Date', 'Narration', 'Amount', 'Dr/Cr'], columns: { date: 0, narration: 1, credit: 2, direction: 3 } },
    { lines: [line(2, '2026-11-20', 31250, null, 'In', null, '2026-11-20|31250|IN|0'), line(4, '2026-11-20', 10000, null, 'In', null, '2026-11-20|10000|IN|0')], debitLines: 1, skippedRows: 0 },
  ],
  [
    'a dated row whose credit is not an amount is an error naming the row',
    [...header, row('20/11/26', 'UPI', '', '', 'three hundred')],
    HDFC,
    { error: 'Row 3: “three hundred” in the column “Deposit Amt.” is not an amount.' },
  ],
  [
    'no dated rows at all: the dates are not in a form we read',
    [...header, row('2026/20/11', 'UPI', '', '', '100.00')],
    HDFC,
    { error: 'No dated rows were found under the header (row 2). Dates are read as dd/mm/yyyy, dd/mm/yy, dd-Mon-yyyy or “15 Jan 2026”.' },
  ],
  ['only debits: no lines, not an error', [...header, row('20/11/26', 'ATM', '', '500.00', '')], HDFC, { lines: [], debitLines: 1, skippedRows: 0 }],
])('%s', (_, rows, layout, expected) => {
  expect(readStatementLines(rows, layout)).toEqual(expected);
});
