import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Toaster } from '@/components/ui/toaster';
import { toast } from '@/lib/client/toast';
import type { OrderStatus } from '@/lib/domain/order-status';
import { DeliveryStatusForm } from './delivery-status-form';
import { answerGraphQL, sentGraphQL } from '@/testing/fake-graphql-fetch';

const router = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn(), back: jest.fn(), forward: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router }));

const sent = sentGraphQL;
const answer = answerGraphQL;

const DAY = 'Thu, 19 Nov 2026';
function renderForm(current: OrderStatus) {
  return render(
    <>
      <DeliveryStatusForm deliveryId="del-1" day={DAY} current={current} />
      <Toaster />
    </>,
  );
}
const select = () => screen.getByLabelText(`New status for the delivery of ${DAY}`) as HTMLSelectElement;
const button = () => screen.getByRole('button', { name: `Set status of the delivery of ${DAY}` });

beforeEach(() => {
  jest.clearAllMocks();
  sent.length = 0;
  act(() => toast.dismiss());
});

test.each<[OrderStatus, string[]]>([
  ['NEW', ['ASSIGNED', 'SUBSCRIBED', 'DELIVERED', 'CANCELLED']],
  ['SUBSCRIBED', ['ASSIGNED', 'DELIVERED', 'CANCELLED']],
  ['ASSIGNED', ['NEW', 'DELIVERED', 'CANCELLED']],
])('from %s, a delivery offers only its allowed next statuses', (current, values) => {
  renderForm(current);
  expect([...select().options].map((o) => o.value)).toEqual(values);
});

test.each<OrderStatus>(['DELIVERED', 'CANCELLED'])('a %s delivery gets no control', (current) => {
  const { container } = renderForm(current);
  expect(container.querySelector('form, select, button')).toBeNull();
});

test('sends the chosen status for this delivery, announces the result and refreshes the page', async () => {
  answer({ data: { updateDeliveryStatus: { statusCode: 200, message: 'Delivery status updated to DELIVERED; DM1-1 is now DELIVERED' } } });
  renderForm('SUBSCRIBED');
  fireEvent.change(select(), { target: { value: 'DELIVERED' } });
  fireEvent.click(button());
  await waitFor(() => expect(router.refresh).toHaveBeenCalledTimes(1));
  expect(sent).toHaveLength(1);
  expect(sent[0].query).toContain('updateDeliveryStatus');
  expect(sent[0].variables).toEqual({ deliveryId: 'del-1', status: 'DELIVERED' });
  // The toast, in words (not the server's raw enum): findByText fails when the message never appears.
  await screen.findByText('Marked as Delivered');
  expect(screen.queryByText(/DELIVERED/)).toBeNull();
});

test('a refusal of the status is shown beside the select and tied to it; nothing is refreshed', async () => {
  answer({ errors: [{ message: 'A delivered order cannot be changed.', extensions: { code: 'BAD_USER_INPUT', field: 'status' } }] });
  renderForm('NEW');
  fireEvent.click(button());
  await waitFor(() => expect(select().getAttribute('aria-invalid')).toBe('true'));
  const error = document.getElementById(select().getAttribute('aria-describedby')!);
  expect(error?.textContent).toBe('A delivered order cannot be changed.');
  expect(document.activeElement).toBe(select());
  expect(sent[0].variables).toEqual({ deliveryId: 'del-1', status: 'ASSIGNED' });
  expect(router.refresh).not.toHaveBeenCalled();
});

test('after a refresh moves the delivery on, a choice no longer allowed is not sent', async () => {
  answer({ data: { updateDeliveryStatus: { statusCode: 200, message: 'ok' } } });
  const { rerender } = renderForm('SUBSCRIBED');
  // ASSIGNED is chosen by default; the page refreshes with the delivery now ASSIGNED.
  rerender(
    <>
      <DeliveryStatusForm deliveryId="del-1" day={DAY} current="ASSIGNED" />
      <Toaster />
    </>,
  );
  expect(select().value).toBe('NEW');
  fireEvent.click(button());
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0].variables).toEqual({ deliveryId: 'del-1', status: 'NEW' });
});

test('a refusal that names no field is one line under the control', async () => {
  answer({ errors: [{ message: 'This delivery was not found.', extensions: { code: 'NOT_FOUND' } }] });
  renderForm('NEW');
  fireEvent.click(button());
  expect((await screen.findByRole('alert')).textContent).toBe('This delivery was not found.');
  expect(select().getAttribute('aria-invalid')).toBeNull();
});

test('no status chosen is said beside the select, which takes focus; nothing is sent', async () => {
  renderForm('NEW');
  // a value among no options (a stale page's, a tampered one) leaves the select without a choice
  fireEvent.change(select(), { target: { value: 'SHIPPED' } });
  fireEvent.click(button());
  await waitFor(() => expect(document.getElementById(`${select().id}-error`)?.textContent).toBe('Please choose a status.'));
  expect(select().getAttribute('aria-invalid')).toBe('true');
  expect(document.activeElement).toBe(select());
  expect(sent).toHaveLength(0);
});

test('a refusal that names no field is tied to the form', async () => {
  answer({ errors: [{ message: 'Please log in.', extensions: { code: 'UNAUTHENTICATED' } }] });
  const { container } = renderForm('NEW');
  fireEvent.click(button());
  const alert = await screen.findByRole('alert');
  expect(container.querySelector('form')!.getAttribute('aria-describedby')).toBe(alert.id);
});
