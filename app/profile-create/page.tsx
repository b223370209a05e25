import type { Metadata } from 'next';
import { requirePageViewer } from '@/lib/auth/require-page-viewer';
import { getUser } from '@/lib/users/get-user';
import { safeNextPath } from '@/lib/domain/safe-next';
import { ProfileForm } from '@/components/profile/profile-form';

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
      <ProfileForm
        userId={user.id}
        initial={{ firstName: user.firstName ?? '', lastName: user.lastName ?? '', email: user.email ?? '' }}
        submitLabel="Create profile"
        next={next}
      />
    </section>
  );
}
