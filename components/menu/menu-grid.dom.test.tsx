// The menu carries its first cards; "Show N more items" fetches the rest of the view through
// getMenuItems into the same list, moves focus to the first new card the filter shows, counts what
// the veg filter would show, and offers "Try again" when the fetch fails.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { answerGraphQL, sentGraphQL } from '@/testing/fake-graphql-fetch';
import { menuPreferences } from '@/lib/client/menu-preferences';
import { getToasts } from '@/lib/client/toast';
import type { FoodType } from '@/lib/domain/food-types';
import type { FoodTypeCounts } from '@/lib/domain/menu-paging';
import { menuCardItem, type MenuCardItem } from './menu-card-item';
import { MenuGrid } from './menu-grid';
import { MenuPreferencesProvider } from './menu-preferences';

const item = (n: number, foodType: FoodType | null): MenuCardItem => menuCardItem({
  id: `i${n}`,
  name: `Bowl ${n}`,
  slug: `bowl-${n}`,
  description: null,
  image: null,
  displayPrice: 10000 + n,
  unitType: 'GRAMS',
  foodType,
  category: { categoryEnum: 'PDM', title: 'Premium Dog Meals' },
  variants: [{ id: `v${n}`, price: 10000 + n, unit: 250, unitType: 'GRAMS' }],
  available: true,
  soldOutDates: [],
});

const FIRST = [item(1, 'nonveg'), item(2, 'veg')];
const REST = [item(3, 'nonveg'), item(4, 'veg'), item(5, null)];
const COUNTS: FoodTypeCounts = { veg: 2, nonveg: 2, unset: 1 };

function Menu({ first = FIRST, counts = COUNTS }: { first?: MenuCardItem[]; counts?: FoodTypeCounts }) {
  return (
    <MenuPreferencesProvider validPinCodes={['560001']} foodTypeCounts={counts}>
      <MenuGrid category="PDM" firstItems={first} />
    </MenuPreferencesProvider>
  );
}

const cards = () => screen.getAllByTestId('menu-item').filter((a) => !a.closest('li')!.className.includes('hidden')).map((a) => a.querySelector('h2')!.textContent);
// what getMenuItems answers: no printed prices, the picture as an object
const asApi = (i: MenuCardItem) => {
  const api: Record<string, unknown> = { ...i, variants: i.variants.map((v) => ({ id: v.id, price: v.price, unit: v.unit, unitType: v.unitType })), image: i.image ? { url: i.image } : null };
  delete api.priceText;
  return api;
};

beforeEach(() => {
  sentGraphQL.length = 0;
  sessionStorage.clear();
  act(() => menuPreferences.reset());
});

test('the rest of the view is fetched on request, added to the same list, and focus moves to the first new card', async () => {
  answerGraphQL({ data: { getMenuItems: REST.map(asApi) } });
  render(<Menu />);
  expect(cards()).toEqual(['Bowl 1', 'Bowl 2']);
  fireEvent.click(screen.getByRole('button', { name: 'Show 3 more items' }));
  await waitFor(() => expect(cards()).toEqual(['Bowl 1', 'Bowl 2', 'Bowl 3', 'Bowl 4', 'Bowl 5']));
  expect(sentGraphQL).toHaveLength(1);
  expect(sentGraphQL[0].variables).toEqual({ category: 'PDM', skip: 2, limit: 100 });
  expect(screen.getAllByRole('list')).toHaveLength(1);
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('article', { name: 'Bowl 3' })));
  expect(screen.queryByRole('button', { name: /more/ })).toBeNull();
});

test("the page's cards show the price printed with them; cards fetched later print theirs in the browser", async () => {
  answerGraphQL({ data: { getMenuItems: REST.map(asApi) } });
  // a price printed elsewhere (the server) is shown as it came, not formatted again here
  render(<Menu first={[{ ...item(1, 'nonveg'), priceText: 'printed on the server' }, item(2, 'veg')]} />);
  const price = (name: string) => screen.getAllByTestId('menu-item').find((a) => a.querySelector('h2')!.textContent === name)!.querySelector('.menu-card-price')!.textContent;
  expect(price('Bowl 1')).toBe('from printed on the server / 250 g');
  expect(price('Bowl 2')).toBe('from ₹100.02 / 250 g');
  fireEvent.click(screen.getByRole('button', { name: 'Show 3 more items' }));
  await waitFor(() => expect(price('Bowl 5')).toBe('from ₹100.05 / 250 g'));
});

test('under the veg filter the button counts veg items still to come, and focus skips hidden cards', async () => {
  answerGraphQL({ data: { getMenuItems: REST.map(asApi) } });
  act(() => menuPreferences.setFoodFilter('veg'));
  render(<Menu />);
  expect(cards()).toEqual(['Bowl 2']);
  fireEvent.click(screen.getByRole('button', { name: 'Show 1 more veg item' }));
  await waitFor(() => expect(cards()).toEqual(['Bowl 2', 'Bowl 4']));
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('article', { name: 'Bowl 4' })));
});

test('no button when the filter would show nothing more, and none when the page carries the whole view', () => {
  act(() => menuPreferences.setFoodFilter('veg'));
  const { unmount } = render(<Menu first={[item(1, 'nonveg'), item(2, 'veg'), item(4, 'veg')]} />);
  expect(screen.queryByRole('button', { name: /more/ })).toBeNull();
  act(() => menuPreferences.setFoodFilter('all'));
  expect(screen.getByRole('button', { name: 'Show 2 more items' })).toBeTruthy();
  unmount();
  render(<Menu first={[...FIRST, ...REST]} />);
  expect(screen.queryByRole('button', { name: /more/ })).toBeNull();
});

test('a failed fetch says why and offers to try again; an item already on the page is not shown twice', async () => {
  answerGraphQL({ errors: [{ message: 'Too many requests', extensions: { code: 'RATE_LIMITED' } }] });
  render(<Menu />);
  fireEvent.click(screen.getByRole('button', { name: 'Show 3 more items' }));
  expect((await screen.findByRole('alert')).textContent).toBe('Could not load more of the menu: Too many requests');
  expect(cards()).toEqual(['Bowl 1', 'Bowl 2']);
  answerGraphQL({ data: { getMenuItems: [FIRST[1], ...REST].map(asApi) } });
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(cards()).toEqual(['Bowl 1', 'Bowl 2', 'Bowl 3', 'Bowl 4', 'Bowl 5']));
  expect(screen.queryByRole('alert')).toBeNull();
});

test('ADD puts one of the first size in the cart at once and turns into − 1 +', async () => {
  render(<Menu />);
  fireEvent.click(screen.getByRole('button', { name: 'Add Bowl 1' }));
  expect(screen.getByRole('group', { name: 'Bowl 1, 250 g, in cart' })).toBeTruthy();
  // a short confirmation, wherever on the page the card was
  expect(getToasts().map((t) => [t.kind, t.message])).toContainEqual(['success', 'Bowl 1 added to cart']);
  expect(screen.getByTestId('quick-qty').textContent).toBe('1');
  fireEvent.click(screen.getByRole('button', { name: 'One more Bowl 1' }));
  expect(screen.getByTestId('quick-qty').textContent).toBe('2');
  fireEvent.click(screen.getByRole('button', { name: 'One less Bowl 1' }));
  fireEvent.click(screen.getByRole('button', { name: 'One less Bowl 1' }));
  expect(screen.getByRole('button', { name: 'Add Bowl 1' })).toBeTruthy();
  // the dialog stays for sizes and instructions
  expect(screen.getByRole('button', { name: 'Options for Bowl 1' })).toBeTruthy();
});

test('Options opens the item dialog once its code has come (fetched on the first click); choices stay until added', async () => {
  render(<Menu />);
  expect(screen.queryByRole('dialog')).toBeNull();
  const opener = screen.getByRole('button', { name: 'Options for Bowl 2' });
  fireEvent.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Bowl 2' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'More 250 g' }));
  fireEvent.keyDown(dialog, { key: 'Escape' });
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.activeElement).toBe(opener);
  // open again: the quantity chosen is still there, and Add puts it in the cart
  fireEvent.click(opener);
  const again = screen.getByRole('dialog', { name: 'Bowl 2' });
  fireEvent.click(within(again).getByRole('button', { name: /^Add to cart/ }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(getToasts().map((t) => [t.kind, t.message])).toContainEqual(['success', 'Bowl 2 added to cart']);
});
