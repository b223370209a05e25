import type { Metadata } from 'next';
import { requirePageViewer } from '@/lib/auth/require-page-viewer';
import { getUser } from '@/lib/users/get-user';
import { safeNextPath } from '@/lib/domain/safe-next';
import { SignUpForm } from '@/components/profile/sign-up-form';
import { PRIVACY_POLICY_VERSION } from '@/lib/legal/privacy-policy';
import { formatDay } from '@/lib/domain/calendar';

// Per visitor (reads the session): rendered whole at request time, never prerendered or cached.
export const instant = false;

export const metadata: Metadata = { title: 'Create your profile', robots: { index: false } };

type Props = { searchParams: Promise<{ next?: string }> };

export default async function ProfileCreatePage({ searchParams }: Props) {
  const next = safeNextPath((await searchParams).next, '/');
  const viewer = await requirePageViewer(`/profile-create?next=${encodeURIComponent(next)}`);
  const user = await getUser(viewer, viewer.id);
  return (
    <section className="mx-auto max-w-sm py-6">
      <h1 className="mb-1 text-2xl font-bold text-brand-800">Welcome! Tell us your name</h1>
      <p className="mb-6 text-stone-700">We use it on your orders and invoices.</p>
      {/* Consent to the privacy policy is given here, once, and recorded with its version and time. */}
      <SignUpForm
        userId={user.id}
        initial={{ firstName: user.firstName ?? '', lastName: user.lastName ?? '', email: user.email ?? '' }}
        policyVersion={PRIVACY_POLICY_VERSION}
        policyDate={formatDay(PRIVACY_POLICY_VERSION, 'date')}
        next={next}
      />
    </section>
  );
}
