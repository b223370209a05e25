import { Suspense } from 'react';
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
// an admin changes it and within a minute of an edit made elsewhere).
export default function TermsPage() {
  return (
    <Suspense fallback={<p role="status">Loading the terms of service…</p>}>
      <AfterBuild>
        <Terms />
      </AfterBuild>
    </Suspense>
  );
}

async function Terms() {
  const contactEmail = await getContactEmail();
  return <LegalDocument title="Terms of service" lastUpdated={TERMS_LAST_UPDATED} sections={termsSections({ contactEmail })} />;
}
