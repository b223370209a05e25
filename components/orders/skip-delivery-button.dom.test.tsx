// Skip asks first and says what will happen; a refusal (the cutoff passed while the page was open)
// is shown in the dialog and nothing is refreshed; a success closes it, toasts the server's words and
// refreshes the page from the server. While it asks, it shows the server's preview: what the skip
// does to the money and until when it can be changed (the page's deadline until the preview comes).
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Toaster } from '@/components/ui/toaster';
import { toast } from '@/lib/client/toast';
import { answerGraphQL, sentGraphQL } from '@/testing/fake-graphql-fetch';
import { DEADLINE_WORDS, isPreview, previewAnswer } from '@/testing/fake-change-preview';
import { SkipDeliveryButton } from './skip-delivery-button';

const router = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn(), back: jest.fn(), forward: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router }));

const sent = sentGraphQL;
/** Answers the skip with `body`, and the preview with `preview`. */
const answer = (body: unknown, preview: unknown = previewAnswer()) => answerGraphQL((request) => (isPreview(request) ? preview : body));
const skips = () => sent.filter((s) => !isPreview(s));

beforeEach(() => {
  jest.clearAllMocks();
  sent.length = 0;
  act(() => toast.dismiss());
  render(
    <>
      <SkipDeliveryButton deliveryId="d-1" day="Thu, 10 Dec 2026" consequence="An extra delivery is added after your last one." deadline={DEADLINE_WORDS} />
      <Toaster />
    </>,
  );
});

test('nothing is sent until the customer confirms; "Keep it" sends nothing', () => {
  answer({});
  fireEvent.click(screen.getByRole('button', { name: 'Skip the delivery of Thu, 10 Dec 2026' }));
  const dialog = screen.getByRole('dialog', { name: 'Skip the delivery of Thu, 10 Dec 2026?' });
  expect(dialog.textContent).toContain('An extra delivery is added after your last one.');
  expect(dialog.textContent).toContain(`You can change this ${DEADLINE_WORDS}.`);
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
  expect(skips()[0].variables).toEqual({ deliveryId: 'd-1' });
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

test('the dialog shows the preview of the skip in words, and the deadline the server gives; nothing is skipped by it', async () => {
  answer({}, previewAnswer({ amountBack: 24000, backTo: null, deadlineWords: 'until the end of Thu, 10 Dec' }));
  fireEvent.click(screen.getByRole('button', { name: 'Skip the delivery of Thu, 10 Dec 2026' }));
  const dialog = screen.getByRole('dialog', { name: 'Skip the delivery of Thu, 10 Dec 2026?' });
  await waitFor(() => expect(within(dialog).getByTestId('change-preview').textContent).toBe('₹240.00 less to pay.You can change this until the end of Thu, 10 Dec.'));
  expect(sent.map((s) => s.variables)).toEqual([{ change: { kind: 'SKIP', deliveryId: 'd-1' } }]);
});

test('a preview that fails does not stop the skip', async () => {
  answer({ data: { skipDelivery: { statusCode: 200, message: 'Skipped the delivery of Thu, 10 Dec 2026.', suborder: { id: 's', endDate: '2027-01-04' } } } }, { errors: [{ message: 'Too many requests', extensions: { code: 'RATE_LIMITED' } }] });
  fireEvent.click(screen.getByRole('button', { name: 'Skip the delivery of Thu, 10 Dec 2026' }));
  await waitFor(() => expect(screen.getByTestId('change-preview').textContent).toContain('We could not work out what it costs just now. You can still save it.'));
  expect(screen.getByTestId('change-preview').textContent).toContain(`You can change this ${DEADLINE_WORDS}.`);
  fireEvent.click(screen.getByRole('button', { name: 'Skip delivery' }));
  await waitFor(() => expect(router.refresh).toHaveBeenCalledTimes(1));
  expect(skips()).toHaveLength(1);
});

test('a paid day: the preview follows where the money goes', async () => {
  answer({}, previewAnswer({ amountBack: 24000, backTo: 'UPI', documents: ['credit note'] }));
  render(<SkipDeliveryButton deliveryId="d-2" day="Fri, 11 Dec 2026" consequence="It is refunded." deadline={null} chooseRefund />);
  fireEvent.click(screen.getByRole('button', { name: 'Skip the delivery of Fri, 11 Dec 2026' }));
  await waitFor(() => expect(sent.filter(isPreview)).toHaveLength(1));
  fireEvent.click(screen.getByRole('radio', { name: 'My UPI id, within 30 days' }));
  await waitFor(() => expect(screen.getByTestId('change-preview').textContent).toBe(`₹240.00 back to your UPI id. You get a credit note.You can change this ${DEADLINE_WORDS}.`));
  expect(sent.filter(isPreview).map((s) => s.variables)).toEqual([{ change: { kind: 'SKIP', deliveryId: 'd-2', refundTo: 'WALLET' } }, { change: { kind: 'SKIP', deliveryId: 'd-2', refundTo: 'UPI' } }]);
});
