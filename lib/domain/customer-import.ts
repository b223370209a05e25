// Adding customers by hand (addUser) and in bulk (importUsers, previewImportUsers): what a valid
// new person is, and what an import does with each row of a file. The preview and the import run
// the same plan, so what the admin saw is what happens (apart from numbers someone else added in
// between, which the import skips and reports).
import { normalizeIndianMobile } from './phone';
import { ROLE_CUSTOMER } from './roles';
import { countOf } from './plural';

/** One file at a time; more is almost always a mistake (an export of something else). */
export const MAX_IMPORT_ROWS = 1000;
export const MAX_NAME_LENGTH = 60;

export const PERSON_MESSAGES = {
  missingPhone: 'Please enter a mobile number.',
  invalidPhone: 'Please enter a valid 10-digit Indian mobile number.',
  /** addUser and importUsers create customers; setUserRole makes someone an admin (audited) */
  role: 'Only customers can be added here (role 2). To make someone an admin, open their page after adding them.',
  firstNameTooLong: `The first name can be at most ${MAX_NAME_LENGTH} characters.`,
  lastNameTooLong: `The last name can be at most ${MAX_NAME_LENGTH} characters.`,
} as const;

export type NewPersonInput = {
  phoneNumber: string;
  countryCode?: string | null;
  roleId?: number | null;
  firstName?: string | null;
  lastName?: string | null;
};

/** A person ready to be stored: E.164 phone, a role, names trimmed (blank is none). */
export type NewPerson = { phoneNumber: string; roleId: number; firstName: string | null; lastName: string | null };

export type PersonCheck =
  | { ok: true; person: NewPerson }
  | { ok: false; field: 'phoneNumber' | 'roleId' | 'firstName' | 'lastName'; message: string };

/** Whether `input` can become an account, and the account it becomes. */
export function checkNewPerson(input: NewPersonInput): PersonCheck {
  if (!input.phoneNumber.trim()) return { ok: false, field: 'phoneNumber', message: PERSON_MESSAGES.missingPhone };
  const phoneNumber = normalizeIndianMobile(input.phoneNumber, input.countryCode ?? undefined);
  if (!phoneNumber) return { ok: false, field: 'phoneNumber', message: PERSON_MESSAGES.invalidPhone };
  const roleId = input.roleId ?? ROLE_CUSTOMER;
  if (roleId !== ROLE_CUSTOMER) return { ok: false, field: 'roleId', message: PERSON_MESSAGES.role };
  const firstName = input.firstName?.trim() || null;
  const lastName = input.lastName?.trim() || null;
  if (firstName && firstName.length > MAX_NAME_LENGTH) return { ok: false, field: 'firstName', message: PERSON_MESSAGES.firstNameTooLong };
  if (lastName && lastName.length > MAX_NAME_LENGTH) return { ok: false, field: 'lastName', message: PERSON_MESSAGES.lastNameTooLong };
  return { ok: true, person: { phoneNumber, roleId, firstName, lastName } };
}

/**
 * NEW: will be added. EXISTING: someone already has the number, skipped (so running the same file
 * twice adds nobody the second time). DUPLICATE: an earlier row of the file has the number,
 * skipped. INVALID: cannot be added as it is.
 */
export const IMPORT_ROW_STATUSES = ['NEW', 'EXISTING', 'DUPLICATE', 'INVALID'] as const;
export type ImportRowStatus = (typeof IMPORT_ROW_STATUSES)[number];

export type ImportRowPlan = {
  /** 1-based: row 1 is the first person in the list (in a file, the line under the header) */
  row: number;
  status: ImportRowStatus;
  /** normalised when valid, else as given */
  phoneNumber: string;
  firstName: string | null;
  lastName: string | null;
  /** why the row is skipped or refused; null for NEW */
  message: string | null;
  /** what is stored, for NEW rows */
  person: NewPerson | null;
};

export const ALREADY_A_CUSTOMER = 'Already a customer';
export const duplicateOfRow = (row: number) => `Same mobile number as row ${row}`;

/** What importing `rows` would do, given the phone numbers (E.164) that already have an account. */
export function planImport(rows: readonly NewPersonInput[], existingPhones: ReadonlySet<string>): ImportRowPlan[] {
  const firstRowOf = new Map<string, number>();
  return rows.map((input, i) => {
    const row = i + 1;
    const check = checkNewPerson(input);
    const given = { row, phoneNumber: input.phoneNumber.trim(), firstName: input.firstName?.trim() || null, lastName: input.lastName?.trim() || null };
    if (!check.ok) return { ...given, status: 'INVALID', message: check.message, person: null };
    const { person } = check;
    const shown = { ...given, phoneNumber: person.phoneNumber, firstName: person.firstName, lastName: person.lastName };
    const earlier = firstRowOf.get(person.phoneNumber);
    if (earlier !== undefined) return { ...shown, status: 'DUPLICATE', message: duplicateOfRow(earlier), person: null };
    firstRowOf.set(person.phoneNumber, row);
    if (existingPhones.has(person.phoneNumber)) return { ...shown, status: 'EXISTING', message: ALREADY_A_CUSTOMER, person: null };
    return { ...shown, status: 'NEW', message: null, person };
  });
}

export type ImportCounts = { added: number; existing: number; refused: number };

export function countPlan(plan: readonly ImportRowPlan[]): ImportCounts {
  return {
    added: plan.filter((r) => r.status === 'NEW').length,
    existing: plan.filter((r) => r.status === 'EXISTING').length,
    refused: plan.filter((r) => r.status === 'DUPLICATE' || r.status === 'INVALID').length,
  };
}

/** What the preview says will happen: '2 customers will be added; 1 is already a customer and will be skipped; 1 row has a problem.' */
export function previewSummary(c: ImportCounts): string {
  const parts = [c.added === 0 ? 'Nobody new to add' : `${countOf(c.added, 'customer')} will be added`];
  if (c.existing) parts.push(`${c.existing === 1 ? '1 is already a customer' : `${c.existing} are already customers`} and will be skipped`);
  if (c.refused) parts.push(`${c.refused === 1 ? '1 row has a problem' : `${c.refused} rows have problems`} and will be skipped`);
  return `${parts.join('; ')}.`;
}

/** What the import says it did: '2 customers imported; 1 already a customer, skipped.' */
export function importSummary(c: ImportCounts): string {
  if (c.added === 0 && c.refused === 0 && c.existing > 0) {
    return c.existing === 1 ? 'Nothing new to import: this person is already a customer.' : `Nothing new to import: all ${c.existing} are already customers.`;
  }
  const parts = [`${countOf(c.added, 'customer')} imported`];
  if (c.existing) parts.push(`${c.existing} already ${c.existing === 1 ? 'a customer' : 'customers'}, skipped`);
  if (c.refused) parts.push(`${countOf(c.refused, 'row')} with problems, skipped`);
  return `${parts.join('; ')}.`;
}
