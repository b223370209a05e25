import type { Metadata } from 'next';
import { LegalDocument } from '@/components/legal/legal-document';
import { getContactEmail } from '@/lib/legal/contact-email';
import { TERMS_LAST_UPDATED, termsSections } from '@/lib/legal/terms';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { AfterBuild } from '@/lib/cache/after-build';

export const metadata: Metadata = pageMetadata({
  title: 'Terms of service',
  description:
    'The terms for ordering cooked dog meals, treats and add-ons from Good Dog Kitchen: orders, payment, delivery, cancellations, refunds and liability.',
  path: '/termsandconditions',
});

// A cached, prerendered page: the contact address is configuration (a cached read, refreshed when
// an admin changes it and within a minute of an edit made elsewhere). No <Suspense> around the
// text: React leaves content that large out of a prerendered shell when it sits in a boundary.
// Blocks only while `next build` prerenders it without a database (see AfterBuild).
export const instant = false;

export default function TermsPage() {
  return (
    <AfterBuild>
      <Terms />
    </AfterBuild>
  );
}

async function Terms() {
  const contactEmail = await getContactEmail();
  return <LegalDocument title="Terms of service" lastUpdated={TERMS_LAST_UPDATED} sections={termsSections({ contactEmail })} />;
}
