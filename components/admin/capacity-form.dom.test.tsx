import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { answerGraphQL, sentGraphQL } from '@/testing/fake-graphql-fetch';
import { PORTIONS_MESSAGE } from '@/lib/domain/inputs/capacity-input';
import { CapacityForm } from './capacity-form';

const router = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn(), back: jest.fn(), forward: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router }));

const category = { categoryId: 'cat-pdm', title: 'Pet Dog Meals', maxPerDay: 80, overrides: [{ date: '2026-12-25', max: 0 }] };
const errorOf = (field: HTMLElement) => document.getElementById(`${field.id}-error`)?.textContent ?? null;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save Pet Dog Meals' }));

beforeEach(() => {
  sentGraphQL.length = 0;
  answerGraphQL({ data: { setCapacity: { categoryId: 'cat-pdm', maxPerDay: 100, overrides: [] } } });
});

test('the maximum, and each date with its own, are sent as numbers (empty: no limit)', async () => {
  render(<CapacityForm category={category} />);
  fireEvent.change(screen.getByLabelText('Most portions a day'), { target: { value: ' 100 ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Add a date' }));
  const dates = screen.getAllByLabelText('Date');
  fireEvent.change(dates[1], { target: { value: '2026-12-31' } });
  save();
  await waitFor(() => expect(sentGraphQL).toHaveLength(1));
  expect(sentGraphQL[0].variables).toEqual({
    categoryId: 'cat-pdm',
    maxPerDay: 100,
    overrides: [
      { date: '2026-12-25', max: 0 },
      { date: '2026-12-31', max: null },
    ],
  });
});

test('each bad value is named beside its own field, the first focused; nothing is sent', async () => {
  render(<CapacityForm category={category} />);
  const max = screen.getByLabelText('Most portions a day');
  fireEvent.change(max, { target: { value: 'eighty' } });
  fireEvent.click(screen.getByRole('button', { name: 'Add a date' }));
  const dates = screen.getAllByLabelText('Date');
  save();
  await waitFor(() => expect(errorOf(max)).toBe(PORTIONS_MESSAGE));
  expect(document.activeElement).toBe(max);
  expect(errorOf(dates[1])).toBe('Choose a date, or remove the row.');
  expect(sentGraphQL).toHaveLength(0);
});

test('a date listed twice is named at its second row', async () => {
  render(<CapacityForm category={category} />);
  fireEvent.click(screen.getByRole('button', { name: 'Add a date' }));
  const dates = screen.getAllByLabelText('Date');
  fireEvent.change(dates[1], { target: { value: '2026-12-25' } });
  save();
  await waitFor(() => expect(errorOf(dates[1])).toBe('This date is listed twice.'));
  expect(errorOf(dates[0])).toBeNull();
  expect(sentGraphQL).toHaveLength(0);
});

test("the server's refusal of the dates shows under them", async () => {
  answerGraphQL({ errors: [{ message: 'overrides: Fri, 25 Dec 2026 has passed.', extensions: { code: 'BAD_USER_INPUT', field: 'overrides' } }] });
  render(<CapacityForm category={category} />);
  save();
  const group = screen.getByRole('group', { name: 'Dates with their own capacity' });
  await waitFor(() => expect(within(group).getByText('Fri, 25 Dec 2026 has passed.')).toBeTruthy());
});

test('Remove takes a date off', () => {
  render(<CapacityForm category={category} />);
  fireEvent.click(screen.getByRole('button', { name: 'Remove date 1' }));
  expect(screen.queryAllByLabelText('Date')).toHaveLength(0);
  expect(screen.getByText('None: every day uses the daily maximum.')).toBeTruthy();
});
