import type { GrievanceContact } from '@/lib/legal/grievance-contact';
import { LEGAL_ENTITY } from '@/lib/legal/legal-document';
import { formatPhone } from '@/lib/domain/phone';

/**
 * Who to write to about one's personal data: the grievance officer from the configuration. Shown
 * beside the privacy policy's fixed sections (never inside them) and on /profile/privacy.
 */
export function GrievanceContactBlock({ contact, headingLevel = 2 }: { contact: GrievanceContact; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <aside aria-labelledby="grievance-officer" className="rounded-xl border border-brand-100 bg-white p-6 text-stone-800" data-testid="grievance-contact">
      <Heading id="grievance-officer" className="text-lg font-semibold text-brand-800">
        Grievance officer
      </Heading>
      <p className="mt-2">
        For a question or complaint about your personal data, or to use your rights under the Digital Personal Data Protection Act, 2023, write to our grievance officer:
      </p>
      <address className="mt-2 not-italic">
        <span className="font-medium">{contact.name}</span>
        <br />
        <a href={`mailto:${contact.email}`} className="text-brand-700 underline">
          {contact.email}
        </a>
        {contact.phone && (
          <>
            <br />
            <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} className="text-brand-700 underline">
              {formatPhone(contact.phone)}
            </a>
          </>
        )}
        <br />
        {LEGAL_ENTITY.name}, {LEGAL_ENTITY.address}
      </address>
      <p className="mt-2 text-sm text-stone-700">We acknowledge your message within 48 hours and resolve it within 30 days.</p>
    </aside>
  );
}
