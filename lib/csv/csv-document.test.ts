import Papa from 'papaparse';
import { UTF8_BOM, csvDocument, csvFileName, runsAsFormula } from './csv-document';

test('a file starts with the BOM, quotes commas, quotes and line breaks, and ends lines with CRLF', () => {
  const text = csvDocument(['Name', 'Note', 'Qty'], [
    ['Rao, Divya', 'Ring the "blue" bell\nthen wait', 2],
    ['Ravi', null, 0],
  ]);
  expect(text.startsWith(UTF8_BOM)).toBe(true);
  expect(text.slice(1)).toBe('Name,Note,Qty\r\n"Rao, Divya","Ring the ""blue"" bell\nthen wait",2\r\nRavi,,0');
  // and it reads back as it was written
  const parsed = Papa.parse<string[]>(text.slice(1), { newline: '\r\n' });
  expect(parsed.data).toEqual([
    ['Name', 'Note', 'Qty'],
    ['Rao, Divya', 'Ring the "blue" bell\nthen wait', '2'],
    ['Ravi', '', '0'],
  ]);
});

// What a spreadsheet runs as a formula, and what it reads as a plain number (which stays one).
test.each<[string, boolean]>([
  ['=HYPERLINK("http://evil")', true],
  ['=1+1', true],
  ['@SUM(A1)', true],
  ['+SUM(A1:A9)', true],
  ['-2+3', true],
  ['+91 98450 11111', true],
  ['- ring twice', true],
  ['-', true],
  ['+', true],
  ['\t=cmd', true],
  ['\r=cmd', true],
  ['+919845011111', false],
  ['-1426.00', false],
  ['-1', false],
  ['+0.5', false],
  ['-1,426.00', false],
  ['1426.00', false],
  ['Rao, Divya', false],
  ['ಬೆಂಗಳೂರು', false],
  ['', false],
  ['a=b', false],
])('runsAsFormula(%p) is %p', (cell, formula) => {
  expect(runsAsFormula(cell)).toBe(formula);
});

test.each([
  ['=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
  ['+919845011111', '+919845011111'],
  ['-1426.00', '-1426.00'],
  ['-2+3', `"'-2+3"`],
  ['@SUM(A1)', `"'@SUM(A1)"`],
  ['ಬೆಂಗಳೂರು', 'ಬೆಂಗಳೂರು'],
])('a cell %p is written as %s (no formula runs in a spreadsheet)', (cell, written) => {
  expect(csvDocument(['x'], [[cell]]).slice(1)).toBe(`x\r\n${written}`);
});

test.each([
  [['route-sheet', '2026-11-24'], 'route-sheet-2026-11-24.csv'],
  [['orders', 'a b/c'], 'orders-a-b-c.csv'],
])('csvFileName(%p) = %s', (parts, name) => {
  expect(csvFileName(...parts)).toBe(name);
});
