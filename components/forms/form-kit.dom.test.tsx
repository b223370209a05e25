import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { z } from 'zod';
import { answerGraphQL, sentGraphQL } from '@/testing/fake-graphql-fetch';
import { TypedDocumentString } from '@/lib/client/generated/graphql';
import { useMutationForm } from '@/lib/client/forms/use-mutation-form';
import { requiredText } from '@/lib/domain/inputs/fields';
import { utr } from '@/lib/domain/inputs/payment-input';
import { UTR_MESSAGES } from '@/lib/domain/utr';
import { Form, FormField, SubmitRow } from './form-kit';

const router = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn(), back: jest.fn(), forward: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router }));

// A refund paid with a note: two of the store's own rules (the UTR's and a required text's).
const schema = z.object({ note: requiredText('note', 50), utr });
const MARK_PAID = new TypedDocumentString<{ markRefundPaid: { id: string } }, { refundId: string; utr: string; note: string }>(
  'mutation MarkPaid($refundId: ID!, $utr: String!, $note: String!) { markRefundPaid(refundId: $refundId, utr: $utr) { id } }',
);

function MarkPaidForm({ onSaved = () => undefined }: { onSaved?: () => void }) {
  const kit = useMutationForm(schema, MARK_PAID, {
    defaultValues: { note: '', utr: '' },
    variables: (v) => ({ refundId: 'r1', utr: v.utr, note: v.note }),
    success: 'Refund marked paid',
    onSuccess: onSaved,
  });
  return (
    <Form kit={kit} aria-label="Mark paid">
      <FormField name="note" label="Note" hint="What the customer reads." />
      <FormField name="utr" label="UTR" input={{ inputMode: 'numeric' }} />
      <SubmitRow label="Mark paid" busyLabel="Saving…" />
    </Form>
  );
}

const errorOf = (field: HTMLElement) =>
  field.getAttribute('aria-invalid') === 'true' ? document.getElementById(`${field.id}-error`)?.textContent : null;

beforeEach(() => {
  sentGraphQL.length = 0;
  router.refresh.mockClear();
});

test('every problem shows beside its field at once, the first is focused, and nothing is sent', async () => {
  render(<MarkPaidForm />);
  fireEvent.change(screen.getByLabelText('UTR'), { target: { value: '12' } });
  fireEvent.click(screen.getByRole('button', { name: 'Mark paid' }));
  const note = screen.getByLabelText('Note');
  await waitFor(() => expect(errorOf(note)).toBe('Please enter the note.'));
  expect(errorOf(screen.getByLabelText('UTR'))).toBe(UTR_MESSAGES.invalid);
  expect(document.activeElement).toBe(note);
  // the hint is read before the error
  expect(note.getAttribute('aria-describedby')).toBe(`${note.id}-hint ${note.id}-error`);
  expect(sentGraphQL).toHaveLength(0);
});

test("the server's refusal of a field lands beside it, without the path in front, and takes focus", async () => {
  answerGraphQL({ errors: [{ message: 'utr: This UTR is on another payment.', extensions: { code: 'BAD_USER_INPUT', field: 'utr' } }] });
  render(<MarkPaidForm />);
  fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'Paid by phone' } });
  fireEvent.change(screen.getByLabelText('UTR'), { target: { value: '6123 4567 8901' } });
  fireEvent.click(screen.getByRole('button', { name: 'Mark paid' }));
  const field = screen.getByLabelText('UTR');
  await waitFor(() => expect(errorOf(field)).toBe('This UTR is on another payment.'));
  expect(document.activeElement).toBe(field);
  expect(screen.queryByRole('alert')).toBeNull();
  // the schema's output is what was sent: the UTR's 12 digits
  expect(sentGraphQL[0].variables).toEqual({ refundId: 'r1', utr: '612345678901', note: 'Paid by phone' });
});

test('a refusal that names no field of the form is one line under it', async () => {
  answerGraphQL({ errors: [{ message: 'This refund was already marked paid.', extensions: { code: 'CONFLICT' } }] });
  render(<MarkPaidForm />);
  fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'x' } });
  fireEvent.change(screen.getByLabelText('UTR'), { target: { value: '612345678901' } });
  fireEvent.click(screen.getByRole('button', { name: 'Mark paid' }));
  expect((await screen.findByRole('alert')).textContent).toBe('This refund was already marked paid.');
  expect(errorOf(screen.getByLabelText('UTR'))).toBeNull();
});

test('while sending, the button is busy (aria-busy, a spinner, its busy words) and a second press sends nothing', async () => {
  let answer: (body: unknown) => void = () => undefined;
  answerGraphQL(() => new Promise((resolve) => (answer = resolve)));
  const onSaved = jest.fn();
  render(<MarkPaidForm onSaved={onSaved} />);
  fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'x' } });
  fireEvent.change(screen.getByLabelText('UTR'), { target: { value: '612345678901' } });
  fireEvent.click(screen.getByRole('button', { name: 'Mark paid' }));
  await waitFor(() => expect(sentGraphQL).toHaveLength(1));
  // a busy element is left out of role queries: found by its words
  const button = screen.getByText('Saving…').closest('button')!;
  expect(button.getAttribute('aria-busy')).toBe('true');
  expect((button as HTMLButtonElement).disabled).toBe(true);
  expect(button.querySelector('[data-spinner]')).not.toBeNull();
  // Enter in a field while it is sending: checked, then refused by the mutation in flight
  await act(async () => {
    fireEvent.submit(button.closest('form')!);
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  expect(sentGraphQL).toHaveLength(1);
  await act(async () => answer({ data: { markRefundPaid: { id: 'r1' } } }));
  await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
  expect(sentGraphQL).toHaveLength(1);
  expect(screen.getByRole('button', { name: 'Mark paid' }).getAttribute('aria-busy')).toBeNull();
  expect(router.refresh).toHaveBeenCalled();
});
