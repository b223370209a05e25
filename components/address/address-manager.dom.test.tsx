// After saving an edited PIN the card must show the new PIN and warning without a reload, the list
// must never read "No saved addresses yet." right after a save, and adding an address from the cart
// returns to the cart. The page's refresh is a no-op here (as when it answers with what it read before
// the write): the list must show the saved address by itself.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { AddressManager } from './address-manager';
import { TREATS_ONLY_MESSAGE, type AddressView } from './address-view';
import { toast } from '@/lib/client/toast';

const router = { refresh: jest.fn(), push: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router }));

const home: AddressView = {
  id: 'a1',
  title: 'Home',
  lineOne: '12, 4th Cross',
  linetwo: null,
  city: 'Bengaluru',
  state: 'Karnataka',
  zipCode: '560038',
  country: 'India',
  latitude: null,
  longitude: null,
  dropNote: null,
  mealsDeliverable: true,
  photo: null,
  isDefault: false,
};

function answerSaved(saved: Partial<AddressView> & { id: string }) {
  const address: Partial<AddressView> = { ...home, ...saved };
  delete address.mealsDeliverable;
  delete address.photo;
  const rest = address;
  global.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => ({ data: { addOrUpdateUserLocation: { ...rest, image: null } } }) }) as Response) as typeof fetch;
}

beforeEach(() => {
  router.refresh.mockReset();
  router.push.mockReset();
  act(() => toast.dismiss());
});

const renderManager = (addresses: AddressView[], returnTo: string | null = null) =>
  render(<AddressManager userId="u1" addresses={addresses} servicePins={['560038']} maxAddresses={10} returnTo={returnTo} />);

test('an edited PIN shows at once on the card, with the treats-only warning', async () => {
  answerSaved({ id: 'a1', zipCode: '600001', city: 'Chennai', state: 'Tamil Nadu' });
  renderManager([home]);
  fireEvent.click(screen.getByRole('button', { name: 'Edit Home' }));
  fireEvent.change(screen.getByLabelText('PIN code'), { target: { value: '600001' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
  const card = await screen.findByTestId('address');
  await within(card).findByText(/600001/);
  expect(card.textContent).not.toContain('560038');
  expect(within(card).getByText(TREATS_ONLY_MESSAGE)).toBeTruthy();
  expect(router.refresh).toHaveBeenCalledTimes(1);
});

test('the first address saved shows at once: never "No saved addresses yet." after a save', async () => {
  answerSaved({ id: 'a2', title: 'Office' });
  renderManager([]);
  expect(screen.getByText('No saved addresses yet.')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Add an address' }));
  fireEvent.change(screen.getByLabelText('Title (e.g. Home, Office)'), { target: { value: 'Office' } });
  fireEvent.change(screen.getByLabelText('Address line 1'), { target: { value: '12, 4th Cross' } });
  fireEvent.change(screen.getByLabelText('PIN code'), { target: { value: '560038' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
  expect(await screen.findByTestId('address')).toHaveProperty('textContent', expect.stringContaining('Office'));
  expect(screen.queryByText('No saved addresses yet.')).toBeNull();
});

test('a removed address leaves the list at once', async () => {
  global.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => ({ data: { removeUserLocation: { status: true } } }) }) as Response) as typeof fetch;
  renderManager([home]);
  fireEvent.click(screen.getByRole('button', { name: 'Remove Home' }));
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
  expect(await screen.findByText('No saved addresses yet.')).toBeTruthy();
});

test('from the cart: a way back, and a new address leads back to the cart', async () => {
  answerSaved({ id: 'a3' });
  renderManager([], '/cart');
  expect(screen.getByRole('link', { name: 'Back to your cart' }).getAttribute('href')).toBe('/cart');
  fireEvent.click(screen.getByRole('button', { name: 'Add an address' }));
  fireEvent.change(screen.getByLabelText('Title (e.g. Home, Office)'), { target: { value: 'Home' } });
  fireEvent.change(screen.getByLabelText('Address line 1'), { target: { value: '12, 4th Cross' } });
  fireEvent.change(screen.getByLabelText('PIN code'), { target: { value: '560038' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
  await act(async () => {});
  await screen.findByTestId('address');
  expect(router.push).toHaveBeenCalledWith('/cart');
});

// The cart's "Add an address" opens the form at once; the default is marked on the list.
test('?add=1 opens the add form at once', () => {
  render(<AddressManager userId="u1" addresses={[home]} servicePins={['560038']} maxAddresses={10} returnTo="/cart" startAdding />);
  expect(screen.getByLabelText('PIN code')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Add an address' })).toBeNull();
});

test('Make default marks the address and the old default loses its badge', async () => {
  global.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => ({ data: { setDefaultAddress: { id: 'a2', isDefault: true } } }) }) as Response) as typeof fetch;
  render(<AddressManager userId="u1" addresses={[{ ...home, isDefault: true }, { ...home, id: 'a2', title: 'Office' }]} servicePins={['560038']} maxAddresses={10} />);
  expect(screen.getAllByTestId('default-address')).toHaveLength(1);
  expect(screen.queryByRole('button', { name: 'Make default Home' })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Make default Office' }));
  await screen.findByRole('button', { name: 'Make default Home' });
  const cards = screen.getAllByTestId('address');
  expect(within(cards[1]).getByTestId('default-address')).toBeTruthy();
  expect(within(cards[0]).queryByTestId('default-address')).toBeNull();
});
