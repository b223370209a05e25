import { Suspense } from 'react';
import type { Metadata } from 'next';
import { LegalDocument } from '@/components/legal/legal-document';
import { getContactEmail } from '@/lib/legal/contact-email';
import { PRIVACY_POLICY_LAST_UPDATED, privacyPolicySections } from '@/lib/legal/privacy-policy';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { AfterBuild } from '@/lib/cache/after-build';

export const metadata: Metadata = pageMetadata({
  title: 'Privacy policy',
  description:
    'What personal information Good Dog Kitchen collects when you order dog meals and treats, why, who it is shared with, and your rights.',
  path: '/privacy-policy',
});

// A cached, prerendered page: the contact address is configuration (a cached read, refreshed when
// an admin changes it and within a minute of an edit made elsewhere).
export default function PrivacyPolicyPage() {
  return (
    <Suspense fallback={<p role="status">Loading the privacy policy…</p>}>
      <AfterBuild>
        <PrivacyPolicy />
      </AfterBuild>
    </Suspense>
  );
}

async function PrivacyPolicy() {
  const contactEmail = await getContactEmail();
  return <LegalDocument title="Privacy policy" lastUpdated={PRIVACY_POLICY_LAST_UPDATED} sections={privacyPolicySections({ contactEmail })} />;
}
