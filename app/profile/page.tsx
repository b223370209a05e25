import type { Metadata } from 'next';
import Link from 'next/link';
import { requirePageViewer } from '@/lib/auth/require-page-viewer';
import { getUser } from '@/lib/users/get-user';
import { getConfigMap } from '@/lib/config/get-configurations';
import { whatsappSupportUrl } from '@/lib/domain/support';
import { DEFAULT_SUPPORT_PHONE } from '@/lib/site';
import { fullName } from '@/lib/domain/people';
import { LogoutAllDevicesButton } from '@/components/profile/logout-all-devices-button';
import { uploadUrl } from '@/lib/uploads/storage-key';
import { ProfilePicture } from '@/components/profile/profile-picture';
import { formatPhone } from '@/lib/domain/phone';
import { getWallet } from '@/lib/wallet/get-wallet';
import { WalletSummary } from '@/components/wallet/wallet-summary';

// Per visitor (reads the session): rendered whole at request time, never prerendered or cached.
export const instant = false;

export const metadata: Metadata = { title: 'Profile', robots: { index: false } };

/**
 * One of the spec's three cards: a heading for the group (Order History, Location Settings,
 * Support), then the link with its title and text.
 */
function Card({ heading, title, text, href, external }: { heading: string; title: string; text: string; href: string; external?: boolean }) {
  const id = `profile-${heading.toLowerCase().replace(/\s+/g, '-')}`;
  const body = (
    <>
      <span className="block text-base font-semibold text-brand-800">{title}</span>
      <span className="block text-sm text-stone-700">{text}</span>
      {external && <span className="sr-only"> (opens WhatsApp in a new tab)</span>}
    </>
  );
  const cls = 'block min-h-11 rounded-lg px-1 py-1 hover:bg-brand-50';
  return (
    <section aria-labelledby={id} className="rounded-xl border border-brand-100 bg-white p-4 shadow-sm" data-testid="profile-card">
      <h2 id={id} className="mb-2 text-xs font-semibold uppercase tracking-wide text-stone-700">
        {heading}
      </h2>
      {external ? (
        <a href={href} target="_blank" rel="noopener noreferrer" className={cls}>
          {body}
        </a>
      ) : (
        <Link prefetch={false} href={href} className={cls}>
          {body}
        </Link>
      )}
    </section>
  );
}

// Links here are not prefetched: the pages are the viewer's own (rendered for them alone), and
// their prefetches after the load kept this page from settling (e2e/network-idle.spec.ts).
export default async function ProfilePage() {
  const viewer = await requirePageViewer('/profile');
  const [user, config, wallet] = await Promise.all([getUser(viewer, viewer.id), getConfigMap(), getWallet(viewer)]);
  const support = whatsappSupportUrl(config['support.whatsapp'] ?? DEFAULT_SUPPORT_PHONE, { firstName: user.firstName, phoneNumber: user.phoneNumber });
  return (
    <section className="mx-auto max-w-xl py-4">
      <div className="mb-6 flex items-center gap-4">
        <ProfilePicture url={user.profilePic ? uploadUrl(user.profilePic.storageKey) : null} name={fullName(user, '')} size="lg" />
        <div className="min-w-0 flex-1">
          <h1 className="break-words text-2xl font-bold text-brand-800">{fullName(user, 'Your profile')}</h1>
          <p className="text-stone-700">{formatPhone(user.phoneNumber)}</p>
        </div>
        <Link prefetch={false} href="/profile-update" className="inline-flex min-h-11 items-center rounded-lg border border-brand-700 px-3 text-sm font-medium text-brand-800">
          Edit<span className="sr-only"> profile</span>
        </Link>
      </div>
      <div className="mb-3">
        <WalletSummary wallet={wallet} entriesShown={5}>
          <p>
            <Link prefetch={false} href="/profile/wallet" className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
              Add money or see the whole history
            </Link>
          </p>
        </WalletSummary>
      </div>
      <div className="grid gap-3">
        <Card heading="Order History" title="My Orders" text="View all my past orders" href="/orders" />
        <Card heading="Location Settings" title="Saved Delivery Locations" text="Add or remove your delivery locations" href="/address" />
        <Card heading="Support" title="Contact support" text="Get instant help via WhatsApp" href={support} external />
      </div>
      <p className="mt-6 text-sm"><Link prefetch={false} href="/profile/messages" className="text-brand-700 underline">My messages</Link>: every SMS, email and push we sent you</p>
      <p className="mt-2 flex flex-wrap gap-x-6 text-sm">
        <Link prefetch={false} href="/userDetails" className="text-brand-700 underline">Account details</Link>
        <Link prefetch={false} href="/profile/privacy" className="text-brand-700 underline">Your data and privacy</Link>
      </p>
      <div className="mt-8 border-t border-stone-200 pt-4">
        <h2 className="text-base font-semibold text-stone-800">Sessions</h2>
        <p className="mb-3 text-sm text-stone-700">Lost a phone or used a shared computer? End every login of this account.</p>
        <LogoutAllDevicesButton />
      </div>
    </section>
  );
}
