import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AppNav, LOGGED_OUT_MESSAGE, LOGOUT_FAILED_MESSAGE, type AppNavViewer } from './app-nav';
import { Toaster } from '@/components/ui/toaster';
import { toast } from '@/lib/client/toast';

const router = { replace: jest.fn(), refresh: jest.fn(), push: jest.fn(), prefetch: jest.fn(), back: jest.fn(), forward: jest.fn() };
let pathname = '/';
jest.mock('next/navigation', () => ({
  usePathname: () => pathname,
  useRouter: () => router,
}));

const customer: AppNavViewer = { firstName: 'Ravi', isAdmin: false, selectedCustomerFirstName: null };
const admin: AppNavViewer = { firstName: 'Asha', isAdmin: true, selectedCustomerFirstName: 'Ravi' };

function renderNav(props: Partial<React.ComponentProps<typeof AppNav>> & { path?: string } = {}) {
  pathname = props.path ?? '/';
  const onLogout = props.onLogout ?? jest.fn(async () => {});
  const view = render(
    <>
      <AppNav viewer={props.viewer === undefined ? customer : props.viewer} cartCount={props.cartCount ?? 0} onLogout={onLogout} />
      <Toaster />
    </>,
  );
  return { ...view, onLogout };
}

const topBar = () => screen.getByRole('navigation', { name: 'Main' });
const bottomBar = () => screen.getByRole('navigation', { name: 'Shortcuts' });
const linkNames = (nav: HTMLElement) => within(nav).queryAllByRole('link').map((a) => a.getAttribute('aria-label') ?? a.textContent);

beforeEach(() => {
  jest.clearAllMocks();
  act(() => toast.dismiss());
});

describe('top bar', () => {
  test('logged out: the Cart with its count and a Log in button to /log-in, no Menu or Orders', () => {
    renderNav({ viewer: null, cartCount: 2 });
    expect(linkNames(topBar())).toEqual(['Cart, 2 items', 'Log in']);
    expect(within(topBar()).getByRole('link', { name: 'Cart, 2 items' })).toHaveProperty('pathname', '/cart');
    expect(within(topBar()).getByRole('link', { name: 'Log in' })).toHaveProperty('pathname', '/log-in');
    expect(within(topBar()).queryByRole('button', { name: /account menu/i })).toBeNull();
  });

  test('customer: Menu, Orders, Cart and the avatar with the initial; no Customers', () => {
    renderNav();
    expect(linkNames(topBar())).toEqual(['Menu', 'Orders', 'Cart']);
    const avatar = within(topBar()).getByRole('button', { name: 'Account menu for Ravi' });
    expect(avatar.textContent).toBe('R');
  });

  test("admin: Customers shows the selected customer's first name and links to /user-list", () => {
    renderNav({ viewer: admin });
    const link = within(topBar()).getByRole('link', { name: 'Customers (Ravi)' });
    expect(link).toHaveProperty('pathname', '/user-list');
  });

  test('admin without a selected customer: plain Customers', () => {
    renderNav({ viewer: { ...admin, selectedCustomerFirstName: null } });
    expect(within(topBar()).getByRole('link', { name: 'Customers' })).toBeTruthy();
  });

  test.each([
    [0, 'Cart', null],
    [3, 'Cart, 3 items', '3'],
  ])('cart count %i: link %s, badge %p', (cartCount, name, badge) => {
    renderNav({ cartCount });
    const cart = within(topBar()).getByRole('link', { name });
    expect(within(cart).queryByTestId('cart-badge')?.textContent ?? null).toBe(badge);
  });

  test.each([
    ['/', 'Menu'],
    ['/orders', 'Orders'],
    ['/cart', 'Cart'],
  ])('on %s, %s is the current page', (path, name) => {
    renderNav({ path });
    const current = within(topBar()).getAllByRole('link').filter((a) => a.getAttribute('aria-current') === 'page');
    expect(current.map((a) => a.textContent)).toEqual([name]);
  });

  test('tabs are desktop-only by CSS; account items stay in the top bar on mobile', () => {
    renderNav({ viewer: admin });
    const item = (name: string) => within(topBar()).getByRole('link', { name }).closest('li')!;
    expect(item('Menu').className).toMatch(/(^|\s)hidden(\s|$)/);
    expect(item('Menu').className).toContain('min-[901px]:flex');
    expect(item('Customers (Ravi)').className).not.toMatch(/(^|\s)hidden(\s|$)/);
    expect(within(topBar()).getByRole('button', { name: /account menu/i }).closest('li')!.className).not.toMatch(/(^|\s)hidden(\s|$)/);
  });
});

describe('bottom bar', () => {
  test('is hidden from 901 px by CSS', () => {
    renderNav();
    expect(bottomBar().className).toContain('min-[901px]:hidden');
  });

  test.each([
    ['/', 0, ['Menu', 'Cart', 'Orders']],
    ['/log-in', 0, ['Cart']],
    ['/cart', 0, ['Cart']],
    ['/cart', 2, ['Menu', 'Cart, 2 items']],
    ['/payment/upload-screenshot', 0, ['Menu', 'Cart']],
  ])('on %s with %i items: %p', (path, cartCount, names) => {
    renderNav({ path, cartCount });
    expect(linkNames(bottomBar())).toEqual(names);
  });

  test('Orders sends a logged-out user to log in, remembering /orders', () => {
    renderNav({ viewer: null });
    const orders = within(bottomBar()).getByRole('link', { name: 'Orders' });
    expect(orders.getAttribute('href')).toBe('/log-in?next=%2Forders');
  });

  test('Orders is current on /orders', () => {
    renderNav({ path: '/orders' });
    expect(within(bottomBar()).getByRole('link', { name: 'Orders' }).getAttribute('aria-current')).toBe('page');
  });
});

describe('avatar menu and logout', () => {
  function openMenu() {
    fireEvent.click(within(topBar()).getByRole('button', { name: /account menu/i }));
    return screen.getByRole('menu', { name: 'Account' });
  }

  test('menu: Profile (to /profile) and Logout; first item focused; Escape closes back to the button', () => {
    renderNav();
    const button = within(topBar()).getByRole('button', { name: /account menu/i });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const menu = openMenu();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Profile', 'Logout']);
    expect(items[0]).toHaveProperty('pathname', '/profile');
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(items[0], { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[1]);
    fireEvent.keyDown(items[1], { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(items[0], { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  test('a click outside closes the menu', () => {
    renderNav();
    openMenu();
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  test('Logout asks first, with the spec wording; NO, CANCEL keeps the user logged in', () => {
    const { onLogout } = renderNav();
    fireEvent.click(within(openMenu()).getByRole('menuitem', { name: 'Logout' }));
    const dialog = screen.getByRole('dialog', { name: 'Are you sure you want to log out ?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getAllByRole('button').map((b) => b.textContent)).toEqual(['NO, CANCEL', 'YES, LOGOUT']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'NO, CANCEL' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onLogout).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(within(topBar()).getByRole('button', { name: /account menu/i }));
  });

  test('YES, LOGOUT: signs out, then the toast, then home', async () => {
    const order: string[] = [];
    const onLogout = jest.fn(async () => {
      order.push('logout');
    });
    router.replace.mockImplementation((to: string) => order.push(`replace ${to}`));
    renderNav({ onLogout });
    fireEvent.click(within(openMenu()).getByRole('menuitem', { name: 'Logout' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'YES, LOGOUT' }));
    });
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toContain(LOGGED_OUT_MESSAGE);
    expect(order).toEqual(['logout', 'replace /']);
    expect(router.refresh).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  test('a failed logout says so and stays on the page', async () => {
    const onLogout = jest.fn(async () => {
      throw new Error('network');
    });
    renderNav({ onLogout });
    fireEvent.click(within(openMenu()).getByRole('menuitem', { name: 'Logout' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'YES, LOGOUT' }));
    });
    expect(screen.getByRole('alert').textContent).toContain(LOGOUT_FAILED_MESSAGE);
    expect(router.replace).not.toHaveBeenCalled();
  });
});
