// The reject-with-reason dialog was written twice (a payment in the review queue, a wallet top-up)
// and the copies had drifted. Both now use one dialog; each case below runs against both callers:
// the reason is focused on open, an empty reason is refused there and sends nothing, a reason is
// sent trimmed once, and a refusal from the server stays in the dialog with the reason kept.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { toast } from '@/lib/client/toast';
import { answerGraphQL, sentGraphQL } from '@/testing/fake-graphql-fetch';
import { PaymentReviewActions } from './payment-review-actions';
import { RejectTopUpButton } from '@/components/wallet/reject-top-up-button';

const router = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn(), back: jest.fn(), forward: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router }));

type Case = {
  name: string;
  ui: ReactElement;
  opener: string;
  title: string;
  action: string;
  cancel: string;
  empty: string;
  mutation: string;
  variables: Record<string, string>;
};

const cases: Case[] = [
  {
    name: 'a payment',
    ui: <PaymentReviewActions orderId="o-1" orderNumber="DM261120-K7Q2M" amount="₹1,234.00" customerName="Meera Rao" />,
    opener: 'Reject payment of DM261120-K7Q2M',
    title: 'Reject the payment of DM261120-K7Q2M?',
    action: 'Reject payment',
    cancel: 'Cancel',
    empty: 'Please enter the reason for rejecting the payment.',
    mutation: 'rejectPayment',
    variables: { orderId: 'o-1' },
  },
  {
    name: 'a top-up',
    ui: <RejectTopUpButton topUpId="t-1" number="TU-00042" />,
    opener: 'Reject top-up TU-00042',
    title: 'Reject top-up TU-00042?',
    action: 'Reject top-up',
    cancel: 'Keep it',
    empty: 'Please enter the reason for rejecting the top-up.',
    mutation: 'rejectTopUp',
    variables: { topUpId: 't-1' },
  },
];

beforeEach(() => {
  jest.clearAllMocks();
  sentGraphQL.length = 0;
  act(() => toast.dismiss());
});

const reasonField = () => screen.getByRole('textbox', { name: 'Reason (the customer sees this)' });

describe.each(cases)('rejecting $name', (c) => {
  beforeEach(() => {
    render(c.ui);
    fireEvent.click(screen.getByRole('button', { name: c.opener }));
  });

  test('opens on the reason; an empty reason is refused there and nothing is sent', () => {
    answerGraphQL({});
    expect(screen.getByRole('dialog', { name: c.title })).toBeTruthy();
    expect(document.activeElement).toBe(reasonField());
    fireEvent.change(reasonField(), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: c.action }));
    expect(screen.getByRole('alert').textContent).toBe(c.empty);
    expect(reasonField().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(reasonField());
    expect(sentGraphQL).toHaveLength(0);
  });

  test('the cancel button closes without sending, and clears the message', () => {
    answerGraphQL({});
    fireEvent.click(screen.getByRole('button', { name: c.action }));
    fireEvent.click(screen.getByRole('button', { name: c.cancel }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sentGraphQL).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: c.opener }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('a reason is sent trimmed, once; the dialog closes and refreshes; reopened, the reason is empty', async () => {
    answerGraphQL({ data: { [c.mutation]: { statusCode: 200, message: 'Rejected.' } } });
    fireEvent.change(reasonField(), { target: { value: '  The amount is wrong  ' } });
    fireEvent.click(screen.getByRole('button', { name: c.action }));
    await waitFor(() => expect(router.refresh).toHaveBeenCalledTimes(1));
    expect(sentGraphQL).toHaveLength(1);
    expect(sentGraphQL[0].query).toContain(c.mutation);
    expect(sentGraphQL[0].variables).toEqual({ ...c.variables, reason: 'The amount is wrong' });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: c.opener }));
    expect((reasonField() as HTMLTextAreaElement).value).toBe('');
  });

  test("the server's refusal stays in the dialog, with the reason kept", async () => {
    answerGraphQL({ errors: [{ message: 'This was already confirmed.', extensions: { code: 'CONFLICT' } }] });
    fireEvent.change(reasonField(), { target: { value: 'Blurred screenshot' } });
    fireEvent.click(screen.getByRole('button', { name: c.action }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('This was already confirmed.'));
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect((reasonField() as HTMLTextAreaElement).value).toBe('Blurred screenshot');
    expect(router.refresh).not.toHaveBeenCalled();
  });
});
