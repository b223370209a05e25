import { isPublicImagePath, isRouterDataRequest, isSharedCacheable } from './rules';

test.each<[string, number, string | null, string, boolean]>([
  ['a cached public page (Next: s-maxage)', 200, 's-maxage=60, stale-while-revalidate=240', 'basic', true],
  ['a per-visitor page (orders, cart, admin)', 200, 'private, no-cache, no-store, max-age=0, must-revalidate', 'basic', false],
  ['no-store alone', 200, 'no-store', 'basic', false],
  ['private alone', 200, 'private, max-age=60', 'basic', false],
  ['no caching header at all', 200, null, 'basic', false],
  ['a static file', 200, 'public, max-age=0', 'basic', true],
  ['a 404', 404, 's-maxage=60', 'basic', false],
  ['a 500', 500, 's-maxage=60', 'basic', false],
  ['an opaque answer', 200, 's-maxage=60', 'opaque', false],
  ['upper case directives', 200, 'PRIVATE, NO-STORE', 'basic', false],
])('pages kept: %s', (_case, status, cacheControl, type, kept) => {
  expect(isSharedCacheable(status, cacheControl, type)).toBe(kept);
});

test.each<[string, string, boolean]>([
  ['/images/logo.svg', '', true],
  ['/uploads/menu/abc.webp', '', true],
  ['/uploads/hero/abc.webp', '', true],
  ['/uploads/payments/abc.png', '', false],
  ['/uploads/profile/abc.png', '', false],
  ['/uploads/locations/abc.png', '', false],
  ['/_next/image', 'url=%2Fuploads%2Fmenu%2Fa.webp&w=640&q=75', true],
  ['/_next/image', 'url=%2Fuploads%2Fpayments%2Fa.png&w=640&q=75', false],
  ['/api/graphql', '', false],
])('pictures kept: %s?%s', (path, search, kept) => {
  expect(isPublicImagePath(path, new URLSearchParams(search))).toBe(kept);
});

test.each<[string, Record<string, string>, boolean]>([
  ['a link prefetch', { rsc: '1', 'next-router-prefetch': '1', 'next-router-segment-prefetch': '/_tree' }, true],
  ['a client-side navigation', { rsc: '1', 'next-router-state-tree': '%5B%22%22%5D' }, true],
  ['a page load', { accept: 'text/html' }, false],
  ['a GraphQL call', { 'content-type': 'application/json' }, false],
  ['some other rsc value', { rsc: '0' }, false],
])('router data requests: %s', (_case, headers, isRouterData) => {
  expect(isRouterDataRequest(new Headers(headers))).toBe(isRouterData);
});
