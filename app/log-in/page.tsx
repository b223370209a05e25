import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { currentViewer } from '@/lib/auth/current-viewer';
import { landingPath } from '@/lib/domain/safe-next';
import { safeNextPath } from '@/lib/domain/safe-next';
import { LoginFlow } from '@/components/auth/login-flow';

// Per visitor (reads the session): rendered whole at request time, never prerendered or cached.
export const instant = false;

export const metadata: Metadata = { title: 'Log in', robots: { index: false } };

type Props = { searchParams: Promise<{ next?: string }> };

export default async function LogInPage({ searchParams }: Props) {
  // Only a page the visitor asked for: without one, where they land depends on who logs in.
  const asked = (await searchParams).next;
  const next = asked ? safeNextPath(asked, '/') : undefined;
  const viewer = await currentViewer();
  if (viewer) redirect(next ?? landingPath(viewer.roleId));
  return (
    <section className="mx-auto max-w-sm py-6">
      <h1 className="mb-1 text-2xl font-bold text-brand-800">Log in</h1>
      <p className="mb-6 text-stone-700">Log in with your mobile number to order, see your orders and manage addresses.</p>
      <LoginFlow next={next} />
    </section>
  );
}
