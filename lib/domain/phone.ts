// Indian mobile numbers as typed by customers and admins, normalised to E.164 ('+919876543210')
// before they reach the database or the SMS provider.
const MOBILE = /^[6-9]\d{9}$/;

/** What a number that is not an Indian mobile number is answered with, wherever one is typed. */
export const INVALID_MOBILE_MESSAGE = 'Please enter a valid 10-digit Indian mobile number.';

/** '+91XXXXXXXXXX', or null when this is not an Indian mobile number (or the country code is not India). */
export function normalizeIndianMobile(input: string, countryCode?: string): string | null {
  const cc = (countryCode ?? '').trim();
  if (cc !== '' && cc !== '91' && cc !== '+91') return null;
  let digits = input.replace(/[\s\-()]/g, '');
  if (digits.startsWith('+')) {
    if (!digits.startsWith('+91')) return null;
    digits = digits.slice(3);
  } else if (digits.length === 12 && digits.startsWith('91')) {
    digits = digits.slice(2);
  } else if (digits.length === 11 && digits.startsWith('0')) {
    digits = digits.slice(1);
  }
  return MOBILE.test(digits) ? `+91${digits}` : null;
}

/** '+91 98XXXXXX10': enough to tell numbers apart in logs without recording them. */
export function maskPhone(e164: string): string {
  const match = /^\+91(\d{10})$/.exec(e164);
  if (match) return `+91 ${match[1].slice(0, 2)}XXXXXX${match[1].slice(8)}`;
  return e164.length <= 2 ? 'X'.repeat(e164.length) : 'X'.repeat(e164.length - 2) + e164.slice(-2);
}

/**
 * A number as people read it: '+919845012346' → '+91 98450 12346' (the 5-5 grouping Indian mobile
 * numbers are written in). Anything that is not an Indian mobile number is shown as stored.
 */
export function formatPhone(stored: string | null | undefined): string {
  if (!stored) return '';
  const e164 = normalizeIndianMobile(stored);
  if (!e164) return stored;
  return `+91 ${e164.slice(3, 8)} ${e164.slice(8)}`;
}
