// Every route of the spec (docs: /work/shared/spec/storefront-spec.md §2) and our /admin pages, with
// the actors allowed to see each. Pages that send an actor elsewhere (a logged-out visitor on
// /orders goes to /log-in, a logged-in one on /log-in goes home, a customer on /user-list gets
// /access-denied) are left out for that actor: the page they land on has its own cell.
import { test as base } from '@playwright/test';
import { layoutWorld, type Actor, type LayoutWorld } from './layout-world';

export type LayoutRoute = {
  /** what the cell is called in a test title and a failure message */
  label: string;
  path: (w: LayoutWorld) => string;
  actors: Actor[];
};

const order = (w: LayoutWorld) => encodeURIComponent(w.orderNumber);
const everyone: Actor[] = ['visitor', 'customer', 'admin'];
const loggedIn: Actor[] = ['customer', 'admin'];

export const LAYOUT_ROUTES: LayoutRoute[] = [
  { label: '/', path: () => '/', actors: everyone },
  { label: '/?category=CDM', path: () => '/?category=CDM', actors: ['visitor', 'customer'] },
  { label: '/?category=PDM', path: () => '/?category=PDM', actors: everyone },
  { label: '/?category=TREATS', path: () => '/?category=TREATS', actors: ['visitor', 'customer'] },
  { label: '/?category=ADON', path: () => '/?category=ADON', actors: ['visitor', 'customer'] },
  { label: '/menu/PDM/<slug>', path: () => '/menu/PDM/chicken-and-pumpkin-bowl', actors: ['visitor', 'customer'] },
  { label: '/about', path: () => '/about', actors: ['visitor'] },
  { label: '/cart', path: () => '/cart', actors: everyone },
  { label: '/log-in', path: () => '/log-in', actors: ['visitor'] },
  { label: '/order', path: () => '/order', actors: ['visitor'] },
  { label: '/orders', path: () => '/orders', actors: loggedIn },
  { label: '/orders/<n>', path: (w) => `/orders/${order(w)}`, actors: loggedIn },
  { label: '/payment', path: (w) => `/payment?order=${order(w)}`, actors: ['customer'] },
  { label: '/payment/upload-screenshot', path: (w) => `/payment/upload-screenshot?order=${order(w)}`, actors: ['customer'] },
  { label: '/invoice', path: (w) => `/invoice?order=${order(w)}`, actors: loggedIn },
  { label: '/profile', path: () => '/profile', actors: loggedIn },
  { label: '/profile/privacy', path: () => '/profile/privacy', actors: loggedIn },
  { label: '/profile/messages', path: () => '/profile/messages', actors: loggedIn },
  { label: '/profile/wallet', path: () => '/profile/wallet', actors: loggedIn },
  { label: '/profile-create', path: () => '/profile-create', actors: ['newcomer'] },
  { label: '/profile-update', path: () => '/profile-update', actors: loggedIn },
  { label: '/address', path: () => '/address', actors: loggedIn },
  { label: '/userDetails', path: () => '/userDetails', actors: loggedIn },
  { label: '/user-list', path: () => '/user-list', actors: ['admin'] },
  { label: '/privacy-policy', path: () => '/privacy-policy', actors: ['visitor', 'customer'] },
  { label: '/termsandconditions', path: () => '/termsandconditions', actors: ['visitor', 'customer'] },
  { label: '/access-denied', path: () => '/access-denied', actors: ['customer'] },
  { label: '/admin', path: () => '/admin', actors: ['admin'] },
  { label: '/admin/payments', path: () => '/admin/payments', actors: ['admin'] },
  { label: '/admin/refunds', path: () => '/admin/refunds', actors: ['admin'] },
  { label: '/admin/dispatch', path: () => '/admin/dispatch', actors: ['admin'] },
  { label: '/admin/store', path: () => '/admin/store', actors: ['admin'] },
  { label: '/admin/menu', path: () => '/admin/menu', actors: ['admin'] },
  { label: '/admin/menu/new', path: () => '/admin/menu/new', actors: ['admin'] },
  { label: '/admin/settings', path: () => '/admin/settings', actors: ['admin'] },
  { label: '/admin/audit', path: () => '/admin/audit', actors: ['admin'] },
  { label: '/admin/ui', path: () => '/admin/ui', actors: ['admin'] },
  { label: '/admin/customers/<id>', path: (w) => `/admin/customers/${w.customerId}`, actors: ['admin'] },
];

export const ACTORS: Actor[] = ['visitor', 'customer', 'admin', 'newcomer'];

/**
 * `test` with the layout world as a fixture. `test.use(asActor('customer'))` starts a describe's
 * pages from that actor's saved session (the visitor's holds only its guest cart).
 */
export const test = base.extend<{ world: LayoutWorld }>({
  world: async ({ browser, baseURL }, provide) => {
    await provide(await layoutWorld(browser, baseURL ?? 'http://127.0.0.1:3100'));
  },
});

export function asActor(actor: Actor) {
  return {
    storageState: async ({ world }: { world: LayoutWorld }, provide: (s: LayoutWorld['states'][Actor]) => Promise<void>) => {
      await provide(world.states[actor]);
    },
  };
}
