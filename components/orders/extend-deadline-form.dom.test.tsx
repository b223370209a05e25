import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { answerGraphQL, sentGraphQL } from '@/testing/fake-graphql-fetch';
import { MAX_DEADLINE_EXTENSION_HOURS } from '@/lib/domain/payment-deadline';
import { ExtendDeadlineForm } from './extend-deadline-form';

const router = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn(), back: jest.fn(), forward: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router }));

const hours = () => screen.getByLabelText('Give more time to pay (hours)');
const errorOf = (field: HTMLElement) => document.getElementById(`${field.id}-error`)?.textContent ?? null;
const extend = () => fireEvent.click(screen.getByRole('button', { name: 'Extend deadline' }));

beforeEach(() => {
  jest.clearAllMocks();
  sentGraphQL.length = 0;
  answerGraphQL({ data: { extendPaymentDeadline: { id: 'pay-1', dueAt: '2026-12-04T12:00:00.000Z' } } });
});

test.each([
  ['hours that are not a whole number', '1.5', 'Please enter whole hours.'],
  ['no hours', '0', 'Extend by at least 1 hour.'],
  ['more than a month', String(MAX_DEADLINE_EXTENSION_HOURS + 1), `Extend by at most ${MAX_DEADLINE_EXTENSION_HOURS} hours (30 days) at a time.`],
])('%s are refused beside the field, which takes focus; nothing is sent', async (_name, typed, message) => {
  render(<ExtendDeadlineForm orderId="ord-1" />);
  fireEvent.change(hours(), { target: { value: typed } });
  extend();
  await waitFor(() => expect(errorOf(hours())).toBe(message));
  expect(hours().getAttribute('aria-invalid')).toBe('true');
  expect(document.activeElement).toBe(hours());
  expect(sentGraphQL).toHaveLength(0);
});

test('the hours as typed are sent as a number for the order, and the page refreshed', async () => {
  render(<ExtendDeadlineForm orderId="ord-1" />);
  fireEvent.change(hours(), { target: { value: ' 48 ' } });
  extend();
  await waitFor(() => expect(sentGraphQL).toHaveLength(1));
  expect(sentGraphQL[0].query).toContain('extendPaymentDeadline');
  expect(sentGraphQL[0].variables).toEqual({ orderId: 'ord-1', hours: 48 });
  await waitFor(() => expect(router.refresh).toHaveBeenCalledTimes(1));
});

test("the server's refusal of the hours shows beside them; one naming nothing under the form", async () => {
  answerGraphQL({ errors: [{ message: 'hours: The deadline can be at most 30 days after the order.', extensions: { code: 'BAD_USER_INPUT', field: 'hours' } }] });
  render(<ExtendDeadlineForm orderId="ord-1" />);
  extend();
  await waitFor(() => expect(errorOf(hours())).toBe('The deadline can be at most 30 days after the order.'));
  expect(document.activeElement).toBe(hours());

  answerGraphQL({ errors: [{ message: 'This order is already paid.', extensions: { code: 'CONFLICT' } }] });
  extend();
  expect((await screen.findByRole('alert')).textContent).toBe('This order is already paid.');
});
