import type { Metadata } from 'next';
import Link from 'next/link';
import { requirePageViewer } from '@/lib/auth/require-page-viewer';
import { getUser } from '@/lib/users/get-user';
import { getConfigMap } from '@/lib/config/get-configurations';
import { whatsappSupportUrl } from '@/lib/domain/support';
import { fullName } from '@/lib/domain/people';
import { LogoutAllDevicesButton } from '@/components/profile/logout-all-devices-button';

// Per visitor (reads the session): rendered whole at request time, never prerendered or cached.
export const instant = false;

export const metadata: Metadata = { title: 'Profile', robots: { index: false } };

function Card({ title, text, href, external }: { title: string; text: string; href: string; external?: boolean }) {
  const body = (
    <>
      <h2 className="text-lg font-semibold text-brand-800">{title}</h2>
      <p className="text-sm text-stone-700">{text}</p>
    </>
  );
  const cls = 'block rounded-xl border border-brand-100 bg-white p-4 shadow-sm hover:border-brand-600';
  return external ? (
    <a href={href} target="_blank" rel="noopener noreferrer" className={cls}>{body}</a>
  ) : (
    <Link href={href} className={cls}>{body}</Link>
  );
}

export default async function ProfilePage() {
  const viewer = await requirePageViewer('/profile');
  const [user, config] = await Promise.all([getUser(viewer, viewer.id), getConfigMap()]);
  const support = whatsappSupportUrl(config['support.whatsapp'] ?? '+919000000001', { firstName: user.firstName, phoneNumber: user.phoneNumber });
  return (
    <section className="mx-auto max-w-xl py-4">
      <div className="mb-6 flex items-center justify-between">
        <div>
          <h1 className="text-2xl font-bold text-brand-800">{fullName(user, 'Your profile')}</h1>
          <p className="text-stone-700">{user.phoneNumber}</p>
        </div>
        <Link href="/profile-update" className="rounded-lg border border-brand-700 px-3 py-2 text-sm font-medium text-brand-800">Edit</Link>
      </div>
      <div className="grid gap-3">
        <Card title="My Orders" text="View all my past orders" href="/orders" />
        <Card title="Saved Delivery Locations" text="Add or remove your delivery locations" href="/address" />
        <Card title="Contact support" text="Get instant help via WhatsApp" href={support} external />
      </div>
      <p className="mt-6 text-sm"><Link href="/userDetails" className="text-brand-700 underline">Account details</Link></p>
      <div className="mt-8 border-t border-stone-200 pt-4">
        <h2 className="text-base font-semibold text-stone-800">Sessions</h2>
        <p className="mb-3 text-sm text-stone-700">Lost a phone or used a shared computer? End every login of this account.</p>
        <LogoutAllDevicesButton />
      </div>
    </section>
  );
}
