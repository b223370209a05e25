// The menu's per-visitor parts in the browser: the PIN dialog refuses a bad PIN and keeps the
// visitor in it, a PIN outside Bengaluru marks meals as not delivered and treats as delivered, the
// choice lasts for the visit (sessionStorage) and can be changed and cleared; the veg filter hides
// cards and says how many are shown.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { answerGraphQL, sentGraphQL } from '@/testing/fake-graphql-fetch';
import { FOOD_FILTER_KEY, PIN_CODE_KEY, menuPreferences, useMenuPreferences } from '@/lib/client/menu-preferences';
import { INVALID_PIN_MESSAGE } from '@/lib/domain/pincodes';
import type { CategoryCode } from '@/lib/domain/categories';
import type { FoodType } from '@/lib/domain/food-types';
import { FoodTypeFilter } from './food-type-filter';
import { DeliveryMark, MenuGridItem, MenuPreferencesProvider } from './menu-preferences';
import { PinCodeControl } from './pin-code-control';

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn() }) }));

const ITEMS: { id: string; name: string; kind: CategoryCode; foodType: FoodType | null }[] = [
  { id: 'a', name: 'Chicken Bowl', kind: 'PDM', foodType: 'nonveg' },
  { id: 'b', name: 'Paneer Bowl', kind: 'PDM', foodType: 'veg' },
  { id: 'c', name: 'Peanut Biscuits', kind: 'TREATS', foodType: 'veg' },
  { id: 'd', name: 'Mystery Broth', kind: 'ADON', foodType: null },
];

function Menu() {
  return (
    <MenuPreferencesProvider validPinCodes={['560001', '560034']} foodTypeCounts={{ veg: 2, nonveg: 1, unset: 1 }}>
      <PinCodeControl />
      <FoodTypeFilter />
      <ul aria-label="Menu items">
        {ITEMS.map((item) => (
          <MenuGridItem key={item.id} foodType={item.foodType}>
            <article aria-label={item.name}>
              <DeliveryMark kind={item.kind} />
            </article>
          </MenuGridItem>
        ))}
      </ul>
    </MenuPreferencesProvider>
  );
}

const card = (name: string) => screen.getByRole('article', { name });
const visible = () => screen.getAllByRole('listitem').filter((li) => !li.className.includes('hidden')).map((li) => li.querySelector('article')!.getAttribute('aria-label'));

beforeEach(() => {
  sessionStorage.clear();
  act(() => menuPreferences.reset());
});

test('a PIN outside Bengaluru: meals are marked not delivered, treats delivered; the PIN lasts for the visit', async () => {
  render(<Menu />);
  expect(screen.queryAllByTestId('delivery-mark')).toHaveLength(0);
  expect(screen.queryByRole('dialog')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Check your PIN code' }));
  // the dialog's code is fetched on the first click (PinCodeControl), then it opens with the PIN field focused
  const dialog = await screen.findByRole('dialog', { name: 'Check delivery to your PIN code' });
  const input = within(dialog).getByLabelText('6-digit PIN code');
  expect(document.activeElement).toBe(input);

  fireEvent.change(input, { target: { value: '0600' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Check' }));
  expect(within(dialog).getByRole('alert').textContent).toBe(INVALID_PIN_MESSAGE);
  expect(input.getAttribute('aria-invalid')).toBe('true');

  fireEvent.change(input, { target: { value: '110 001' } });
  expect((input as HTMLInputElement).value).toBe('110001');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Check' }));
  expect(screen.queryByRole('dialog')).toBeNull();

  expect(screen.getByTestId('pin-code-control').querySelector('[role="status"]')!.textContent).toBe(
    'Only treats are delivered to 110001. Meals and add-ons are delivered in Bengaluru only.',
  );
  expect(within(card('Chicken Bowl')).getByTestId('delivery-mark').textContent).toBe('✕ Not delivered to 110001');
  expect(within(card('Mystery Broth')).getByTestId('delivery-mark').dataset.delivers).toBe('false');
  expect(within(card('Peanut Biscuits')).getByTestId('delivery-mark').textContent).toBe('✓ Delivered to 110001');
  expect(JSON.parse(sessionStorage.getItem(PIN_CODE_KEY)!)).toBe('110001');
});

test('a saved PIN is shown on the next page of the visit; it can be changed and cleared', async () => {
  // After reset() nothing is held in memory: the first read comes from sessionStorage, as on the
  // next page of the visit.
  sessionStorage.setItem(PIN_CODE_KEY, JSON.stringify('560034'));
  sessionStorage.setItem(FOOD_FILTER_KEY, JSON.stringify('nonveg'));
  render(<Menu />);
  expect(within(card('Chicken Bowl')).getByTestId('delivery-mark').textContent).toBe('✓ Delivered to 560034');
  expect(visible()).toEqual(['Chicken Bowl']);
  fireEvent.click(screen.getByRole('radio', { name: 'All' }));

  fireEvent.click(screen.getByRole('button', { name: 'Change PIN code' }));
  const input = within(await screen.findByRole('dialog')).getByLabelText('6-digit PIN code') as HTMLInputElement;
  expect(input.value).toBe('560034');
  fireEvent.change(input, { target: { value: '400001' } });
  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(within(card('Chicken Bowl')).getByTestId('delivery-mark').textContent).toBe('✓ Delivered to 560034');

  fireEvent.click(screen.getByRole('button', { name: 'Change PIN code' }));
  fireEvent.change(within(await screen.findByRole('dialog')).getByLabelText('6-digit PIN code'), { target: { value: '400001' } });
  fireEvent.click(screen.getByRole('button', { name: 'Check' }));
  expect(within(card('Chicken Bowl')).getByTestId('delivery-mark').textContent).toBe('✕ Not delivered to 400001');

  fireEvent.click(screen.getByRole('button', { name: 'Clear PIN code 400001' }));
  expect(screen.queryAllByTestId('delivery-mark')).toHaveLength(0);
  expect(sessionStorage.getItem(PIN_CODE_KEY)).toBeNull();
  expect(screen.getByRole('button', { name: 'Check your PIN code' })).toBeTruthy();
});

test('a stored value that is not a PIN or a filter is ignored', () => {
  sessionStorage.setItem(PIN_CODE_KEY, JSON.stringify('<script>'));
  sessionStorage.setItem(FOOD_FILTER_KEY, JSON.stringify('meat'));
  render(<Menu />);
  expect(screen.queryAllByTestId('delivery-mark')).toHaveLength(0);
  expect(visible()).toHaveLength(4);
});

test('the veg filter hides the other cards and announces the count; All brings every card back', () => {
  render(<Menu />);
  const status = screen.getByTestId('food-filter-status');
  expect(status.getAttribute('role')).toBe('status');
  expect(status.textContent).toBe('Showing all 4 items.');

  fireEvent.click(screen.getByRole('radio', { name: 'Veg' }));
  expect(visible()).toEqual(['Paneer Bowl', 'Peanut Biscuits']);
  expect(status.textContent).toBe('Showing 2 of 4 items: veg only.');
  expect(JSON.parse(sessionStorage.getItem(FOOD_FILTER_KEY)!)).toBe('veg');

  fireEvent.click(screen.getByRole('radio', { name: 'Non-veg' }));
  expect(visible()).toEqual(['Chicken Bowl']);
  expect(status.textContent).toBe('Showing 1 of 4 items: non-veg only.');

  fireEvent.click(screen.getByRole('radio', { name: 'All' }));
  expect(visible()).toHaveLength(4);
  expect(sessionStorage.getItem(FOOD_FILTER_KEY)).toBeNull();
});

test('logging out forgets both', () => {
  render(<Menu />);
  act(() => menuPreferences.setPinCode('560001'));
  act(() => menuPreferences.setFoodFilter('veg'));
  expect(screen.getAllByTestId('delivery-mark').length).toBeGreaterThan(0);
  act(() => menuPreferences.reset());
  expect(screen.queryAllByTestId('delivery-mark')).toHaveLength(0);
  expect(visible()).toHaveLength(4);
  expect([sessionStorage.getItem(PIN_CODE_KEY), sessionStorage.getItem(FOOD_FILTER_KEY)]).toEqual([null, null]);
});

test('a Bengaluru PIN not served yet: treats do reach it, and "Tell me when you deliver here" records a contact', async () => {
  sessionStorage.setItem(PIN_CODE_KEY, JSON.stringify('560035'));
  render(<Menu />);
  expect(screen.getByTestId('pin-code-control').querySelector('[role="status"]')!.textContent).toBe('Our meals and add-ons don’t reach 560035 yet, but treats do.');
  // the waitlist's code is fetched once a PIN that needs it is shown (PinCodeControl)
  fireEvent.click(await screen.findByRole('button', { name: 'Tell me when you deliver here' }));
  answerGraphQL({ data: { requestDeliveryArea: { message: 'Thank you. We will tell you when our meals reach 560035.' } } });
  fireEvent.change(screen.getByLabelText('Your mobile number or email'), { target: { value: '98450 12346' } });
  fireEvent.click(screen.getByRole('button', { name: 'Tell me' }));
  await waitFor(() => expect(screen.getByText('Thank you. We will tell you when our meals reach 560035.')).toBeTruthy());
  expect(sentGraphQL.at(-1)!.variables).toEqual({ pinCode: '560035', contact: '98450 12346' });
});

test('hydrating the menu with nothing chosen renders each card once, not again after hydration', async () => {
  const { renderToString } = await import('react-dom/server');
  const { hydrateRoot } = await import('react-dom/client');
  let renders = 0;
  // as the menu's grid does: it reads the filter, and every card renders with it
  function Counted({ foodType }: { foodType: FoodType | null }) {
    useMenuPreferences();
    renders++;
    return <MenuGridItem foodType={foodType}>card</MenuGridItem>;
  }
  const tree = (
    <MenuPreferencesProvider validPinCodes={['560001']} foodTypeCounts={{ veg: 1, nonveg: 1, unset: 0 }}>
      <ul>
        <Counted foodType="veg" />
        <Counted foodType="nonveg" />
      </ul>
    </MenuPreferencesProvider>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree);
  renders = 0;
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, tree);
  });
  expect(renders).toBe(2);
  act(() => root!.unmount());
});
