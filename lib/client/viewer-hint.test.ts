import { SESSION_CHECKED_ATTRIBUTE, SESSION_HINT_SCRIPT, SESSION_HINT_ATTRIBUTE, VIEWER_HINT_KEY } from './viewer-hint';
import { ACCOUNT_CARTS_ATTRIBUTE, EARLY_REQUEST, GET_CARTS, GUEST_CART_KEYS, VIEWER_QUERY } from './early-queries';

/** Runs the hint script against a browser's storage and a page; returns what it asked and marked. */
function runHeadScript(stored: Record<string, string>, pageBringsCarts = false) {
  const sent: { url: string; init: { method: string; headers: Record<string, string>; body: string } }[] = [];
  const attributes = new Set<string>();
  const window: Record<string, unknown> = {};
  const later: (() => void)[] = [];
  const run = new Function('window', 'localStorage', 'document', 'fetch', 'setTimeout', SESSION_HINT_SCRIPT);
  run(
    window,
    { getItem: (k: string) => stored[k] ?? null },
    {
      documentElement: { setAttribute: (name: string) => attributes.add(name) },
      querySelector: (selector: string) => (pageBringsCarts && selector === `[${ACCOUNT_CARTS_ATTRIBUTE}]` ? {} : null),
    },
    (url: string, init: (typeof sent)[number]['init']) => {
      sent.push({ url, init });
      return Promise.resolve({ json: () => Promise.resolve({ data: {} }) });
    },
    (task: () => void, delay: number) => later.push(() => (expect(delay).toBe(0), task())),
  );
  // the marks before the first paint, in the script's own task; the questions in the next one
  const sentInScriptTask = sent.length;
  later.forEach((task) => task());
  return { sentInScriptTask, sent: sent.map((s) => ({ url: s.url, method: s.init.method, type: s.init.headers['content-type'], query: JSON.parse(s.init.body).query })), attributes, window };
}

const V = VIEWER_QUERY.toString();
const C = GET_CARTS.toString();

test.each<[string, Record<string, string>, boolean, string[], boolean]>([
  ['a first visit', {}, false, [V], false],
  ['a browser that last saw someone logged in', { [VIEWER_HINT_KEY]: '{"firstName":"Nila"}' }, false, [V, C], true],
  // a visitor's carts are merged on login (mergeGuestCarts), so reading the account's alone is no use
  ['the same, holding a visitor’s cart', { [VIEWER_HINT_KEY]: '{}', [GUEST_CART_KEYS.TREATS]: '{"kind":"TREATS"}' }, false, [V], true],
  // the cart page's HTML carries the account's carts, and its hydration hands them to the store
  ['the cart page, in a browser that last saw someone logged in', { [VIEWER_HINT_KEY]: '{"firstName":"Nila"}' }, true, [V], true],
])('the hint script on %s asks the server the page’s first questions', (_, stored, pageBringsCarts, queries, hinted) => {
  const { sentInScriptTask, sent, attributes, window } = runHeadScript(stored, pageBringsCarts);
  expect(sentInScriptTask).toBe(0);
  expect(sent).toEqual(queries.map((q) => ({ url: '/api/graphql', method: 'POST', type: 'application/json', query: q })));
  expect(attributes.has(SESSION_HINT_ATTRIBUTE)).toBe(hinted);
  // the 'Log in' link is shown (or kept hidden for the hinted) from here on: globals.css
  expect(attributes.has(SESSION_CHECKED_ATTRIBUTE)).toBe(true);
  expect(window[EARLY_REQUEST.viewer]).toBeInstanceOf(Promise);
  expect(window[EARLY_REQUEST.carts] instanceof Promise).toBe(queries.includes(C));
});

test('storage the browser refuses leaves the page to ask after hydration, as before, and shows the log-in link', () => {
  const run = new Function('window', 'localStorage', 'document', 'fetch', 'setTimeout', SESSION_HINT_SCRIPT);
  const window: Record<string, unknown> = {};
  const attributes = new Set<string>();
  const schedule = jest.fn();
  expect(() =>
    run(
      window,
      {
        getItem: () => {
          throw new Error('SecurityError');
        },
      },
      { documentElement: { setAttribute: (name: string) => attributes.add(name) } },
      () => Promise.reject(new Error('unused')),
      schedule,
    ),
  ).not.toThrow();
  expect(schedule).not.toHaveBeenCalled();
  expect(window).toEqual({});
  expect([...attributes]).toEqual([SESSION_CHECKED_ATTRIBUTE]);
});
