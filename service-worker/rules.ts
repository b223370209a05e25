// The service worker's decisions that can be tested without a worker (rules.test.ts).

/**
 * A page may be kept on the phone only when the server lets a shared cache keep it: a 200 whose
 * Cache-Control has neither `private` nor `no-store` (the public menu and legal pages carry
 * `s-maxage`; a visitor's own pages carry `private, no-cache, no-store`). An opaque or redirected
 * answer is never kept.
 */
export function isSharedCacheable(status: number, cacheControl: string | null, type: string = 'basic'): boolean {
  if (status !== 200 || type !== 'basic') return false;
  const directives = (cacheControl ?? '').toLowerCase().split(',').map((d) => d.trim().split('=')[0]);
  if (directives.includes('private') || directives.includes('no-store')) return false;
  // Without any caching header the server said nothing: keep nothing either.
  return directives.includes('s-maxage') || directives.includes('public') || directives.includes('max-age');
}

/** Public pictures only: committed images, the menu's and hero's uploads, and the optimiser's copies of them. */
export function isPublicImagePath(pathname: string, search: URLSearchParams): boolean {
  if (pathname.startsWith('/images/')) return true;
  if (pathname.startsWith('/uploads/menu/') || pathname.startsWith('/uploads/hero/')) return true;
  if (pathname === '/_next/image') {
    const source = search.get('url') ?? '';
    return source.startsWith('/images/') || source.startsWith('/uploads/menu/') || source.startsWith('/uploads/hero/');
  }
  return false;
}

/**
 * The App Router's own data requests (RSC: link prefetches and client-side navigations), told by the
 * `rsc: 1` header Next sends with each. The worker sends them past the browser's HTTP cache (sw.ts).
 */
export function isRouterDataRequest(headers: { get(name: string): string | null }): boolean {
  return headers.get('rsc') === '1';
}
