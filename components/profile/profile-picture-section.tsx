'use client';

// The profile picture on /profile-update: chosen, prepared and uploaded (kind `profile`) by the
// shared image picker, then saved on the profile at once with updateUser(profilePic), so the
// picture is never left uploaded but unused because the visitor did not press "Save changes".
// Not a form: there is nothing to type and no Submit, the picker's choice is the save.
import { useState } from 'react';
import { graphql } from '@/lib/client/graphql-document';
import { useMutation } from '@/lib/client/use-mutation';
import { ImagePicker } from '@/components/uploads/image-picker';
import { ProfilePicture } from './profile-picture';
import { Button } from '@/components/ui/button';

const SET_PICTURE = graphql(`
  mutation SetProfilePicture($id: ID!, $profilePic: ID) {
    updateUser(id: $id, profilePic: $profilePic) { id profilePic { id url } }
  }
`);

type Props = { userId: string; name: string; pictureUrl: string | null };

export function ProfilePictureSection({ userId, name, pictureUrl }: Props) {
  const [url, setUrl] = useState(pictureUrl);
  // A new picker after each save, so its own preview does not linger beside the saved picture.
  const [pickerKey, setPickerKey] = useState(0);
  const { run, busy } = useMutation(SET_PICTURE, {
    toastError: true,
    onSuccess: (data) => {
      setUrl(data.updateUser.profilePic?.url ?? null);
      setPickerKey((k) => k + 1);
    },
  });
  const save = (profilePic: string | null, done: string) => run({ id: userId, profilePic }, { success: done });

  return (
    <section aria-labelledby="profile-picture-heading" className="flex flex-col gap-3 rounded-xl border border-brand-100 bg-white p-4">
      <h2 id="profile-picture-heading" className="text-lg font-semibold text-brand-800">
        Profile picture
      </h2>
      <div className="flex items-center gap-4">
        <ProfilePicture url={url} name={name} size="lg" />
        {url ? (
          <Button variant="secondary" size="sm" busy={busy} onClick={() => save(null, 'Profile picture removed')}>
            Remove picture
          </Button>
        ) : (
          <p className="text-sm text-stone-700">No picture yet.</p>
        )}
      </div>
      <ImagePicker key={pickerKey} kind="profile" label={url ? 'Choose a new picture' : 'Choose a picture'} onUploaded={(image) => save(image.id, 'Profile picture saved')} />
    </section>
  );
}
