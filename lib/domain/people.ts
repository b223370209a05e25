// How the store writes a person's name.

type Named = { firstName: string | null; lastName: string | null };

/** 'Ravi Kumar', 'Ravi', or the fallback when the account has no name yet. */
export function fullName(person: Named, fallback = 'Unnamed customer'): string {
  return [person.firstName?.trim(), person.lastName?.trim()].filter(Boolean).join(' ') || fallback;
}
