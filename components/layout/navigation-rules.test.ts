import {
  ALSO_IN_MOBILE_TOP_BAR,
  LANDSCAPE_MAX_WIDTH,
  LAYOUT_DESKTOP_MIN,
  STORE_DESKTOP_MIN,
  avatarInitial,
  bottomBarItems,
  cartLabel,
  customersLabel,
  desktopItems,
  isLayoutDesktop,
  isStoreDesktop,
  menuOptionForPath,
  mobileItems,
  ordersHref,
  topBarItems,
  type NavContext,
  type NavItem,
} from './navigation-rules';

const ctx = (over: Partial<NavContext> = {}): NavContext => ({
  path: '/',
  isLoggedIn: true,
  isAdmin: false,
  isDesktop: true,
  cartCount: 0,
  ...over,
});
const ids = (items: NavItem[]) => items.map((i) => i.id);
const find = (items: NavItem[], id: string) => items.find((i) => i.id === id);

describe('selected menu option follows the path', () => {
  test.each([
    ['/', 'menu'],
    ['/orders', 'myorders'],
    ['/orders/ABC123', 'myorders'],
    ['/order', 'login'],
    ['/log-in', 'login'],
    ['/log-in?next=%2Forders', 'login'],
    ['/cart', 'cart'],
    ['/cart/', 'cart'],
    ['/address', 'address'],
    ['/user-list', 'customers'],
    ['/admin/dispatch', 'admin'],
    ['/profile', null],
    ['/payment', null],
    ['/privacy-policy', null],
    ['/ordersx', null],
    ['/carts', null],
  ])('%s -> %p', (path, option) => {
    expect(menuOptionForPath(path)).toBe(option);
  });
});

describe('desktop top bar', () => {
  test.each<[string, Partial<NavContext>, string[]]>([
    ['logged out: Cart and Log in (no Menu or Orders)', { isLoggedIn: false, cartCount: 3 }, ['cart', 'login']],
    ['logged-out admin flag never shows Customers', { isLoggedIn: false, isAdmin: true }, ['cart', 'login']],
    ['customer: Menu, Orders, Cart, avatar', { isLoggedIn: true }, ['menu', 'orders', 'cart', 'avatar']],
    ['admin: Customers and Admin between Orders and Cart', { isLoggedIn: true, isAdmin: true }, ['menu', 'orders', 'customers', 'admin', 'cart', 'avatar']],
  ])('%s', (_rule, over, expected) => {
    expect(ids(desktopItems(ctx(over)))).toEqual(expected);
  });

  test.each([
    [0, null],
    [1, 1],
    [12, 12],
  ])('cart count %i gives badge %p', (cartCount, badge) => {
    expect(find(desktopItems(ctx({ cartCount })), 'cart')?.badge).toBe(badge);
    // a visitor who is not logged in sees the count too
    expect(find(desktopItems(ctx({ cartCount, isLoggedIn: false })), 'cart')?.badge).toBe(badge);
  });

  test.each([
    ['/', 'menu'],
    ['/orders', 'orders'],
    ['/cart', 'cart'],
    ['/user-list', 'customers'],
    ['/admin/dispatch', 'admin'],
  ])('on %s the %s item is current', (path, id) => {
    const items = desktopItems(ctx({ path, isAdmin: true }));
    expect(items.filter((i) => i.current).map((i) => i.id)).toEqual([id]);
  });

  test('address page has no top bar item to select', () => {
    expect(desktopItems(ctx({ path: '/address', isAdmin: true })).some((i) => i.current)).toBe(false);
  });

  test('Log in is current on the log-in page and links there', () => {
    expect(desktopItems(ctx({ isLoggedIn: false, path: '/log-in' }))).toEqual([
      { id: 'cart', href: '/cart', badge: null, current: false },
      { id: 'login', href: '/log-in', badge: null, current: true },
    ]);
  });

  test('hrefs', () => {
    const hrefs = Object.fromEntries(desktopItems(ctx({ isAdmin: true })).map((i) => [i.id, i.href]));
    expect(hrefs).toEqual({ menu: '/', orders: '/orders', customers: '/user-list', admin: '/admin', cart: '/cart', avatar: null });
  });
});

describe('mobile bottom bar hide rules', () => {
  test.each<[string, Partial<NavContext>, string[]]>([
    ['home: all three', { path: '/' }, ['menu', 'cart', 'orders']],
    ['logged out still sees all three', { path: '/', isLoggedIn: false }, ['menu', 'cart', 'orders']],
    ['Menu and Orders hidden on /log-in', { path: '/log-in' }, ['cart']],
    ['Menu and Orders hidden on /order', { path: '/order' }, ['cart']],
    ['Menu and Orders hidden on /cart when the cart is empty', { path: '/cart', cartCount: 0 }, ['cart']],
    ['Menu shown, Orders hidden on /cart with items', { path: '/cart', cartCount: 2 }, ['menu', 'cart']],
    ['Orders hidden on /address', { path: '/address' }, ['menu', 'cart']],
    ['Orders hidden on /payment', { path: '/payment' }, ['menu', 'cart']],
    ['/payment/upload-screenshot is treated as /payment', { path: '/payment/upload-screenshot' }, ['menu', 'cart']],
    ['Orders shown on /orders', { path: '/orders' }, ['menu', 'cart', 'orders']],
    ['Orders shown on /profile', { path: '/profile' }, ['menu', 'cart', 'orders']],
    ['empty cart hides Menu only on /cart', { path: '/address', cartCount: 0 }, ['menu', 'cart']],
  ])('%s', (_rule, over, expected) => {
    expect(ids(mobileItems(ctx(over)))).toEqual(expected);
  });

  test('cart badge only when the count is above zero', () => {
    expect(find(mobileItems(ctx({ cartCount: 0 })), 'cart')?.badge).toBeNull();
    expect(find(mobileItems(ctx({ cartCount: 4 })), 'cart')?.badge).toBe(4);
  });

  test('Orders tab sends a logged-out user to log in, remembering /orders', () => {
    expect(find(mobileItems(ctx({ isLoggedIn: false })), 'orders')?.href).toBe('/log-in?next=%2Forders');
    expect(find(mobileItems(ctx({ isLoggedIn: true })), 'orders')?.href).toBe('/orders');
  });

  test('Orders is current on /orders', () => {
    expect(find(mobileItems(ctx({ path: '/orders' })), 'orders')?.current).toBe(true);
  });
});

test.each([
  [true, '/orders'],
  [false, '/log-in?next=%2Forders'],
])('ordersHref(logged in: %p) = %s', (isLoggedIn, href) => {
  expect(ordersHref(isLoggedIn)).toBe(href);
});

describe('bars by width', () => {
  test('desktop: full top bar, no bottom bar', () => {
    expect(ids(topBarItems(ctx({ isDesktop: true, isAdmin: true })))).toEqual(['menu', 'orders', 'customers', 'admin', 'cart', 'avatar']);
    expect(bottomBarItems(ctx({ isDesktop: true }))).toEqual([]);
  });
  test('mobile: top bar keeps only the account items; tabs are in the bottom bar', () => {
    expect(ids(topBarItems(ctx({ isDesktop: false, isAdmin: true })))).toEqual(['customers', 'admin', 'avatar']);
    expect(ids(topBarItems(ctx({ isDesktop: false, isLoggedIn: false })))).toEqual(['login']);
    expect(ids(bottomBarItems(ctx({ isDesktop: false })))).toEqual(['menu', 'cart', 'orders']);
    expect([...ALSO_IN_MOBILE_TOP_BAR].sort()).toEqual(['admin', 'avatar', 'customers', 'login']);
  });
});

test.each([
  [900, false, true],
  [901, true, true],
  [651, false, true],
  [650, false, false],
])('width %i: store desktop %p, layout desktop %p', (width, store, layout) => {
  expect(isStoreDesktop(width)).toBe(store);
  expect(isLayoutDesktop(width)).toBe(layout);
});

test('breakpoint constants', () => {
  expect([STORE_DESKTOP_MIN, LAYOUT_DESKTOP_MIN, LANDSCAPE_MAX_WIDTH]).toEqual([901, 651, 968]);
});

test.each([
  [null, 'Customers'],
  ['', 'Customers'],
  ['Ravi', 'Customers (Ravi)'],
  [' Asha ', 'Customers (Asha)'],
])('customers label with selected %p is %s', (name, label) => {
  expect(customersLabel(name)).toBe(label);
});

test.each([
  ['ravi', 'R'],
  [' asha', 'A'],
  [null, ''],
  ['', ''],
])('avatar initial of %p is %p', (name, initial) => {
  expect(avatarInitial(name)).toBe(initial);
});

test.each([
  [null, 'Cart'],
  [1, 'Cart, 1 item'],
  [3, 'Cart, 3 items'],
])('cart label with badge %p', (badge, label) => {
  expect(cartLabel(badge)).toBe(label);
});
