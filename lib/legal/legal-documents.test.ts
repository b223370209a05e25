import { contactEmailFrom, FALLBACK_CONTACT_EMAIL, numberSections, type LegalSection } from './legal-document';
import { privacyPolicySections } from './privacy-policy';
import { termsSections } from './terms';

const EMAIL = 'care@example.in';
const privacy = privacyPolicySections({ contactEmail: EMAIL });
const terms = termsSections({ contactEmail: EMAIL });
const text = (sections: LegalSection[]) => sections.flatMap((s) => [s.title, ...s.paragraphs]).join('\n');

describe('legal documents', () => {
  it.each([
    ['privacy policy', privacy, 11],
    ['terms of service', terms, 23],
  ])('%s has %i numbered, titled sections', (_name, sections, count) => {
    expect(sections).toHaveLength(count);
    const numbered = numberSections(sections);
    expect(numbered.map((s) => s.number)).toEqual(Array.from({ length: count }, (_, i) => i + 1));
    expect(new Set(numbered.map((s) => s.id)).size).toBe(count);
    for (const s of sections) {
      expect(s.title.trim()).not.toBe('');
      expect(s.paragraphs.length).toBeGreaterThan(0);
      for (const p of s.paragraphs) expect(p.trim()).not.toBe('');
    }
    expect(new Set(sections.map((s) => s.title)).size).toBe(count);
  });

  // One row per topic the terms must cover (data, sharing, children, Indian law, refunds, liability),
  // with the wording that must carry it.
  it.each<[string, LegalSection[], RegExp]>([
    ['privacy: data collection', privacy, /Information we collect/],
    ['privacy: mobile number collected', privacy, /your mobile number/],
    ['privacy: sharing', privacy, /Sharing of information/],
    ['privacy: no selling', privacy, /do not sell or rent your personal information/],
    ['privacy: support chat gets first name and number', privacy, /first name and mobile number/],
    ['privacy: children need guardian consent', privacy, /under 18[^.]*consent[^.]*parent or legal guardian/],
    ['privacy: contact email', privacy, new RegExp(EMAIL.replace('.', '\\.'))],
    ['privacy: store named', privacy, /Good Dog Kitchen/],
    ['terms: children need guardian consent', terms, /under 18[^.]*consent[^.]*parent or legal guardian/],
    ['terms: governing law of India', terms, /governed by the laws of India/],
    ['terms: courts in Bengaluru', terms, /jurisdiction of the courts in Bengaluru/],
    ['terms: no return policy', terms, /no return policy/],
    ['terms: refunds within 30 days', terms, /within 30 days of approving the refund/],
    ['terms: skipped or cancelled paid days go to the wallet at once by default', terms, /goes to your wallet as store credit at once, unless you choose a refund to your UPI id/],
    ['terms: a UPI refund within 30 days', terms, /refund to your UPI id is paid within 30 days/],
    ['terms: wallet top-ups', terms, /add money to it by UPI \(a top-up\)/],
    ['terms: credit is not cash except a payout on request', terms, /Store credit is not cash[^.]*except that on your request we pay the balance of your wallet/],
    ['terms: liability cap', terms, /lesser of Rs\. 1000 or the total amount you paid us in the six months/],
    ['terms: contact email', terms, new RegExp(EMAIL.replace('.', '\\.'))],
    ['terms: store named', terms, /Good Dog Kitchen/],
  ])('%s', (_topic, sections, pattern) => {
    expect(text(sections)).toMatch(pattern);
  });

  it('states a single liability cap (the 50 % clause of the old text is left out on purpose)', () => {
    expect(text(terms)).not.toMatch(/50\s?%|fifty per ?cent/i);
  });
});

describe('contactEmailFrom', () => {
  it.each([
    ['configured address', { 'contact.email': 'support@gooddog.in' }, 'support@gooddog.in'],
    ['trimmed', { 'contact.email': '  support@gooddog.in ' }, 'support@gooddog.in'],
    ['missing key', {}, FALLBACK_CONTACT_EMAIL],
    ['blank value', { 'contact.email': '  ' }, FALLBACK_CONTACT_EMAIL],
    ['not an address', { 'contact.email': 'call us' }, FALLBACK_CONTACT_EMAIL],
  ])('%s', (_case, config, expected) => {
    expect(contactEmailFrom(config)).toBe(expected);
  });

  it('falls back to the seed value', () => {
    expect(FALLBACK_CONTACT_EMAIL).toBe('hello@gooddogkitchen.in');
  });
});
