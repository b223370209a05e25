// Skip asks first and says what will happen; a refusal (the cutoff passed while the page was open)
// is shown in the dialog and nothing is refreshed; a success closes it, toasts the server's words and
// refreshes the page from the server.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Toaster } from '@/components/ui/toaster';
import { toast } from '@/lib/client/toast';
import { answerGraphQL, sentGraphQL } from '@/testing/fake-graphql-fetch';
import { SkipDeliveryButton } from './skip-delivery-button';

const router = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn(), back: jest.fn(), forward: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router }));

const sent = sentGraphQL;
const answer = answerGraphQL;

beforeEach(() => {
  jest.clearAllMocks();
  sent.length = 0;
  act(() => toast.dismiss());
  render(
    <>
      <SkipDeliveryButton deliveryId="d-1" day="Thu, 10 Dec 2026" consequence="An extra delivery is added after your last one." deadline="until 10 pm on Wed, 9 Dec" />
      <Toaster />
    </>,
  );
});

test('nothing is sent until the customer confirms; "Keep it" sends nothing', () => {
  answer({});
  fireEvent.click(screen.getByRole('button', { name: 'Skip the delivery of Thu, 10 Dec 2026' }));
  const dialog = screen.getByRole('dialog', { name: 'Skip the delivery of Thu, 10 Dec 2026?' });
  expect(dialog.textContent).toContain('An extra delivery is added after your last one.');
  expect(dialog.textContent).toContain('You can change it until 10 pm on Wed, 9 Dec.');
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep it' }));
  fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(sent).toHaveLength(0);
});

test('a refusal stays in the dialog and nothing is refreshed', async () => {
  answer({ errors: [{ message: 'Changes to the delivery of Thu, 10 Dec 2026 closed at 10 pm on Wed, 9 Dec 2026.', extensions: { code: 'BAD_USER_INPUT' } }] });
  fireEvent.click(screen.getByRole('button', { name: 'Skip the delivery of Thu, 10 Dec 2026' }));
  fireEvent.click(screen.getByRole('button', { name: 'Skip delivery' }));
  await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('closed at 10 pm on Wed, 9 Dec 2026'));
  expect(screen.getByRole('dialog')).toBeTruthy();
  expect(sent[0].variables).toEqual({ deliveryId: 'd-1' });
  expect(router.refresh).not.toHaveBeenCalled();
});

test('a success closes the dialog, toasts the message and refreshes', async () => {
  answer({ data: { skipDelivery: { statusCode: 200, message: 'Skipped the delivery of Thu, 10 Dec 2026.', suborder: { id: 's', endDate: '2027-01-04' } } } });
  fireEvent.click(screen.getByRole('button', { name: 'Skip the delivery of Thu, 10 Dec 2026' }));
  fireEvent.click(screen.getByRole('button', { name: 'Skip delivery' }));
  await waitFor(() => expect(router.refresh).toHaveBeenCalledTimes(1));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.getByRole('status').textContent).toContain('Skipped the delivery of Thu, 10 Dec 2026.');
});
