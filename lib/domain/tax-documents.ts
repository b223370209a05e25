// Tax invoices and credit notes are numbered in one consecutive series per financial year
// (1 April - 31 March, in Kolkata), each series with its own prefix: "GDK/26-27/000123",
// "CN/26-27/000001". Rule 46(b) of the CGST Rules: a consecutive serial number of at most 16
// characters, of letters, digits, "-" and "/", unique for a financial year.
import { kolkataToday, type IsoDay } from './calendar';

export const MAX_DOCUMENT_NUMBER_LENGTH = 16;
export const DOCUMENT_KINDS = ['INVOICE', 'CREDIT_NOTE'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const DEFAULT_PREFIX: Record<DocumentKind, string> = { INVOICE: 'GDK', CREDIT_NOTE: 'CN' };
/** The configuration key of each series' prefix. */
export const PREFIX_KEY: Record<DocumentKind, string> = { INVOICE: 'invoice.prefix', CREDIT_NOTE: 'creditNote.prefix' };

/** The financial year `day` falls in: its label ("2026-27"), short label ("26-27") and first day. */
export function financialYearOf(day: IsoDay): { label: string; short: string; starts: IsoDay; ends: IsoDay } {
  const [y, m] = day.split('-').map(Number);
  const first = m >= 4 ? y : y - 1;
  const next = String((first + 1) % 100).padStart(2, '0');
  return { label: `${first}-${next}`, short: `${String(first % 100).padStart(2, '0')}-${next}`, starts: `${first}-04-01`, ends: `${first + 1}-03-31` };
}

/** The financial year of an instant, on Kolkata's calendar (31 March 23:59 IST is still the old year). */
export function financialYearAt(instant: Date) {
  return financialYearOf(kolkataToday(instant));
}

/** 1-4 letters or digits: "GDK/26-27/" leaves room for six digits of serial within 16 characters. */
export function prefixProblem(prefix: string): string | null {
  if (!/^[A-Z0-9]{1,4}$/.test(prefix)) return 'A document prefix is 1 to 4 capital letters or digits.';
  return null;
}

/** The prefix configured for a series, or its default when the setting is missing or invalid. */
export function documentPrefix(kind: DocumentKind, configured: string | undefined): string {
  const value = configured?.trim().toUpperCase() ?? '';
  return value && !prefixProblem(value) ? value : DEFAULT_PREFIX[kind];
}

/**
 * The number of the `serial`th document of a series in a financial year: the serial is padded with
 * zeros to fill 16 characters (at least 5 digits), so numbers sort in issue order.
 */
export function documentNumber(prefix: string, fyShort: string, serial: number): string {
  if (!Number.isInteger(serial) || serial < 1) throw new Error(`serial must be a positive integer, not ${serial}`);
  const head = `${prefix}/${fyShort}/`;
  const width = Math.max(5, MAX_DOCUMENT_NUMBER_LENGTH - head.length);
  const number = `${head}${String(serial).padStart(width, '0')}`;
  if (number.length > MAX_DOCUMENT_NUMBER_LENGTH) throw new Error(`the series ${head} is full: ${number} is longer than ${MAX_DOCUMENT_NUMBER_LENGTH} characters`);
  return number;
}

/** The serial of a document number (for ranges in the "documents issued" return). */
export function serialOf(number: string): number {
  return Number(number.slice(number.lastIndexOf('/') + 1));
}
