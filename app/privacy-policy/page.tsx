import type { Metadata } from 'next';
import { LegalDocument } from '@/components/legal/legal-document';
import { getContactEmail } from '@/lib/legal/contact-email';
import { getGrievanceContact } from '@/lib/legal/grievance-contact';
import { GrievanceContactBlock } from '@/components/legal/grievance-contact-block';
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
// an admin changes it and within a minute of an edit made elsewhere). No <Suspense> around the
// text: React leaves content that large out of a prerendered shell when it sits in a boundary.
// Blocks only while `next build` prerenders it without a database (see AfterBuild).
export const instant = false;

export default function PrivacyPolicyPage() {
  return (
    <AfterBuild>
      <PrivacyPolicy />
    </AfterBuild>
  );
}

// The grievance officer (configuration) sits beside the 11 fixed sections, never inside them.
async function PrivacyPolicy() {
  const [contactEmail, grievance] = await Promise.all([getContactEmail(), getGrievanceContact()]);
  return (
    <div className="flex flex-col gap-6">
      <LegalDocument title="Privacy policy" lastUpdated={PRIVACY_POLICY_LAST_UPDATED} sections={privacyPolicySections({ contactEmail })} />
      <div className="mx-auto w-full max-w-3xl">
        <GrievanceContactBlock contact={grievance} />
      </div>
    </div>
  );
}
