import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { currentViewer } from '@/lib/auth/current-viewer';
import { safeNextPath } from '@/lib/domain/safe-next';
import { LoginFlow } from '@/components/auth/login-flow';

// Per visitor (reads the session): rendered whole at request time, never prerendered or cached.
export const instant = false;

export const metadata: Metadata = { title: 'Log in to order', robots: { index: false } };

type Props = { searchParams: Promise<{ next?: string }> };

/** The login step before checkout: back to the cart once logged in. */
export default async function OrderLoginPage({ searchParams }: Props) {
  const next = safeNextPath((await searchParams).next, '/cart');
  if (await currentViewer()) redirect(next);
  return (
    <section className="mx-auto max-w-sm py-6">
      <h1 className="mb-1 text-2xl font-bold text-brand-800">Log in to place your order</h1>
      <p className="mb-6 text-stone-700">Your cart is kept. Log in with your mobile number to choose an address and pay.</p>
      <LoginFlow next={next} />
    </section>
  );
}
