import type { Metadata } from 'next';
import { LegalDocument } from '@/components/legal/legal-document';
import { getContactEmail } from '@/lib/legal/contact-email';
import { TERMS_LAST_UPDATED, termsSections } from '@/lib/legal/terms';
import { pageMetadata } from '@/lib/seo/page-metadata';

// The contact address is configuration an admin can change; read it per request.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = pageMetadata({
  title: 'Terms of service',
  description:
    'The terms for ordering cooked dog meals, treats and add-ons from Good Dog Kitchen: orders, payment, delivery, cancellations, refunds and liability.',
  path: '/termsandconditions',
});

export default async function TermsPage() {
  const contactEmail = await getContactEmail();
  return <LegalDocument title="Terms of service" lastUpdated={TERMS_LAST_UPDATED} sections={termsSections({ contactEmail })} />;
}
