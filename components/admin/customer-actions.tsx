'use client';

import { graphql } from '@/lib/client/graphql-document';
import { useMutation } from '@/lib/client/use-mutation';
import { useMutationForm } from '@/lib/client/forms/use-mutation-form';
import { newUserInput } from '@/lib/domain/inputs/user-input';
import { Form, FormField, SubmitRow } from '@/components/forms/form-kit';
import { Button } from '@/components/ui/button';

const SELECT_CUSTOMER = graphql(`
  mutation SelectCustomer($id: ID!) {
    selectCustomer(userId: $id) { id firstName }
  }
`);
const DESELECT_CUSTOMER = graphql(`
  mutation DeselectCustomer {
    deselectCustomer { status }
  }
`);
const ADD_USER = graphql(`
  mutation AddUser($p: String!, $f: String, $l: String) {
    addUser(phoneNumber: $p, countryCode: "+91", roleId: 2, firstName: $f, lastName: $l) { id }
  }
`);

export function SelectCustomerButton({ userId, firstName, selected }: { userId: string; firstName: string | null; selected: boolean }) {
  // The navigation and the cart page listen: their copy of who is being served changes.
  const select = useMutation(SELECT_CUSTOMER, {
    toastError: true,
    success: `Ordering for ${firstName ?? 'this customer'}`,
    onSuccess: () => window.dispatchEvent(new CustomEvent('store:customer-selected')),
  });
  const deselect = useMutation(DESELECT_CUSTOMER, {
    toastError: true,
    success: 'User deselected',
    onSuccess: () => window.dispatchEvent(new CustomEvent('store:customer-deselected')),
  });
  const busy = select.busy || deselect.busy;
  const run = () => (selected ? deselect.run() : select.run({ id: userId }));
  return (
    <Button variant={selected ? 'secondary' : 'primary'} size="sm" onClick={run} busy={busy} className="shrink-0 whitespace-nowrap">
      {selected ? 'Deselect' : 'Order for'}
      <span className="sr-only"> {firstName ?? 'customer'}</span>
    </Button>
  );
}

const addUserFormSchema = newUserInput.pick({ phoneNumber: true, firstName: true, lastName: true });
const ADD_USER_LABELS = { phoneNumber: 'Mobile number', firstName: 'First name', lastName: 'Last name' } as const;
const empty = { phoneNumber: '', firstName: '', lastName: '' };

/**
 * Adds a customer: the form kit with addUser's own schema, each problem beside its field; the
 * spec's 'Phone number has already existed' (the server's CONFLICT) beside the mobile number.
 */
export function AddUserForm() {
  const kit = useMutationForm(addUserFormSchema, ADD_USER, {
    defaultValues: empty,
    variables: (v) => ({ p: v.phoneNumber, f: v.firstName, l: v.lastName }),
    fieldOf: (e) => (e.code === 'CONFLICT' ? { field: 'phoneNumber', message: 'Phone number has already existed' } : null),
    success: 'Customer added',
    onSuccess: () => kit.form.reset(empty),
  });
  return (
    <Form kit={kit} className="grid gap-2 sm:grid-cols-4" aria-label="Add a customer">
      {(['phoneNumber', 'firstName', 'lastName'] as const).map((k) => (
        <FormField key={k} name={k} label={ADD_USER_LABELS[k]} input={{ inputMode: k === 'phoneNumber' ? 'numeric' : undefined, required: k === 'phoneNumber' }} />
      ))}
      <div className="sm:mt-6">
        <SubmitRow label="Add customer" busyLabel="Adding…" />
      </div>
    </Form>
  );
}
