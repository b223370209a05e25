// Confirming a payment on the order page was one click with no way back. Now the button only opens
// a dialog naming the order, the customer and the amount; Cancel (focused first) sends nothing;
// "Yes, payment received" sends confirmPayment once, toasts the server's words and refreshes.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Toaster } from '@/components/ui/toaster';
import { toast } from '@/lib/client/toast';
import { answerGraphQL, sentGraphQL } from '@/testing/fake-graphql-fetch';
import { ConfirmPaymentButton } from './confirm-payment-button';

const router = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn(), back: jest.fn(), forward: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router }));

const opener = () => screen.getByRole('button', { name: 'Confirm payment of ₹1,234.00 received' });

beforeEach(() => {
  jest.clearAllMocks();
  sentGraphQL.length = 0;
  act(() => toast.dismiss());
  render(
    <>
      <ConfirmPaymentButton orderId="o-1" orderNumber="DM261120-K7Q2M" amount="₹1,234.00" customerName="Meera Rao" />
      <Toaster />
    </>,
  );
});

test('one click sends nothing: it asks, naming the order, the customer and the amount; Cancel keeps it unpaid', () => {
  answerGraphQL({});
  fireEvent.click(opener());
  expect(sentGraphQL).toHaveLength(0);
  const dialog = screen.getByRole('dialog', { name: 'Confirm payment of ₹1,234.00?' });
  expect(dialog.textContent).toContain('Order DM261120-K7Q2M from Meera Rao will be marked paid');
  expect(dialog.textContent).toContain('cannot be undone');
  // Enter on an unconsidered dialog must not confirm anything.
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(sentGraphQL).toHaveLength(0);
  expect(router.refresh).not.toHaveBeenCalled();
});

test('"Yes, payment received" confirms this order once, closes, toasts and refreshes', async () => {
  answerGraphQL({ data: { confirmPayment: { statusCode: 200, message: 'Payment confirmed for order DM261120-K7Q2M' } } });
  fireEvent.click(opener());
  fireEvent.click(screen.getByRole('button', { name: 'Yes, payment received' }));
  await waitFor(() => expect(router.refresh).toHaveBeenCalledTimes(1));
  expect(sentGraphQL).toHaveLength(1);
  expect(sentGraphQL[0].query).toContain('confirmPayment');
  expect(sentGraphQL[0].variables).toEqual({ orderId: 'o-1' });
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(await screen.findByText('Payment confirmed for order DM261120-K7Q2M')).toBeTruthy();
});

test('a refusal stays in the dialog and nothing is refreshed', async () => {
  answerGraphQL({ errors: [{ message: 'This payment is already confirmed.', extensions: { code: 'CONFLICT' } }] });
  fireEvent.click(opener());
  fireEvent.click(screen.getByRole('button', { name: 'Yes, payment received' }));
  await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('This payment is already confirmed.'));
  expect(screen.getByRole('dialog')).toBeTruthy();
  expect(router.refresh).not.toHaveBeenCalled();
});
