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

/** Digits of a document's serial: the same for invoices and credit notes, so the two series read alike. */
const SERIAL_DIGITS = 6;

/**
 * The number of the `serial`th document of a series in a financial year: the serial is padded with
 * zeros to six digits (five when a four-character prefix leaves no room within 16 characters), so
 * invoices and credit notes look alike and numbers sort in issue order; a serial past the padding
 * keeps growing while the number fits in 16 characters.
 */
export function documentNumber(prefix: string, fyShort: string, serial: number): string {
  if (!Number.isInteger(serial) || serial < 1) throw new Error(`serial must be a positive integer, not ${serial}`);
  const head = `${prefix}/${fyShort}/`;
  const width = Math.min(SERIAL_DIGITS, MAX_DOCUMENT_NUMBER_LENGTH - head.length);
  const number = `${head}${String(serial).padStart(width, '0')}`;
  if (number.length > MAX_DOCUMENT_NUMBER_LENGTH) throw new Error(`the series ${head} is full: ${number} is longer than ${MAX_DOCUMENT_NUMBER_LENGTH} characters`);
  return number;
}

/** The serial of a document number (for ranges in the "documents issued" return). */
export function serialOf(number: string): number {
  return Number(number.slice(number.lastIndexOf('/') + 1));
}

// ---- What Rules 46 and 53 ask a document to print -----------------------------------------------

/** Rule 46(q): the signature line, for the seller's legal name. */
export function signatoryLine(legalName: string): string {
  return `For ${legalName} — Authorised signatory`;
}

/** Rule 46(p): whether tax is payable on reverse charge (never, on this store's sales of goods to consumers). */
export function reverseChargeLine(reverseCharge: boolean): string {
  return `Tax payable on reverse charge: ${reverseCharge ? 'Yes' : 'No'}`;
}

/** Rule 46(e): a state as a document names it, "Maharashtra (code 27)". */
export function stateLine(name: string, code: string): string {
  return `${name} (code ${code})`;
}

const percent = (tenths: number) => `${tenths / 10} %`;

/** Rule 46(l): a line's rate of each tax, "CGST 2.5 % + SGST 2.5 %" within the state, "IGST 5 %" across states. */
export function lineTaxRates(gstRateTenths: number, interState: boolean, style: 'long' | 'short' = 'long'): string {
  // short, for the PDF's narrow column: "2.5 + 2.5 %" (CGST + SGST), "5 %" (IGST)
  if (style === 'short') return interState ? percent(gstRateTenths) : `${gstRateTenths / 20} + ${percent(gstRateTenths / 2)}`;
  return interState ? `IGST ${percent(gstRateTenths)}` : `CGST ${percent(gstRateTenths / 2)} + SGST ${percent(gstRateTenths / 2)}`;
}

/**
 * Rule 46(l): each tax with its rate and amount, by rate ("CGST 2.5 %" ₹x, "SGST 2.5 %" ₹y, or
 * "IGST 5 %"), summed over the lines as stored; lines at 0 % carry no tax and no row.
 */
export function taxesByRate(lines: readonly { gstRate: number; cgst: number; sgst: number; igst: number }[], interState: boolean): { label: string; amount: number }[] {
  const rates = [...new Set(lines.filter((l) => l.gstRate > 0).map((l) => l.gstRate))].sort((a, b) => a - b);
  return rates.flatMap((rate) => {
    const of = lines.filter((l) => l.gstRate === rate);
    const total = (k: 'cgst' | 'sgst' | 'igst') => of.reduce((s, l) => s + l[k], 0);
    return interState
      ? [{ label: `IGST ${percent(rate)}`, amount: total('igst') }]
      : [
          { label: `CGST ${percent(rate / 2)}`, amount: total('cgst') },
          { label: `SGST ${percent(rate / 2)}`, amount: total('sgst') },
        ];
  });
}

/** The delivery addresses of a document's lines, each once, in order, joined for print. */
export function deliveryAddressesLine(addresses: readonly string[]): string {
  return [...new Set(addresses.filter(Boolean))].join('; ');
}
