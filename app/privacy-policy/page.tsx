import type { Metadata } from 'next';
import { LegalDocument } from '@/components/legal/legal-document';
import { getContactEmail } from '@/lib/legal/contact-email';
import { PRIVACY_POLICY_LAST_UPDATED, privacyPolicySections } from '@/lib/legal/privacy-policy';
import { pageMetadata } from '@/lib/seo/page-metadata';

// The contact address is configuration an admin can change; read it per request.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = pageMetadata({
  title: 'Privacy policy',
  description:
    'What personal information Good Dog Kitchen collects when you order dog meals and treats, why, who it is shared with, and your rights.',
  path: '/privacy-policy',
});

export default async function PrivacyPolicyPage() {
  const contactEmail = await getContactEmail();
  return (
    <LegalDocument
      title="Privacy policy"
      lastUpdated={PRIVACY_POLICY_LAST_UPDATED}
      sections={privacyPolicySections({ contactEmail })}
    />
  );
}
