import type { Metadata } from 'next';
import { requirePageViewer } from '@/lib/auth/require-page-viewer';
import { getUser } from '@/lib/users/get-user';
import { ProfileForm } from '@/components/profile/profile-form';
import { ProfilePictureSection } from '@/components/profile/profile-picture-section';
import { fullName } from '@/lib/domain/people';
import { uploadUrl } from '@/lib/uploads/storage-key';
import { vapidPublicKey } from '@/lib/push/push-config';
import { formatPhone } from '@/lib/domain/phone';

// Per visitor (reads the session): rendered whole at request time, never prerendered or cached.
export const instant = false;

export const metadata: Metadata = { title: 'Update profile', robots: { index: false } };

export default async function ProfileUpdatePage() {
  const viewer = await requirePageViewer('/profile-update');
  const user = await getUser(viewer, viewer.id);
  return (
    <section className="mx-auto max-w-sm py-6">
      <h1 className="mb-6 text-2xl font-bold text-brand-800">Update profile</h1>
      <div className="mb-6">
        <ProfilePictureSection userId={user.id} name={fullName(user, '')} pictureUrl={user.profilePic ? uploadUrl(user.profilePic.storageKey) : null} />
      </div>
      <ProfileForm
        userId={user.id}
        initial={{ firstName: user.firstName ?? '', lastName: user.lastName ?? '', email: user.email ?? '' }}
        // A user without a settings row has every switch on (the schema's defaults).
        settings={{
          enableSMSNotifications: user.settings?.enableSMSNotifications ?? true,
          enableEmailNotifications: user.settings?.enableEmailNotifications ?? true,
          enablePushNotifications: user.settings?.enablePushNotifications ?? true,
        }}
        submitLabel="Save changes"
        next="/profile"
        emailVerified={!!user.email && !!user.emailVerifiedAt}
        pushPublicKey={vapidPublicKey()}
      />
      <p className="mt-4 text-sm text-stone-700">To change your mobile number ({formatPhone(user.phoneNumber)}), please contact support.</p>
    </section>
  );
}
