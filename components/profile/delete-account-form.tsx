'use client';

import { useRouter } from 'next/navigation';
import { graphql } from '@/lib/client/graphql-document';
import { useMutationForm } from '@/lib/client/forms/use-mutation-form';
import { deleteMyAccountInput } from '@/lib/domain/inputs/privacy-input';
import { clearViewer } from '@/lib/client/viewer-store';
import { cartActions } from '@/lib/client/cart-store';
import { menuPreferences } from '@/lib/client/menu-preferences';
import { clearClientState } from '@/lib/client/persisted-state';
import { Form, FormField, SubmitRow } from '@/components/forms/form-kit';
import { controlClasses } from '@/components/ui/field';

const DELETE_MY_ACCOUNT = graphql(`
  mutation DeleteMyAccount($confirmPhoneNumber: String!) {
    deleteMyAccount(confirmPhoneNumber: $confirmPhoneNumber) {
      statusCode
      message
    }
  }
`);

/**
 * Deleting one's account: typing the mobile number they log in with is the confirmation (the server
 * checks it is this account's, and says so beside the field when it is not). On success the server
 * has ended every session and cleared the cookie; the tab then forgets the person as a logout does,
 * and goes home.
 */
export function DeleteAccountForm() {
  const router = useRouter();
  const kit = useMutationForm(deleteMyAccountInput, DELETE_MY_ACCOUNT, {
    defaultValues: { confirmPhoneNumber: '' },
    // as typed: the server reads it as the login does (+91, spaces, a leading 0)
    variables: (v) => ({ confirmPhoneNumber: v.confirmPhoneNumber }),
    success: (data) => data.deleteMyAccount.message,
    successToast: { keepOnNavigation: true },
    refresh: false,
    staysBusy: true,
    onSuccess: () => {
      clearViewer();
      cartActions.reset();
      menuPreferences.reset();
      clearClientState();
      router.replace('/');
      router.refresh();
    },
  });
  return (
    <Form kit={kit} className="space-y-3">
      <FormField name="confirmPhoneNumber" label="Type your mobile number to confirm">
        {(control) => (
          <div className="flex items-center gap-2">
            <span className="text-stone-700" aria-hidden="true">
              +91
            </span>
            <input {...control} type="text" inputMode="tel" autoComplete="off" className={`${controlClasses} py-3`} />
          </div>
        )}
      </FormField>
      <SubmitRow label="Delete my account" busyLabel="Deleting…" variant="danger" />
    </Form>
  );
}
