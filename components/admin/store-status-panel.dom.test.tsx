import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { answerGraphQL, sentGraphQL } from '@/testing/fake-graphql-fetch';
import { CLOSE_WITH_BOOKINGS_HINT } from '@/lib/domain/store-status';
import { StoreStatusPanel } from './store-status-panel';

const router = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn(), back: jest.fn(), forward: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router }));

const today = '2026-12-02';
const store = { openStatus: true, closedMessage: null, closedDates: ['2026-12-25'] };
const errorOf = (field: HTMLElement) => document.getElementById(`${field.id}-error`)?.textContent ?? null;

beforeEach(() => {
  sentGraphQL.length = 0;
  answerGraphQL({ data: { setStoreStatus: { openStatus: false, closedMessage: 'Diwali', closedDates: [] } } });
});

test('closing the store sends closed and the message as typed', async () => {
  render(<StoreStatusPanel store={store} booked={{}} today={today} />);
  fireEvent.click(screen.getByLabelText('Closed: take no orders'));
  fireEvent.change(screen.getByLabelText('Message shown while closed'), { target: { value: 'Closed for Diwali' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(sentGraphQL).toHaveLength(1));
  expect(sentGraphQL[0].variables).toEqual({ openStatus: false, closedMessage: 'Closed for Diwali' });
});

test.each([
  ['no day', '', '', 'Add a closed date', 'Please choose a date.'],
  ['a day gone by', '2026-12-01', '', 'Add a closed date', 'Please choose today or a later day.'],
  ['a range that ends before it starts', '2026-12-10', '2026-12-09', 'Through (optional, for a range)', 'The last day must be on or after the first.'],
])('%s is refused beside its field, nothing sent', async (_, from, through, label, message) => {
  render(<StoreStatusPanel store={store} booked={{}} today={today} />);
  fireEvent.change(screen.getByLabelText('Add a closed date'), { target: { value: from } });
  fireEvent.change(screen.getByLabelText('Through (optional, for a range)'), { target: { value: through } });
  fireEvent.click(screen.getByRole('button', { name: 'Add date' }));
  await waitFor(() => expect(errorOf(screen.getByLabelText(label))).toBe(message));
  expect(sentGraphQL).toHaveLength(0);
});

test('a range adds every day not closed yet to the closed dates', async () => {
  render(<StoreStatusPanel store={store} booked={{}} today={today} />);
  fireEvent.change(screen.getByLabelText('Add a closed date'), { target: { value: '2026-12-24' } });
  fireEvent.change(screen.getByLabelText('Through (optional, for a range)'), { target: { value: '2026-12-26' } });
  fireEvent.click(screen.getByRole('button', { name: 'Add date' }));
  await waitFor(() => expect(sentGraphQL).toHaveLength(1));
  expect(sentGraphQL[0].variables).toEqual({ openStatus: true, closedDates: ['2026-12-25', '2026-12-24', '2026-12-26'] });
});

test('a day with deliveries asks whether to move them or cancel them, and moving closes it', async () => {
  const refusal = `Mon, 7 Dec 2026 has 3 deliveries booked. ${CLOSE_WITH_BOOKINGS_HINT}`;
  answerGraphQL((request) =>
    request.query.includes('closeDates(')
      ? { data: { closeDates: { moved: 3, cancelled: 0, messaged: 2, store: { closedDates: ['2026-12-07'] } } } }
      : { errors: [{ message: refusal, extensions: { code: 'BAD_USER_INPUT', field: 'closedDates' } }] },
  );
  render(<StoreStatusPanel store={store} booked={{}} today={today} />);
  fireEvent.change(screen.getByLabelText('Add a closed date'), { target: { value: '2026-12-07' } });
  fireEvent.click(screen.getByRole('button', { name: 'Add date' }));
  const asking = await screen.findByTestId('close-with-bookings');
  expect(asking.textContent).toContain(refusal);
  expect(screen.queryByRole('alert')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Close Mon, 7 Dec 2026 and move them' }));
  await waitFor(() => expect(sentGraphQL).toHaveLength(2));
  expect(sentGraphQL[1].variables).toEqual({ dates: ['2026-12-07'], bookings: 'MOVE' });
  await waitFor(() => expect(screen.queryByTestId('close-with-bookings')).toBeNull());
});

test("another refusal of the dates is the form's one line", async () => {
  answerGraphQL({ errors: [{ message: 'At most 60 closed dates.', extensions: { code: 'BAD_USER_INPUT', field: 'closedDates' } }] });
  render(<StoreStatusPanel store={store} booked={{}} today={today} />);
  fireEvent.change(screen.getByLabelText('Add a closed date'), { target: { value: '2026-12-07' } });
  fireEvent.click(screen.getByRole('button', { name: 'Add date' }));
  expect((await screen.findByRole('alert')).textContent).toBe('At most 60 closed dates.');
  expect(screen.queryByTestId('close-with-bookings')).toBeNull();
});
