import type { Metadata } from 'next';
import Link from 'next/link';
import { requirePageViewer } from '@/lib/auth/require-page-viewer';
import { isAdmin } from '@/lib/auth/viewer';
import { getUser } from '@/lib/users/get-user';
import { getGrievanceContact } from '@/lib/legal/grievance-contact';
import { formatDay, formatTimestamp } from '@/lib/domain/calendar';
import { GrievanceContactBlock } from '@/components/legal/grievance-contact-block';
import { DeleteAccountForm } from '@/components/profile/delete-account-form';

// Per visitor (reads the session): rendered whole at request time, never prerendered or cached.
export const instant = false;

export const metadata: Metadata = { title: 'Your data and privacy', robots: { index: false } };

const linkClass = 'inline-flex min-h-11 items-center rounded-lg border border-brand-700 px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50';

/**
 * The customer's rights over their data (DPDP Act 2023): a copy of it, correcting it, who to
 * complain to, and deleting the account. The downloads are plain links to a route handler, so they
 * work without JavaScript and the browser saves the file itself.
 */
export default async function PrivacyPage() {
  const viewer = await requirePageViewer('/profile/privacy');
  const [user, grievance] = await Promise.all([getUser(viewer, viewer.id), getGrievanceContact()]);
  return (
    <section className="mx-auto flex max-w-xl flex-col gap-8 py-4">
      <div>
        <p>
          <Link href="/profile" className="text-sm text-brand-700 underline">
            ← Profile
          </Link>
        </p>
        <h1 className="mt-2 text-2xl font-bold text-brand-800">Your data and privacy</h1>
      </div>

      <section aria-labelledby="download-data" className="flex flex-col gap-3">
        <h2 id="download-data" className="text-lg font-semibold text-brand-800">
          Download your data
        </h2>
        <p className="text-stone-800">
          A copy of everything we hold about you: your profile, addresses, orders with their deliveries and payments, invoices, the messages we sent you, your logins and your wallet.
        </p>
        <div className="flex flex-wrap gap-3">
          <a href="/api/me/export?format=json" download className={linkClass}>
            Download as JSON
          </a>
          <a href="/api/me/export?format=csv" download className={linkClass}>
            Download as spreadsheets (CSV, zip)
          </a>
        </div>
      </section>

      <section aria-labelledby="correct-data" className="flex flex-col gap-2">
        <h2 id="correct-data" className="text-lg font-semibold text-brand-800">
          Correct your data
        </h2>
        <p className="text-stone-800">
          Change your name, email and picture on <Link href="/profile-update" className="text-brand-700 underline">Edit profile</Link>, and your addresses on{' '}
          <Link href="/address" className="text-brand-700 underline">Saved delivery locations</Link>. To change your mobile number, write to us.
        </p>
      </section>

      <section aria-labelledby="consent" className="flex flex-col gap-2">
        <h2 id="consent" className="text-lg font-semibold text-brand-800">
          Your consent
        </h2>
        <p className="text-stone-800" data-testid="consent-record">
          {user.privacyPolicyVersion ? (
            <>
              You agreed to our <Link href="/privacy-policy" className="text-brand-700 underline">privacy policy</Link> of {formatDay(user.privacyPolicyVersion, 'date')}
              {user.privacyPolicyAcceptedAt ? ` on ${formatTimestamp(user.privacyPolicyAcceptedAt)}` : ''}.
            </>
          ) : (
            <>
              We have no record of when you agreed to our <Link href="/privacy-policy" className="text-brand-700 underline">privacy policy</Link>: your account is older than the record.
            </>
          )}
        </p>
      </section>

      <GrievanceContactBlock contact={grievance} />

      <section aria-labelledby="delete-account" className="flex flex-col gap-3 rounded-xl border border-red-200 bg-white p-6">
        <h2 id="delete-account" className="text-lg font-semibold text-red-900">
          Delete your account
        </h2>
        {isAdmin(viewer) ? (
          <p className="text-stone-800">This is a staff account. Staff accounts are closed by another admin, not here.</p>
        ) : (
          <>
            <ul className="list-disc space-y-1 pl-5 text-stone-800">
              <li>Your name, email, mobile number, saved addresses, pictures, carts, messages and logins are deleted, and you are logged out everywhere.</li>
              <li>Your past orders and invoices stay in our tax records for the years the law requires, with your name and address removed.</li>
              <li>Your mobile number is free again: you can sign up with it later as a new customer.</li>
              <li>While a delivery is still to come, or money is owed either way, your account cannot be deleted yet; we tell you what is left.</li>
            </ul>
            <p className="font-medium text-stone-900">This cannot be undone.</p>
            <DeleteAccountForm />
          </>
        )}
      </section>
    </section>
  );
}
