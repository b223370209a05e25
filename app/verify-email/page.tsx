import type { Metadata } from 'next';
import Link from 'next/link';
import { VerifyEmailButton } from '@/components/profile/verify-email-button';

// Reads the link's token: rendered at request time, never cached.
export const instant = false;

export const metadata: Metadata = { title: 'Confirm your email', robots: { index: false } };

type Props = { searchParams: Promise<{ token?: string }> };

/** Where the verification email's link leads; works logged out (the email may be opened anywhere). */
export default async function VerifyEmailPage({ searchParams }: Props) {
  const { token } = await searchParams;
  return (
    <section className="mx-auto max-w-md py-8">
      <h1 className="mb-4 text-2xl font-bold text-brand-800">Confirm your email</h1>
      {token ? (
        <>
          <p className="mb-4">We send order messages to your email once you confirm it is yours.</p>
          <VerifyEmailButton token={token} />
        </>
      ) : (
        <p role="alert">This link is missing its code. Ask for a new one on your profile.</p>
      )}
      <p className="mt-6 text-sm">
        <Link href="/profile" className="text-brand-700 underline">
          Your profile
        </Link>
      </p>
    </section>
  );
}
