import { ordersFilterFormSchema, type OrdersFilterFormValues } from './orders-filter-form';

const blank: OrdersFilterFormValues = { q: '', status: '', payment: '', delivery: '', ending: '', from: '', to: '' };

/** The problems the form would show, as field → message. */
function problems(change: Partial<OrdersFilterFormValues>): Record<string, string> {
  const checked = ordersFilterFormSchema.safeParse({ ...blank, ...change });
  if (checked.success) return {};
  return Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), i.message]));
}

test.each<[string, Partial<OrdersFilterFormValues>, Record<string, string>]>([
  ['nothing chosen', {}, {}],
  ['every filter chosen', { q: 'vikr', status: 'NEW', payment: 'pending', delivery: '2026-12-07', ending: '7', from: '2026-12-01', to: '2026-12-31' }, {}],
  ['one day as the whole range', { from: '2026-12-07', to: '2026-12-07' }, {}],
  ['a range that ends before it starts, beside its end', { from: '2026-12-10', to: '2026-12-09' }, { to: 'The start date must not be after the end date.' }],
  ['a day that is not a date, beside its field', { delivery: '2026-02-30' }, { delivery: 'Use a date as YYYY-MM-DD.' }],
  ['a status the store does not have, beside the status', { status: 'LOST' }, { status: expect.any(String) }],
  ['a search longer than 100 characters, beside the search', { q: 'x'.repeat(101) }, { q: expect.any(String) }],
])('%s', (_, change, expected) => {
  expect(problems(change)).toEqual(expected);
});
