// The header's navigation takes over from the pre-paint hint (lib/client/viewer-hint.ts): the
// hint's mark on <html>, which hides the 'Log in' link from a returning visitor, is removed only
// once the navigation itself shows who they are. The viewer renders as a transition after
// hydration (lib/client/use-store-in-transition.ts), so for a moment the navigation is still the
// server's logged-out one, and the link must not show then.
import * as React from 'react';
import { act, render, screen } from '@testing-library/react';
import { SESSION_CHECKED_ATTRIBUTE, SESSION_HINT_ATTRIBUTE, VIEWER_HINT_KEY } from '@/lib/client/viewer-hint';

// The viewer store reads this browser's hint when it loads, as on a page: a fresh copy per test,
// loaded after the test has set the browser's storage.
function freshSiteNav(): typeof import('./site-nav-client').SiteNav {
  let SiteNav!: typeof import('./site-nav-client').SiteNav;
  jest.isolateModules(() => {
    // the test's own React, so the fresh modules' hooks run in it
    jest.doMock('react', () => React);
    SiteNav = jest.requireActual<typeof import('./site-nav-client')>('./site-nav-client').SiteNav;
  });
  return SiteNav;
}

jest.mock('next/navigation', () => ({
  usePathname: () => '/cart',
  useRouter: () => ({ replace: jest.fn(), refresh: jest.fn(), push: jest.fn(), prefetch: jest.fn() }),
}));

const html = document.documentElement;

beforeEach(() => {
  localStorage.clear();
  html.removeAttribute(SESSION_HINT_ATTRIBUTE);
  html.removeAttribute(SESSION_CHECKED_ATTRIBUTE);
  // the server's answer never comes: what shows is the hint's
  global.fetch = jest.fn(() => new Promise(() => {})) as typeof fetch;
});

test('a returning visitor: the hint’s mark stays until the navigation shows them, then goes', async () => {
  localStorage.setItem('_rdo_version', '8');
  localStorage.setItem(VIEWER_HINT_KEY, JSON.stringify({ firstName: 'Nila', isAdmin: false, selectedCustomerFirstName: null }));
  html.setAttribute(SESSION_HINT_ATTRIBUTE, '');
  const logInShownWhenMarkRemoved: boolean[] = [];
  const remove = html.removeAttribute.bind(html);
  jest.spyOn(html, 'removeAttribute').mockImplementation((name: string) => {
    if (name === SESSION_HINT_ATTRIBUTE) logInShownWhenMarkRemoved.push(screen.queryAllByRole('link', { name: 'Log in' }).length > 0);
    remove(name);
  });
  const SiteNav = freshSiteNav();
  let view!: ReturnType<typeof render>;
  await act(async () => {
    view = render(<SiteNav />);
  });
  expect(logInShownWhenMarkRemoved).toEqual([false]);
  expect(html.hasAttribute(SESSION_HINT_ATTRIBUTE)).toBe(false);
  expect(html.hasAttribute(SESSION_CHECKED_ATTRIBUTE)).toBe(true);
  expect(screen.queryAllByRole('link', { name: 'Log in' })).toEqual([]);
  view.unmount();
});

test('a first visit: no mark to remove, and the log-in link is released', async () => {
  const SiteNav = freshSiteNav();
  await act(async () => {
    render(<SiteNav />);
  });
  expect(html.hasAttribute(SESSION_CHECKED_ATTRIBUTE)).toBe(true);
  expect(screen.getAllByRole('link', { name: 'Log in' }).length).toBeGreaterThan(0);
});
