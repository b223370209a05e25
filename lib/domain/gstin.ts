// A GSTIN (GST identification number), checked wherever one is typed: the seller's in the
// settings, a buyer's later. 15 characters: the state code (2 digits), the holder's PAN (5 letters,
// 4 digits, 1 letter), the entity number within the state (1-9 or A-Z), "Z", and a check character
// computed from the first 14 with the Luhn mod 36 algorithm over 0-9A-Z (weights 1 and 2
// alternating from the left; each product contributes its quotient and remainder by 36).
// Sources: CBIC/GSTN's description of the GSTIN structure, and the Luhn mod N algorithm; the table
// test holds GSTINs published in GSTN's own examples.
import { stateByCode } from './gst-states';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The check character of a GSTIN's first 14 characters. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = ALPHABET.indexOf(first14[i]);
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36];
}

/** A GSTIN as it should be stored: upper case, no spaces. */
export function normalizeGstin(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** null when `value` is a valid GSTIN; otherwise what is wrong with it, fit to show. */
export function gstinProblem(value: string): string | null {
  const gstin = normalizeGstin(value);
  if (gstin.length !== 15) return 'A GSTIN has 15 characters.';
  if (!SHAPE.test(gstin)) return 'That is not a GSTIN: it is a 2-digit state code, a 10-character PAN, an entity number, Z and a check character.';
  const state = stateByCode(gstin.slice(0, 2));
  if (!state) return `A GSTIN starts with a state code; ${gstin.slice(0, 2)} is not one.`;
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return 'That GSTIN has a typo: its last character does not match the others.';
  return null;
}

/** The state code a valid GSTIN was issued in. */
export function gstinStateCode(gstin: string): string {
  return normalizeGstin(gstin).slice(0, 2);
}
