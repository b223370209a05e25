// Shared shape of the store's fixed legal texts and the facts they quote.
import { configurations, store } from '@/prisma/seed-data';

export type LegalSection = { title: string; paragraphs: string[] };

export type NumberedSection = LegalSection & { number: number; id: string };

/** Facts the texts are written around; the contact email is configuration and passed in. */
export type LegalFacts = { contactEmail: string };

export const LEGAL_ENTITY = {
  name: store.name,
  address: store.address,
  city: 'Bengaluru',
};

/** The seed's `contact.email`, used when the configuration row is missing or blank. */
export const FALLBACK_CONTACT_EMAIL = configurations['contact.email'];

/** Sections numbered from 1 in the order written, with a stable anchor id for each. */
export function numberSections(sections: LegalSection[]): NumberedSection[] {
  return sections.map((s, i) => ({ ...s, number: i + 1, id: `section-${i + 1}` }));
}

/** The configured contact address, or the seed value when the key is missing or not an address. */
export function contactEmailFrom(config: Record<string, string | undefined>): string {
  const value = config['contact.email']?.trim();
  return value && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? value : FALLBACK_CONTACT_EMAIL;
}
