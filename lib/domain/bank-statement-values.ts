// Reading the cells of an Indian bank statement: amounts as banks print them (lakh grouping
// 1,23,456.78, "Cr"/"Dr" marks, a rupee sign, empty or "0" cells in the column not used) and dates
// as they print them (dd/mm/yyyy, dd/mm/yy, dd-MMM-yyyy, "15 Jan 2026"; day first, always).
// Pure: the server reads uploaded statements with it, and the table test pins each form.
import { isIsoDay, type IsoDay } from './calendar';

export type StatementAmount =
  /** nothing in the cell: "", "-", "0", "0.00" (banks fill the column not used with these) */
  | { kind: 'empty' }
  /** paise, negative for money going out (a "Dr" mark, a minus sign or parentheses) */
  | { kind: 'amount'; paise: number }
  | { kind: 'invalid' };

// 1,23,45,678.90 (lakh and crore), 12,345,678.90 (thousands), or no grouping at all.
const GROUPED_INDIAN = /^\d{1,2}(,\d{2})*,\d{3}(\.\d{1,2})?$/;
const GROUPED_WESTERN = /^\d{1,3}(,\d{3})+(\.\d{1,2})?$/;
const PLAIN = /^\d+(\.\d{1,2})?$/;

/** One amount cell. Integer arithmetic on the digits: no float ever turns 312.50 into 31249 paise. */
export function parseStatementAmount(cell: string): StatementAmount {
  let text = cell.replace(/\u00a0/g, ' ').trim();
  let sign = 1;
  const mark = /\s*(CR|DR)\.?$/i.exec(text);
  if (mark) {
    if (mark[1].toUpperCase() === 'DR') sign = -1;
    text = text.slice(0, mark.index).trim();
  }
  if (/^\(.*\)$/.test(text)) {
    sign = -sign;
    text = text.slice(1, -1).trim();
  }
  if (/^[-+]/.test(text) && text.length > 1) {
    if (text[0] === '-') sign = -sign;
    text = text.slice(1).trim();
  }
  text = text.replace(/^(₹|rs\.?|inr)\s*/i, '').trim();
  if (text === '' || text === '-') return { kind: 'empty' };
  if (!(PLAIN.test(text) || GROUPED_INDIAN.test(text) || GROUPED_WESTERN.test(text))) return { kind: 'invalid' };
  const [rupees, fraction = ''] = text.replace(/,/g, '').split('.');
  const paise = Number(rupees) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(paise)) return { kind: 'invalid' };
  return paise === 0 ? { kind: 'empty' } : { kind: 'amount', paise: sign * paise };
}

const MONTHS: Record<string, number> = Object.fromEntries(
  ['jan january', 'feb february', 'mar march', 'apr april', 'may', 'jun june', 'jul july', 'aug august', 'sep sept september', 'oct october', 'nov november', 'dec december'].flatMap((names, i) =>
    names.split(' ').map((name) => [name, i + 1]),
  ),
);

function day(year: number, month: number, dayOfMonth: number): IsoDay | null {
  const iso = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(dayOfMonth).padStart(2, '0')}`;
  return isIsoDay(iso) ? iso : null;
}

const fullYear = (y: string) => (y.length === 2 ? 2000 + Number(y) : Number(y));

/**
 * One date cell as a day, or null when it is not a date (a separator row, a footer, a balance).
 * Day first: Indian banks never print month first. A time after the date is ignored.
 */
export function parseStatementDate(cell: string): IsoDay | null {
  const text = cell.trim().replace(/\s+/g, ' ').replace(/[ T]\d{1,2}:\d{2}(:\d{2})?( ?[AP]M)?$/i, '');
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (m) return day(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})$/.exec(text);
  if (m) return day(fullYear(m[3]), Number(m[2]), Number(m[1]));
  m = /^(\d{1,2})[ /-]?([A-Za-z]{3,9})[ /,-]{0,2}(\d{4}|\d{2})$/.exec(text);
  if (m) {
    const month = MONTHS[m[2].toLowerCase()];
    return month ? day(fullYear(m[3]), month, Number(m[1])) : null;
  }
  return null;
}
