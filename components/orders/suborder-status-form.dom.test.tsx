import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Toaster } from '@/components/ui/toaster';
import { toast } from '@/lib/client/toast';
import type { OrderStatus } from '@/lib/domain/order-status';
import { SuborderStatusForm } from './suborder-status-form';

const router = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn(), back: jest.fn(), forward: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router }));

type Sent = { query: string; variables: Record<string, unknown> };
const sent: Sent[] = [];
let release: () => void = () => {};

/** Answers every request with `body`, but only once `release()` is called, so a test can act while one is in flight. */
function answerLater(body: unknown) {
  global.fetch = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    sent.push(JSON.parse(String(init?.body)) as Sent);
    await new Promise<void>((resolve) => (release = resolve));
    // jsdom has no Response; the client reads only json()
    return { ok: true, status: 200, json: async () => body } as unknown as Response;
  }) as typeof fetch;
}

function renderForm(current: OrderStatus) {
  return render(
    <>
      <SuborderStatusForm suborderId="sub-1" suborderNo="DM1-1" current={current} />
      <Toaster />
    </>,
  );
}
const form = () => screen.getByRole('form', { name: 'Change the status of all deliveries in DM1-1' });
const select = () => screen.getByLabelText('Status of all deliveries in this suborder') as HTMLSelectElement;

beforeEach(() => {
  jest.clearAllMocks();
  sent.length = 0;
  act(() => toast.dismiss());
});

test('a named form whose label says it changes every delivery of the suborder, offering only the allowed next statuses', () => {
  renderForm('SUBSCRIBED');
  expect(form()).toBeTruthy();
  expect([...select().options].map((o) => o.value)).toEqual(['ASSIGNED', 'DELIVERED', 'CANCELLED']);
  // What it reaches is read with the select, not only seen.
  const hint = document.getElementById(select().getAttribute('aria-describedby') ?? '');
  expect(hint?.textContent).toBe('Moves this suborder and each of its deliveries not yet delivered or cancelled.');
  expect(screen.getByRole('button', { name: 'Update all deliveries' })).toBeTruthy();
});

test.each<[OrderStatus, string]>([
  ['DELIVERED', 'This part is delivered; its status is final.'],
  ['CANCELLED', 'This part is cancelled; its status is final.'],
])('a %s suborder says its status is final instead of offering a control', (current, sentence) => {
  const { container } = renderForm(current);
  expect(container.querySelector('form, select, button')).toBeNull();
  expect(screen.getByText(sentence)).toBeTruthy();
});

test('a second submit while the first is in flight sends nothing; the result is announced once and the page refreshed', async () => {
  answerLater({ data: { updateOrderStatus: { statusCode: 200, message: 'DM1-1 is now DELIVERED' } } });
  renderForm('SUBSCRIBED');
  fireEvent.change(select(), { target: { value: 'DELIVERED' } });
  fireEvent.submit(form());
  expect(await screen.findByRole('button', { name: 'Updating…' })).toHaveProperty('disabled', true);
  fireEvent.submit(form());
  await waitFor(() => expect(sent).toHaveLength(1));
  act(() => release());
  await screen.findByText('Marked as Delivered');
  expect(sent).toHaveLength(1);
  expect(sent[0].query).toContain('updateOrderStatus');
  expect(sent[0].variables).toEqual({ orderId: 'sub-1', status: 'DELIVERED' });
  expect(router.refresh).toHaveBeenCalledTimes(1);
});

test('a status the suborder cannot take is refused beside the select, which takes focus; nothing is sent', async () => {
  answerLater({ data: { updateOrderStatus: { statusCode: 200, message: 'ok' } } });
  renderForm('NEW');
  // a value among no options (a stale page's, a tampered one) leaves the select without a choice
  fireEvent.change(select(), { target: { value: 'SHIPPED' } });
  fireEvent.submit(form());
  await waitFor(() => expect(document.getElementById(`${select().id}-error`)?.textContent).toBe('Please choose a status.'));
  expect(select().getAttribute('aria-invalid')).toBe('true');
  expect(select().getAttribute('aria-describedby')).toContain(`${select().id}-error`);
  expect(document.activeElement).toBe(select());
  expect(sent).toHaveLength(0);
});
