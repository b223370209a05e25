// Shared shape of the store's fixed legal texts and the facts they quote.
import 'server-only';
import { DEFAULT_CONTACT_EMAIL, STORE_ADDRESS, STORE_NAME } from '@/lib/site';

export type LegalSection = { title: string; paragraphs: string[] };

export type NumberedSection = LegalSection & { number: number; id: string };

/** Facts the texts are written around; the contact email is configuration and passed in. */
export type LegalFacts = { contactEmail: string };

export const LEGAL_ENTITY = {
  name: STORE_NAME,
  address: STORE_ADDRESS,
  city: 'Bengaluru',
};

/** Used when the `contact.email` configuration row is missing or blank. */
export const FALLBACK_CONTACT_EMAIL = DEFAULT_CONTACT_EMAIL;

/** Sections numbered from 1 in the order written, with a stable anchor id for each. */
export function numberSections(sections: LegalSection[]): NumberedSection[] {
  return sections.map((s, i) => ({ ...s, number: i + 1, id: `section-${i + 1}` }));
}

/** The configured contact address, or the store's default when the key is missing or not an address. */
export function contactEmailFrom(config: Record<string, string | undefined>): string {
  const value = config['contact.email']?.trim();
  return value && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? value : FALLBACK_CONTACT_EMAIL;
}
