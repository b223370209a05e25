// Which navigation items the store shows, for whom and where: logged-out visitors get their Cart
// (with its count) and Log in on desktop, as every shop does; Customers and Admin (the admin's daily tools) are for admins; the phone's bottom bar hides Menu on the login pages and on an
// empty cart, and Orders on the cart, login, address and payment pages.
// Pure: the server renders the bars from these rules and the browser re-renders from the same ones.

/** Store desktop layout: window width > 900. Components use the literal Tailwind variant `min-[901px]:`. */
export const STORE_DESKTOP_MIN = 901;
/** Page layout desktop: window width > 650. */
export const LAYOUT_DESKTOP_MIN = 651;
/** Landscape orientation at this width or less gets the landscape notice. */
export const LANDSCAPE_MAX_WIDTH = 968;

export type NavContext = { path: string; isLoggedIn: boolean; isAdmin: boolean; isDesktop: boolean; cartCount: number };
/** The item rules do not depend on the width: both bars are rendered and CSS media queries pick one. */
export type NavRuleInput = Omit<NavContext, 'isDesktop'>;

export type MenuOption = 'menu' | 'myorders' | 'login' | 'cart' | 'address' | 'customers' | 'admin';
export type NavItemId = 'menu' | 'orders' | 'customers' | 'admin' | 'cart' | 'avatar' | 'login';

export type NavItem = {
  id: NavItemId;
  /** null for the avatar, which opens a menu instead of linking */
  href: string | null;
  /** item count shown on the cart; null when there is nothing to show */
  badge: number | null;
  /** the item for the page being shown (rendered as aria-current="page") */
  current: boolean;
};

export const NAV_LABELS: Record<NavItemId, string> = {
  menu: 'Menu',
  orders: 'Orders',
  customers: 'Customers',
  admin: 'Admin',
  cart: 'Cart',
  avatar: 'Account',
  login: 'Log in',
};

export const AVATAR_MENU = [
  { id: 'profile', label: 'Profile', href: '/profile' },
  { id: 'logout', label: 'Logout', href: null },
] as const;

export const LOGIN_PATH = '/log-in';
export const ORDERS_PATH = '/orders';
export const ADMIN_PATH = '/admin';

// A route also covers the pages below it: /payment/upload-screenshot is treated as /payment and
// /orders/<number> as /orders. Only '/' is matched exactly.
function normalizePath(path: string): string {
  const bare = path.split(/[?#]/)[0] || '/';
  return bare.length > 1 ? bare.replace(/\/+$/, '') || '/' : bare;
}

function isUnder(path: string, route: string): boolean {
  const p = normalizePath(path);
  if (route === '/') return p === '/';
  return p === route || p.startsWith(`${route}/`);
}

function isUnderAny(path: string, routes: readonly string[]): boolean {
  return routes.some((route) => isUnder(path, route));
}

const OPTION_ROUTES: ReadonlyArray<[MenuOption, readonly string[]]> = [
  ['menu', ['/']],
  ['myorders', ['/orders']],
  ['login', ['/order', '/log-in']],
  ['cart', ['/cart']],
  ['address', ['/address']],
  ['customers', ['/user-list']],
  ['admin', [ADMIN_PATH]],
];

/** The selected menu option follows the path. */
export function menuOptionForPath(path: string): MenuOption | null {
  for (const [option, routes] of OPTION_ROUTES) if (isUnderAny(path, routes)) return option;
  return null;
}

const ITEM_FOR_OPTION: Partial<Record<MenuOption, NavItemId>> = {
  menu: 'menu',
  myorders: 'orders',
  login: 'login',
  cart: 'cart',
  customers: 'customers',
  admin: 'admin',
};

function item(id: NavItemId, href: string | null, path: string, badge: number | null = null): NavItem {
  const option = menuOptionForPath(path);
  return { id, href, badge, current: option !== null && ITEM_FOR_OPTION[option] === id };
}

function cartBadge(cartCount: number): number | null {
  return cartCount > 0 ? cartCount : null;
}

/** The Orders tab sends a logged-out user to log in and remembers where they were going. */
export function ordersHref(isLoggedIn: boolean): string {
  return isLoggedIn ? ORDERS_PATH : `${LOGIN_PATH}?next=${encodeURIComponent(ORDERS_PATH)}`;
}

/**
 * Desktop top bar. Logged-out visitors see their Cart and Log in (a cart filled before logging in
 * must be reachable on a desktop too; on a phone it is in the bottom bar); Customers and Admin are
 * for admins only.
 */
export function desktopItems(ctx: NavRuleInput): NavItem[] {
  if (!ctx.isLoggedIn) return [item('cart', '/cart', ctx.path, cartBadge(ctx.cartCount)), item('login', LOGIN_PATH, ctx.path)];
  const items = [item('menu', '/', ctx.path), item('orders', ORDERS_PATH, ctx.path)];
  if (ctx.isAdmin) items.push(item('customers', '/user-list', ctx.path), item('admin', ADMIN_PATH, ctx.path));
  items.push(item('cart', '/cart', ctx.path, cartBadge(ctx.cartCount)), item('avatar', null, ctx.path));
  return items;
}

const MENU_HIDDEN_ON = ['/log-in', '/order'] as const;
const ORDERS_HIDDEN_ON = ['/cart', '/log-in', '/order', '/address', '/payment'] as const;

/** Mobile bottom bar: Menu, Cart, Orders, each hidden where the spec says. */
export function mobileItems(ctx: NavRuleInput): NavItem[] {
  const items: NavItem[] = [];
  const menuHidden = isUnderAny(ctx.path, MENU_HIDDEN_ON) || (isUnder(ctx.path, '/cart') && ctx.cartCount <= 0);
  if (!menuHidden) items.push(item('menu', '/', ctx.path));
  items.push(item('cart', '/cart', ctx.path, cartBadge(ctx.cartCount)));
  if (!isUnderAny(ctx.path, ORDERS_HIDDEN_ON)) items.push(item('orders', ordersHref(ctx.isLoggedIn), ctx.path));
  return items;
}

// Our decision (the spec names no account control for mobile): the account items of the top bar
// (Customers and Admin for admins, the avatar menu with Profile and Logout, or Log in) stay in the
// top bar on mobile, because the bottom bar has no place for them. Menu, Orders and Cart move to the
// bottom bar.
export const ALSO_IN_MOBILE_TOP_BAR: ReadonlySet<NavItemId> = new Set<NavItemId>(['customers', 'admin', 'avatar', 'login']);

/** What the top bar shows at the given width (the components do the same with CSS). */
export function topBarItems(ctx: NavContext): NavItem[] {
  const items = desktopItems(ctx);
  return ctx.isDesktop ? items : items.filter((i) => ALSO_IN_MOBILE_TOP_BAR.has(i.id));
}

/** What the bottom bar shows at the given width: nothing on desktop. */
export function bottomBarItems(ctx: NavContext): NavItem[] {
  return ctx.isDesktop ? [] : mobileItems(ctx);
}

export function isStoreDesktop(width: number): boolean {
  return width >= STORE_DESKTOP_MIN;
}

export function isLayoutDesktop(width: number): boolean {
  return width >= LAYOUT_DESKTOP_MIN;
}

/** 'Customers', or 'Customers (Ravi)' while an admin acts for a selected customer. */
export function customersLabel(selectedCustomerFirstName: string | null | undefined): string {
  const name = selectedCustomerFirstName?.trim();
  return name ? `${NAV_LABELS.customers} (${name})` : NAV_LABELS.customers;
}

/** The avatar shows the user's initial; '' when there is no name to take it from. */
export function avatarInitial(firstName: string | null | undefined): string {
  const first = firstName?.trim().charAt(0) ?? '';
  return first.toLocaleUpperCase('en-IN');
}

/** Accessible name of the cart link: the badge number alone says nothing to a screen reader. */
export function cartLabel(badge: number | null): string {
  if (!badge) return NAV_LABELS.cart;
  return `${NAV_LABELS.cart}, ${badge} ${badge === 1 ? 'item' : 'items'}`;
}
