import { parseStatementAmount, parseStatementDate, type StatementAmount } from './bank-statement-values';

const amount = (paise: number): StatementAmount => ({ kind: 'amount', paise });
const empty: StatementAmount = { kind: 'empty' };
const invalid: StatementAmount = { kind: 'invalid' };

test.each<[string, StatementAmount]>([
  ['312.50', amount(31250)],
  ['312.5', amount(31250)],
  ['312', amount(31200)],
  ['4179', amount(417900)],
  // lakh and crore grouping, and thousands
  ['1,23,456.78', amount(12345678)],
  ['12,34,56,789.00', amount(12345678900)],
  ['4,179.00', amount(417900)],
  ['123,456.78', amount(12345678)],
  ['12,345,678.90', amount(1234567890)],
  // Cr / Dr marks, signs, parentheses, a currency
  ['1,234.00 Cr', amount(123400)],
  ['1,234.00 CR', amount(123400)],
  ['1,234.00Cr.', amount(123400)],
  ['500.00 Dr', amount(-50000)],
  ['500.00 DR.', amount(-50000)],
  ['-500.00', amount(-50000)],
  ['+500.00', amount(50000)],
  ['(500.00)', amount(-50000)],
  ['₹ 312.50', amount(31250)],
  ['₹312.50', amount(31250)],
  ['Rs. 312.50', amount(31250)],
  ['INR 312.50', amount(31250)],
  ['\u00a0312.50\u00a0', amount(31250)],
  // the column not used on this line
  ['', empty],
  ['  ', empty],
  ['-', empty],
  ['0', empty],
  ['0.00', empty],
  // not an amount
  ['12.345', invalid],
  ['1,2,3', invalid],
  ['1,23,4567.00', invalid],
  ['abc', invalid],
  ['Dr Count', invalid],
  ['1.2.3', invalid],
  ['************', invalid],
])('parseStatementAmount(%p)', (cell, expected) => {
  expect(parseStatementAmount(cell)).toEqual(expected);
});

test.each<[string, string | null]>([
  ['20/11/2026', '2026-11-20'],
  ['20/11/26', '2026-11-20'],
  ['5/1/2026', '2026-01-05'],
  ['20-11-2026', '2026-11-20'],
  ['20.11.2026', '2026-11-20'],
  ['20-Nov-2026', '2026-11-20'],
  ['20-NOV-26', '2026-11-20'],
  ['20 Nov 2026', '2026-11-20'],
  ['5 Nov 2026', '2026-11-05'],
  ['20/Nov/2026', '2026-11-20'],
  ['20 November 2026', '2026-11-20'],
  ['20 Sept 2026', '2026-09-20'],
  ['20Nov2026', '2026-11-20'],
  ['2026-11-20', '2026-11-20'],
  ['20/11/2026 14:05:33', '2026-11-20'],
  ['20/11/2026 02:05 PM', '2026-11-20'],
  ['  20/11/2026  ', '2026-11-20'],
  // not dates: a separator row, a footer, a balance, an impossible day, month first
  ['************', null],
  ['Opening Balance', null],
  ['2,38,200.00', null],
  ['', null],
  ['31/02/2026', null],
  ['11/31/2026', null],
  ['20-Nvm-2026', null],
  ['20/11', null],
])('parseStatementDate(%p) = %p', (cell, expected) => {
  expect(parseStatementDate(cell)).toBe(expected);
});
