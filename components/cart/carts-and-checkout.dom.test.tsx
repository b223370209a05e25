// The cart page's client part as the server renders it: a logged-in customer's carts (or "your cart
// is empty") are in the page's HTML, its largest paint, and the render that hydrates it matches.
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act } from '@testing-library/react';
import { emptyCart, type Cart } from '@/lib/domain/cart';
import { bowl, categories, pricing } from '@/testing/cart-page-fixtures';
import { OPEN_STORE } from '@/lib/domain/store-status';
import { UNSAVED_CARTS_KEY } from '@/lib/client/cart-store';
import { STORAGE_VERSION, VERSION_KEY } from '@/lib/client/persisted-state';
import { CartsAndCheckout } from './carts-and-checkout';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }) }));

// Monday 23 November 2026, 10:00 in Kolkata
const RENDERED_AT = '2026-11-23T04:30:00.000Z';

function page(accountCarts: Cart[] | null) {
  return (
    <CartsAndCheckout
      isLoggedIn={accountCarts !== null}
      orderingFor={null}
      categories={categories}
      addresses={[]}
      pricing={pricing}
      subscriptionMonths={1}
      pincodes="560001"
      store={OPEN_STORE}
      walletBalance={0}
      accountCarts={accountCarts}
      renderedAt={RENDERED_AT}
    />
  );
}

afterEach(() => localStorage.clear());

test('an empty account cart is said in the HTML, not after hydration', () => {
  const html = renderToString(page([]));
  expect(html).toContain('Your cart is empty');
  expect(html).not.toContain('Loading your cart');
});

test('an account cart with items is in the HTML', () => {
  const html = renderToString(page([{ ...emptyCart('PDM'), items: [bowl] }]));
  expect(html).toContain('Your cart');
  expect(html).toContain('Chicken Bowl');
});

test('a visitor’s carts live in the browser: the HTML says they are loading', () => {
  expect(renderToString(page(null))).toContain('Loading your cart');
});

test('the HTML hydrates without a mismatch, then shows the edits this browser has not had confirmed', async () => {
  const carts = [{ ...emptyCart('PDM'), items: [bowl] }];
  const container = document.createElement('div');
  container.innerHTML = renderToString(page(carts));
  document.body.appendChild(container);
  localStorage.setItem(VERSION_KEY, STORAGE_VERSION);
  localStorage.setItem(UNSAVED_CARTS_KEY, JSON.stringify({ PDM: { ...carts[0], items: [{ ...bowl, name: 'Chicken Bowl (edited)' }] } }));
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, page(carts), { onRecoverableError: (e) => errors.push(e) });
  });
  expect(errors).toEqual([]);
  expect(container.textContent).toContain('Chicken Bowl (edited)');
  container.remove();
});

test('the calendar the server dated opens on the browser’s month once the browser’s clock takes over', async () => {
  // the browser: Tuesday 24 November 2026; the server rendered the page on 2 December
  jest.useFakeTimers({ now: new Date('2026-11-24T04:30:00Z'), doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
  try {
    const carts = [{ ...emptyCart('PDM'), items: [bowl] }];
    const serverPage = (
      <CartsAndCheckout isLoggedIn orderingFor={null} categories={categories} addresses={[]} pricing={pricing} subscriptionMonths={1} pincodes="560001" store={OPEN_STORE} walletBalance={0} accountCarts={carts} renderedAt="2026-12-02T04:30:00.000Z" />
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(serverPage);
    expect(container.textContent).toContain('December 2026');
    document.body.appendChild(container);
    await act(async () => {
      hydrateRoot(container, serverPage);
    });
    expect(container.textContent).toContain('November 2026');
    container.remove();
  } finally {
    jest.useRealTimers();
  }
});
