// The cart answers an address meals do not reach as the menu's PIN check answers the same PIN: a
// Bengaluru PIN not served yet gets "don't reach … yet, but treats do" and "Tell me when you
// deliver here"; a PIN outside Bengaluru gets the treats-only answer and no waitlist.
import { render, screen } from '@testing-library/react';
import { pinAnswer } from '@/lib/domain/pincodes';
import { CartAddress, type AddressOption } from './cart-address';

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn() }) }));

const PINS: ReadonlySet<string> = new Set(['560038', '560001']);
const address = (id: string, zipCode: string, city = 'Bengaluru'): AddressOption => ({ id, title: `Home ${id}`, lineOne: '12, 4th Cross', city, zipCode, isDefault: false });

test.each([
  ['one saved address', [address('a', '560035')]],
  ['several saved addresses', [address('a', '560038'), address('b', '560035')]],
])('a Bengaluru PIN not served yet, %s: the menu’s answer and its waitlist', (_case, addresses) => {
  render(<CartAddress kind="PDM" chosen={null} addresses={addresses} pins={PINS} />);
  expect(screen.getByText('Our meals and add-ons don’t reach 560035 yet, but treats do.')).toBeTruthy();
  expect(pinAnswer('560035', PINS)?.text).toBe('Our meals and add-ons don’t reach 560035 yet, but treats do.');
  expect(screen.getByRole('button', { name: 'Tell me when you deliver here' })).toBeTruthy();
  expect(screen.queryByText(/outside our delivery area/)).toBeNull();
});

test('a PIN outside Bengaluru: treats only, and no waitlist', () => {
  render(<CartAddress kind="CDM" chosen={null} addresses={[address('a', '110001', 'New Delhi')]} pins={PINS} />);
  expect(screen.getByText('Only treats are delivered to 110001. Meals and add-ons are delivered in Bengaluru only.')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Tell me when you deliver here' })).toBeNull();
});

test('treats go to an unserved Bengaluru PIN without a word about it', () => {
  render(<CartAddress kind="TREATS" chosen={null} addresses={[address('a', '560035')]} pins={PINS} />);
  expect(screen.queryByText(/don’t reach/)).toBeNull();
  expect(screen.queryByRole('button', { name: 'Tell me when you deliver here' })).toBeNull();
});
