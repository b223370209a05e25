'use client';

// react-hook-form with the rules updateUser applies (lib/domain/inputs/profile-form.ts): every
// problem beside its field at once, the first one focused; the server's answer about a field
// ('email: Please enter a valid email address.') lands beside that field, without the prefix.
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useWatch } from 'react-hook-form';
import { profileFormSchema } from '@/lib/domain/inputs/profile-form';
import { graphql } from '@/lib/client/graphql-document';
import { useMutationForm } from '@/lib/client/forms/use-mutation-form';
import { Form, SubmitRow } from '@/components/forms/form-kit';
import { safeNextPath } from '@/lib/domain/safe-next';
import { EmailVerificationNote } from './email-verification-note';
import { PushDeviceButton } from './push-device-button';
import { PersonField } from './person-field';

const UPDATE = graphql(`
  mutation UpdateProfile($id: ID!, $firstName: String, $lastName: String, $email: String, $settings: SettingsInput) {
    updateUser(id: $id, firstName: $firstName, lastName: $lastName, email: $email, settings: $settings) {
      id
      firstName
      lastName
      email
      settings { enableSMSNotifications enableEmailNotifications enablePushNotifications }
    }
  }
`);

export type MessageSettings = { enableSMSNotifications: boolean; enableEmailNotifications: boolean; enablePushNotifications: boolean };

type Props = {
  userId: string;
  initial: { firstName: string; lastName: string; email: string };
  /** the message switches (User.settings); left out, the form does not show them */
  settings?: MessageSettings;
  submitLabel: string;
  next?: string;
  /** whether the saved email address was confirmed through its link */
  emailVerified?: boolean;
  /** the store's VAPID key for subscribing this browser; null when push is not set up */
  pushPublicKey?: string | null;
};

// The order-critical kinds (lib/domain/message-channels.ts ORDER_CRITICAL_KINDS) go by SMS even
// when it is off; the SMS note says which.
const SWITCHES: { name: keyof MessageSettings; label: string; note: string }[] = [
  {
    name: 'enableSMSNotifications',
    label: 'Text messages (SMS)',
    note: 'Order placed, payment received, reminders and deliveries. A rejected payment, a payment reminder and an order cancelled for non-payment always come by SMS, even when this is off.',
  },
  { name: 'enableEmailNotifications', label: 'Email', note: 'The same messages, to your confirmed email address. Each email has a link to stop that kind.' },
  { name: 'enablePushNotifications', label: 'Push notifications', note: 'The same messages as a notification on the browsers you choose; it opens the order.' },
];

export function ProfileForm({ userId, initial, settings, submitLabel, next, emailVerified = false, pushPublicKey = null }: Props) {
  const router = useRouter();
  const [switches, setSwitches] = useState(settings);
  const [saved, setSaved] = useState(false);
  const kit = useMutationForm(profileFormSchema, UPDATE, {
    defaultValues: initial,
    variables: (v) => ({ id: userId, firstName: v.firstName ?? '', lastName: v.lastName ?? '', email: v.email ?? '', ...(switches ? { settings: switches } : {}) }),
    staysBusy: true,
    onSuccess: () => {
      setSaved(true);
      router.replace(safeNextPath(next, '/profile'));
    },
  });
  const { register, control, formState } = kit.form;
  const email = useWatch({ control, name: 'email' }) ?? '';

  return (
    <Form kit={kit} className="space-y-4">
      <PersonField name="firstName" field={register('firstName')} error={formState.errors.firstName?.message} />
      <PersonField name="lastName" field={register('lastName')} error={formState.errors.lastName?.message} />
      <div>
        <PersonField name="email" field={register('email')} error={formState.errors.email?.message} />
        {email === initial.email && <EmailVerificationNote email={initial.email || null} verified={emailVerified} />}
        {email !== initial.email && email.trim() && <p className="mt-1 text-xs text-stone-700">We will send a link to confirm it.</p>}
      </div>
      {switches && (
        <fieldset className="space-y-2 rounded-lg border border-stone-300 bg-white p-3">
          <legend className="px-1 text-sm font-medium">Messages about your orders</legend>
          {SWITCHES.map((s) => {
            // Without the store's push key no browser can be subscribed: the switch is off and cannot
            // be turned on (the saved choice is kept, and sent back unchanged, for when push is set up).
            const unavailable = s.name === 'enablePushNotifications' && !pushPublicKey;
            return (
            <div key={s.name}>
              <label className={`flex min-h-11 items-center gap-3 text-sm font-medium ${unavailable ? 'text-stone-600' : 'cursor-pointer'}`}>
                <input
                  name={s.name}
                  type="checkbox"
                  checked={unavailable ? false : switches[s.name]}
                  disabled={unavailable}
                  onChange={(e) => setSwitches({ ...switches, [s.name]: e.target.checked })}
                  aria-describedby={`${s.name}-note`}
                  className="h-6 w-6 shrink-0 accent-brand-700"
                />
                {s.label}
              </label>
              <p id={`${s.name}-note`} className="ml-9 text-xs text-stone-700">
                {s.note}
              </p>
              {s.name === 'enablePushNotifications' &&
                (pushPublicKey ? <PushDeviceButton publicKey={pushPublicKey} /> : <p className="ml-9 text-xs text-stone-700">Push notifications are not available on this store yet.</p>)}
            </div>
            );
          })}
          <p className="text-xs text-stone-700">Login codes are always sent by SMS, whatever you choose here.</p>
        </fieldset>
      )}
      {saved && <p role="status" className="text-sm text-green-800">Saved.</p>}
      <SubmitRow label={submitLabel} busyLabel="Saving…" fullWidth />
    </Form>
  );
}
