// Ending a pause asks first, with the server's preview of what it does to the money; held for a UPI
// payment (a paid order, too little in the wallet), the customer is taken to the top-up's page as
// after a change of items; undoing a skip that is held does the same without a dialog.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Toaster } from '@/components/ui/toaster';
import { toast } from '@/lib/client/toast';
import { answerGraphQL, sentGraphQL } from '@/testing/fake-graphql-fetch';
import { isPreview, previewAnswer } from '@/testing/fake-change-preview';
import { EndPauseButton } from './end-pause-button';
import { UndoSkipButton } from './undo-skip-button';

const router = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn(), back: jest.fn(), forward: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router }));

const sent = sentGraphQL;
const answer = (body: unknown, preview: unknown = previewAnswer()) => answerGraphQL((request) => (isPreview(request) ? preview : body));
const HELD = 'Pay ₹20.00 by UPI to make this change: your wallet pays ₹100.00 of it. The change is made when your payment is confirmed.';

beforeEach(() => {
  jest.clearAllMocks();
  sent.length = 0;
  act(() => toast.dismiss());
});

function renderEndPause() {
  render(
    <>
      <EndPauseButton suborderId="s-1" firstDay="Thu, 10 Dec 2026" />
      <Toaster />
    </>,
  );
}

test('nothing is sent until the customer confirms; the dialog shows what ending the pause costs', async () => {
  answer({}, previewAnswer({ amountMore: 12_000, fromWallet: 10_000 }));
  renderEndPause();
  fireEvent.click(screen.getByRole('button', { name: 'End the pause' }));
  const dialog = screen.getByRole('dialog', { name: 'End the pause?' });
  expect(dialog.textContent).toContain('Your deliveries come back from Thu, 10 Dec 2026');
  await waitFor(() => expect(screen.getByTestId('change-preview').textContent).toContain('₹120.00 more: ₹100.00 from your wallet, ₹20.00 to pay by UPI.'));
  expect(sent.filter(isPreview).map((s) => s.variables)).toEqual([{ change: { kind: 'RESUME', suborderId: 's-1' } }]);
  fireEvent.click(screen.getByRole('button', { name: 'Keep the pause' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(sent.filter((s) => !isPreview(s))).toHaveLength(0);
});

test('confirmed and made: the server\'s words, the page refreshed, no top-up page', async () => {
  answer({ data: { resumeSubscription: { statusCode: 200, message: 'Your pause has ended: 2 deliveries come back from Thu, 10 Dec 2026.', suborder: { id: 's-1', endDate: '2027-01-08' }, payByUpi: null } } });
  renderEndPause();
  fireEvent.click(screen.getByRole('button', { name: 'End the pause' }));
  fireEvent.click(screen.getAllByRole('button', { name: 'End the pause' }).at(-1)!);
  await waitFor(() => expect(router.refresh).toHaveBeenCalledTimes(1));
  expect(router.push).not.toHaveBeenCalled();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(sent.filter((s) => !isPreview(s)).map((s) => s.variables)).toEqual([{ suborderId: 's-1' }]);
});

test('held for the rest by UPI: the message says what to pay and the top-up\'s page opens', async () => {
  answer({ data: { resumeSubscription: { statusCode: 200, message: HELD, suborder: { id: 's-1', endDate: '2027-01-08' }, payByUpi: { id: 'tu-9' } } } });
  renderEndPause();
  fireEvent.click(screen.getByRole('button', { name: 'End the pause' }));
  fireEvent.click(screen.getAllByRole('button', { name: 'End the pause' }).at(-1)!);
  await waitFor(() => expect(router.push).toHaveBeenCalledWith('/profile/wallet/top-up?id=tu-9'));
  expect(screen.getByRole('status').textContent).toContain(HELD);
});

test('a refusal stays in the dialog', async () => {
  answer({ errors: [{ message: 'The paused days have all passed their cutoff, so there is nothing left to bring back.', extensions: { code: 'BAD_USER_INPUT', field: 'suborderId' } }] });
  renderEndPause();
  fireEvent.click(screen.getByRole('button', { name: 'End the pause' }));
  fireEvent.click(screen.getAllByRole('button', { name: 'End the pause' }).at(-1)!);
  expect((await screen.findByRole('alert')).textContent).toContain('nothing left to bring back');
  expect(screen.getByRole('dialog')).toBeTruthy();
});

test('undo a skip held for the rest by UPI: the top-up\'s page opens', async () => {
  answer({ data: { unskipDelivery: { statusCode: 200, message: HELD, suborder: { id: 's-1', endDate: '2027-01-08' }, payByUpi: { id: 'tu-7' } } } });
  render(<UndoSkipButton deliveryId="d-1" day="Thu, 10 Dec 2026" />);
  fireEvent.click(screen.getByRole('button', { name: 'Undo skip of Thu, 10 Dec 2026' }));
  await waitFor(() => expect(router.push).toHaveBeenCalledWith('/profile/wallet/top-up?id=tu-7'));
  expect(sent.map((s) => s.variables)).toEqual([{ deliveryId: 'd-1' }]);
});
