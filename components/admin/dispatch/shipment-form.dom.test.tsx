import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { answerGraphQL, sentGraphQL } from '@/testing/fake-graphql-fetch';
import { AWB_MESSAGE } from '@/lib/domain/couriers';
import { ShipmentForm } from './shipment-form';

const router = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn(), back: jest.fn(), forward: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router }));

const errorOf = (field: HTMLElement) => document.getElementById(`${field.id}-error`)?.textContent ?? null;

beforeEach(() => {
  sentGraphQL.length = 0;
  answerGraphQL({ data: { setShipment: { id: 'd1', shipment: { trackingUrl: 'https://track.example/AB12345' } } } });
});

test('an airway bill number the courier would not have is refused beside it, focused, nothing sent', async () => {
  render(<ShipmentForm deliveryId="d1" couriers={['Delhivery', 'DTDC']} who="Asha Nair" />);
  fireEvent.change(screen.getByLabelText('AWB'), { target: { value: 'AB 1' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send by courier' }));
  const awb = screen.getByLabelText('AWB');
  await waitFor(() => expect(errorOf(awb)).toBe(AWB_MESSAGE));
  expect(document.activeElement).toBe(awb);
  expect(sentGraphQL).toHaveLength(0);
});

test('the chosen courier and the number as typed (trimmed) are sent for the delivery', async () => {
  render(<ShipmentForm deliveryId="d1" couriers={['Delhivery', 'DTDC']} who="Asha Nair" />);
  fireEvent.change(screen.getByLabelText('Courier'), { target: { value: 'DTDC' } });
  fireEvent.change(screen.getByLabelText('AWB'), { target: { value: ' AB12345 ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send by courier' }));
  await waitFor(() => expect(sentGraphQL).toHaveLength(1));
  expect(sentGraphQL[0].variables).toEqual({ deliveryId: 'd1', courier: 'DTDC', awb: 'AB12345' });
});

test('without couriers in the settings it says where to add them', () => {
  render(<ShipmentForm deliveryId="d1" couriers={[]} who="Asha Nair" />);
  expect(screen.getByText('Add couriers under Settings to send parcels.')).toBeTruthy();
  expect(screen.queryByRole('form')).toBeNull();
});

test("the server's refusal of the number shows beside it, focused; one naming nothing under the form", async () => {
  answerGraphQL({ errors: [{ message: 'awb: This airway bill number is on another parcel.', extensions: { code: 'CONFLICT', field: 'awb' } }] });
  render(<ShipmentForm deliveryId="d1" couriers={['Delhivery']} who="Asha Nair" />);
  fireEvent.change(screen.getByLabelText('AWB'), { target: { value: 'AB12345' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send by courier' }));
  const awb = screen.getByLabelText('AWB');
  await waitFor(() => expect(errorOf(awb)).toBe('This airway bill number is on another parcel.'));
  expect(document.activeElement).toBe(awb);

  answerGraphQL({ errors: [{ message: 'This delivery was not found.', extensions: { code: 'NOT_FOUND' } }] });
  fireEvent.click(screen.getByRole('button', { name: 'Send by courier' }));
  expect((await screen.findByRole('alert')).textContent).toBe('This delivery was not found.');
});
