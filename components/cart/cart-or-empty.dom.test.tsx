// The cart page without items from the server: an empty account cart is said in the HTML with none
// of the carts' code; a visitor's carts load in the browser, and when they hold items the carts,
// their calendar and checkout are fetched and shown, and work.
import { renderToString } from 'react-dom/server';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { emptyCart } from '@/lib/domain/cart';
import { bowl, categories, pricing } from '@/testing/cart-page-fixtures';
import { OPEN_STORE } from '@/lib/domain/store-status';
import { cartActions, GUEST_CART_KEYS, initCarts } from '@/lib/client/cart-store';
import { STORAGE_VERSION, VERSION_KEY } from '@/lib/client/persisted-state';
import { CartOrEmpty } from './cart-or-empty';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }) }));


function page(isLoggedIn: boolean) {
  return (
    <CartOrEmpty isLoggedIn={isLoggedIn} orderingFor={null} categories={categories} addresses={[]} pricing={pricing} subscriptionMonths={1} pincodes="560001" store={OPEN_STORE} walletBalance={0} accountCarts={isLoggedIn ? [] : null} renderedAt={new Date().toISOString()} />
  );
}

afterEach(() => {
  act(() => cartActions.reset());
  localStorage.clear();
});

test('an empty account cart is in the HTML', () => {
  const html = renderToString(page(true));
  expect(html).toContain('Your cart is empty');
  expect(html).not.toContain('Loading your cart');
});

test('a visitor’s cart with items: the carts and their calendar arrive after the store has read them, and work', async () => {
  localStorage.setItem(VERSION_KEY, STORAGE_VERSION);
  localStorage.setItem(GUEST_CART_KEYS.PDM, JSON.stringify({ ...emptyCart('PDM'), items: [bowl] }));
  render(page(false));
  await act(() => initCarts(false));
  const section = await screen.findByTestId('cart-PDM');
  expect(within(section).getByRole('button', { name: 'Remove Chicken Bowl' })).toBeTruthy();
  const calendar = within(section).getByTestId('calendar-PDM');
  const day = within(calendar).getAllByRole('button').find((b) => !b.hasAttribute('disabled') && /^\w+day, \d+ \w+ \d{4}$/.test(b.getAttribute('aria-label') ?? ''))!;
  expect(day).toBeTruthy();
  fireEvent.click(day);
  expect(within(section).getByTestId('schedule-summary').textContent).toMatch(/^1 delivery: /);
});

test('a visitor whose carts are empty sees the empty cart', async () => {
  render(page(false));
  await act(() => initCarts(false));
  expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeTruthy();
  expect(screen.queryByTestId('cart-PDM')).toBeNull();
});
