// Change asks for quantities per variant (the day's, then the menu's others of the kind at 0),
// stops a quantity it cannot send beside the fields, shows the server's refusal there too, and
// sends only the variants the day brings or will bring; as the quantities settle it shows what the
// change does to the money and until when it can be made.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Toaster } from '@/components/ui/toaster';
import { toast } from '@/lib/client/toast';
import { answerGraphQL, sentGraphQL } from '@/testing/fake-graphql-fetch';
import { DEADLINE_WORDS, isPreview, previewAnswer } from '@/testing/fake-change-preview';
import { PREVIEW_SETTLE_MS } from './change-preview';
import { ChangeDeliveryItemsForm } from './change-delivery-items-form';

const router = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn(), back: jest.fn(), forward: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router }));

const sent = sentGraphQL;
const menu = { data: { getMenuItems: [{ id: 'm-fish', name: 'Fish Bowl', variants: [{ id: 'v-fish', price: 16000, unit: 250, unitType: 'GRAMS' }] }, { id: 'm-bowl', name: 'Chicken Bowl', variants: [{ id: 'v-bowl', price: 14000, unit: 250, unitType: 'GRAMS' }] }] } };
const answer = (change: unknown, preview: unknown = previewAnswer()) => answerGraphQL((request) => (request.query.includes('getMenuItems') ? menu : isPreview(request) ? preview : change));

beforeEach(() => {
  jest.clearAllMocks();
  sent.length = 0;
  act(() => toast.dismiss());
  render(
    <>
      <ChangeDeliveryItemsForm deliveryId="d-1" day="Thu, 10 Dec 2026" category="PDM" hasLater current={[{ variantId: 'v-bowl', name: 'Chicken Bowl', unit: 250, unitType: 'GRAMS', price: 14000, quantity: 1 }]} />
      <Toaster />
    </>,
  );
});

test('the day\'s quantities first and focused, the menu\'s others of the kind at 0; a bad quantity is stopped beside the fields', async () => {
  answer({});
  fireEvent.click(screen.getByRole('button', { name: 'Change the delivery of Thu, 10 Dec 2026' }));
  const bowl = screen.getByLabelText(/^Chicken Bowl, 250 g/);
  expect(document.activeElement).toBe(bowl);
  expect((bowl as HTMLInputElement).value).toBe('1');
  const fish = await screen.findByLabelText(/^Fish Bowl, 250 g/);
  expect((fish as HTMLInputElement).value).toBe('0');
  fireEvent.change(bowl, { target: { value: '-1' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save change' }));
  // checked with the schema, which answers after the click
  expect((await screen.findByRole('alert')).textContent).toContain('Quantities must be whole numbers from 0 to 50.');
  expect(screen.getByRole('group', { name: 'Quantities' }).getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
  expect(sent.filter((s) => s.query.includes('changeDeliveryItems'))).toHaveLength(0);
});

test('a quantity over the limit says the server\'s own words beside its field, which takes focus', async () => {
  answer({});
  fireEvent.click(screen.getByRole('button', { name: 'Change the delivery of Thu, 10 Dec 2026' }));
  const fish = await screen.findByLabelText(/^Fish Bowl, 250 g/);
  fireEvent.change(fish, { target: { value: '51' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save change' }));
  await waitFor(() => expect(fish.getAttribute('aria-invalid')).toBe('true'));
  const beside = document.getElementById(fish.getAttribute('aria-describedby')!)!;
  expect(beside.textContent).toBe('At most 50 of one item per delivery.');
  expect(document.activeElement).toBe(fish);
  expect(screen.getByLabelText(/^Chicken Bowl/).getAttribute('aria-invalid')).toBeNull();
  expect(screen.getByRole('alert').textContent).toBe('Quantities must be whole numbers from 0 to 50.');
  expect(sent.filter((s) => s.query.includes('changeDeliveryItems'))).toHaveLength(0);
});

test('a swap for every later day sends the day\'s variant at 0 and the new one; the server\'s refusal stays beside the fields', async () => {
  answer({ errors: [{ message: 'The kitchen is fully booked on Thu, 10 Dec 2026.', extensions: { code: 'BAD_USER_INPUT', field: 'items' } }] });
  fireEvent.click(screen.getByRole('button', { name: 'Change the delivery of Thu, 10 Dec 2026' }));
  fireEvent.change(screen.getByLabelText(/^Chicken Bowl/), { target: { value: '0' } });
  fireEvent.change(await screen.findByLabelText(/^Fish Bowl/), { target: { value: '1' } });
  fireEvent.click(screen.getByRole('checkbox', { name: 'Also change every later delivery' }));
  fireEvent.click(screen.getByRole('button', { name: 'Save change' }));
  await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('fully booked'));
  const change = sent.find((s) => s.query.includes('changeDeliveryItems'))!;
  expect(change.variables).toEqual({ deliveryId: 'd-1', items: [{ variantId: 'v-bowl', quantity: 0 }, { variantId: 'v-fish', quantity: 1 }], applyToLaterDeliveries: true });
  expect(router.refresh).not.toHaveBeenCalled();
});

test('a success closes the dialog, toasts the message and refreshes', async () => {
  answer({ data: { changeDeliveryItems: { statusCode: 200, message: 'The delivery of Thu, 10 Dec 2026 is changed.', suborder: { id: 's' } } } });
  fireEvent.click(screen.getByRole('button', { name: 'Change the delivery of Thu, 10 Dec 2026' }));
  fireEvent.change(screen.getByLabelText(/^Chicken Bowl/), { target: { value: '2' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save change' }));
  await waitFor(() => expect(router.refresh).toHaveBeenCalledTimes(1));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.getByRole('status').textContent).toContain('is changed.');
});

test('a paid order\'s extra the wallet cannot pay: the message says what to pay by UPI and the top-up\'s page opens', async () => {
  const message = 'Pay ₹20.00 by UPI to make this change: your wallet pays ₹100.00 of it. The change is made when your payment is confirmed.';
  answer({ data: { changeDeliveryItems: { statusCode: 200, message, suborder: { id: 's' }, payByUpi: { id: 'tu-1' } } } });
  fireEvent.click(screen.getByRole('button', { name: 'Change the delivery of Thu, 10 Dec 2026' }));
  fireEvent.change(screen.getByLabelText(/^Chicken Bowl/), { target: { value: '2' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save change' }));
  await waitFor(() => expect(router.push).toHaveBeenCalledWith('/profile/wallet/top-up?id=tu-1'));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.getByRole('status').textContent).toContain('Pay ₹20.00 by UPI to make this change');
});

test('as the quantities settle, the preview of the same change says it in words with the deadline, without a click; a new quantity asks again', async () => {
  answer({}, previewAnswer({ amountMore: 12000, fromWallet: 10000, dueByUpi: 2000 }));
  fireEvent.click(screen.getByRole('button', { name: 'Change the delivery of Thu, 10 Dec 2026' }));
  fireEvent.change(screen.getByLabelText(/^Chicken Bowl/), { target: { value: '2' } });
  await waitFor(() => expect(screen.getByTestId('change-preview').textContent).toBe(`₹120.00 more: ₹100.00 from your wallet, ₹20.00 to pay by UPI.You can change this ${DEADLINE_WORDS}.`));
  expect(sent.filter(isPreview).map((s) => s.variables)).toEqual([{ change: { kind: 'CHANGE_ITEMS', deliveryId: 'd-1', items: [{ variantId: 'v-bowl', quantity: 2 }], applyToLaterDeliveries: false } }]);
  expect(sent.filter((s) => s.query.includes('changeDeliveryItems'))).toHaveLength(0);
  fireEvent.change(screen.getByLabelText(/^Chicken Bowl/), { target: { value: '3' } });
  expect(screen.getByTestId('change-preview').textContent).toContain('Working out what it costs…');
  await waitFor(() => expect(sent.filter(isPreview)).toHaveLength(2));
  expect(sent.filter(isPreview)[1].variables).toMatchObject({ change: { items: [{ variantId: 'v-bowl', quantity: 3 }] } });
});

test('a quantity it cannot send asks for no preview', async () => {
  answer({});
  fireEvent.click(screen.getByRole('button', { name: 'Change the delivery of Thu, 10 Dec 2026' }));
  await screen.findByLabelText(/^Fish Bowl/);
  await waitFor(() => expect(sent.filter(isPreview)).toHaveLength(1));
  fireEvent.change(screen.getByLabelText(/^Chicken Bowl/), { target: { value: '1.5' } });
  expect(screen.queryByTestId('change-preview')).toBeNull();
  await new Promise((r) => setTimeout(r, PREVIEW_SETTLE_MS + 50));
  expect(sent.filter(isPreview)).toHaveLength(1);
});
