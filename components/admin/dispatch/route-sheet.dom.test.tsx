import { fireEvent, render, screen, within } from '@testing-library/react';
import type { DispatchStop } from '@/lib/dispatch/get-dispatch';
import { answerGraphQL, sentGraphQL } from '@/testing/fake-graphql-fetch';
import { RouteSheet } from './route-sheet';

const router = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn(), back: jest.fn(), forward: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router }));

function stop(n: number, paid: boolean): DispatchStop {
  return {
    deliveryId: `d${n}`,
    orderId: `o${n}`,
    orderNumber: `DM26120${n}`,
    suborderNo: `DM26120${n}-1`,
    categoryEnum: 'CDM',
    status: 'NEW',
    paymentStatus: paid ? 'success' : 'pending',
    paid,
    paymentFlag: null,
    customer: { id: `u${n}`, firstName: 'Asha', lastName: `Nair ${n}`, name: `Asha Nair ${n}`, phoneNumber: '+919876500001' },
    location: { id: `a${n}`, title: 'Home', lineOne: `${n} MG Road`, linetwo: null, city: 'Bengaluru', state: 'Karnataka', zipCode: '560001', country: 'India', latitude: null, longitude: null, dropNote: null },
    dropNote: 'Ring twice',
    locationPhoto: null,
    items: [{ id: `i${n}`, name: 'Chicken and Rice', price: 12000, unitType: 'GRAMS', specialInstructions: null, enable: true, menuItem: { id: 'm1' }, variants: [{ id: 'v1', quantity: 2, unit: 500, price: 12000, itemVariant: { id: 'iv1' } }] }],
  };
}

beforeEach(() => {
  sentGraphQL.length = 0;
  answerGraphQL({ data: { updateDeliveriesStatus: { message: 'ok', updated: 1 } } });
});

test('the paid stops apart from the unpaid ones, each numbered on the route, with its address and items', () => {
  render(<RouteSheet stops={[stop(1, true), stop(2, false)]} date="2026-12-03" today="2026-12-02" />);
  const paid = screen.getByTestId('stops-paid');
  expect(within(paid).getByText('Paid (1)')).toBeTruthy();
  expect(within(paid).getByText('1 MG Road')).toBeTruthy();
  const unpaid = screen.getByTestId('stops-unpaid');
  expect(within(unpaid).getByText('Stop 2')).toBeTruthy();
  expect(within(unpaid).getByText(/Chicken and Rice/).textContent).toContain('500 g × 2');
});

test('a delivery of a later day cannot be marked delivered yet: said, nothing sent', () => {
  render(<RouteSheet stops={[stop(1, true)]} date="2026-12-03" today="2026-12-02" />);
  fireEvent.click(screen.getByLabelText('Select DM261201-1 for Asha Nair 1'));
  expect(screen.getByText('1 of 1 selected.')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Mark as delivered' }));
  expect(screen.getByRole('alert').textContent).toMatch(/can be marked delivered from that day on/);
  expect(sentGraphQL).toHaveLength(0);
});

test('marking the selected stops asks first, naming the count and the day', () => {
  render(<RouteSheet stops={[stop(1, true), stop(2, false)]} date="2026-12-02" today="2026-12-02" />);
  fireEvent.click(screen.getByLabelText('Select every delivery'));
  fireEvent.click(screen.getByRole('button', { name: 'Mark as assigned' }));
  expect(screen.getByTestId('bulk-confirm').textContent).toMatch(/^Mark 2 deliveries of .* as assigned\?$/);
});
