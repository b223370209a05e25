// The route guard (Next 16's name for middleware). It turns people away early: visitors from
// pages that need a login, non-admins from admin pages, and someone already logged in from the
// login pages. It is not the protection itself: every page and resolver checks again on the server,
// because a guard can be skipped (CVE-2025-29927). It is what gives real redirects (307): with
// Cache Components a page's own redirect() runs after the response has started (status 200, the
// redirect done in the browser).
//
// It checks the session in Postgres (the same one-statement lookup as every page and resolver),
// not only the cookie's claims: Next 16 runs the proxy on Node, and an ended session, a blocked user
// or a demoted admin is then treated as logged out here instead of passing on stale claims (and a
// dead cookie never keeps anyone away from the page where they log in again).
import { NextResponse, type NextRequest } from 'next/server';
import { claimsFromCookies } from '@/lib/auth/session-token';
import { loadViewer } from '@/lib/auth/load-viewer';
import { isAdmin, isRider } from '@/lib/auth/viewer';
import { orderVisibleTo } from '@/lib/orders/order-visible-to';
import { safeNextPath } from '@/lib/domain/safe-next';
import { menuItemPageOf } from '@/lib/domain/menu-item-slug';
import { menuItemListed } from '@/lib/catalog/menu-item-listed';

const ADMIN_PREFIXES = ['/user-list', '/admin'];
/** The rider's own pages: riders see these and nothing else behind a login. */
const RIDER_PREFIX = '/rider';

const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** Pages under /orders that are not an order (the delivery calendar). */
const ORDER_SUBPAGES = new Set(['calendar']);

/** '/orders/DM261120-K7Q2M' -> the order number; null for anything else ('/orders', deeper paths, ORDER_SUBPAGES). */
function orderNumberOf(path: string): string | null {
  const m = /^\/orders\/([^/]+)$/.exec(path);
  if (!m || ORDER_SUBPAGES.has(m[1])) return null;
  try {
    return decodeURIComponent(m[1]);
  } catch {
    return m[1];
  }
}

/**
 * Pages about one order named by `?order=`: the order number the page will show (its first value,
 * trimmed, as lib/payments/load-page-order.ts reads it), '' when there is none or it cannot be one.
 */
const ORDER_QUERY_PAGES = new Set(['/invoice', '/payment', '/payment/upload-screenshot']);
function orderParamOf(url: URL): string | null {
  if (!ORDER_QUERY_PAGES.has(url.pathname)) return null;
  const value = url.searchParams.get('order')?.trim() ?? '';
  return value.length <= 40 ? value : '';
}

// The login pages send someone already logged in on, to where they were going or to their fallback.
const LOGIN_PAGES: Record<string, string> = { '/log-in': '/', '/order': '/cart' };

export async function proxy(req: NextRequest) {
  // A dish's page is public: an archived or unknown dish answers a real 404 (the cached page's own
  // notFound() would come after its 200); nobody's session is read for it.
  if (isUnder(req.nextUrl.pathname, '/menu')) {
    const itemPage = menuItemPageOf(req.nextUrl.pathname);
    if (!itemPage || (await menuItemListed(itemPage.category, itemPage.slug))) return NextResponse.next();
    return NextResponse.rewrite(new URL('/_not-found', req.url), { status: 404 });
  }
  const viewer = await loadViewer(await claimsFromCookies((name) => req.cookies.get(name)?.value));
  const loginFallback = LOGIN_PAGES[req.nextUrl.pathname];
  if (loginFallback !== undefined) {
    if (!viewer) return NextResponse.next();
    return NextResponse.redirect(new URL(safeNextPath(req.nextUrl.searchParams.get('next'), loginFallback), req.url));
  }
  if (!viewer) {
    const login = new URL('/log-in', req.url);
    login.searchParams.set('next', req.nextUrl.pathname + req.nextUrl.search);
    return NextResponse.redirect(login);
  }
  if (ADMIN_PREFIXES.some((p) => isUnder(req.nextUrl.pathname, p)) && !isAdmin(viewer)) {
    return NextResponse.rewrite(new URL('/access-denied', req.url), { status: 403 });
  }
  const riderPage = isUnder(req.nextUrl.pathname, RIDER_PREFIX);
  if (riderPage !== isRider(viewer)) {
    // A rider has no orders, cart or profile here: their pages are the route. Nobody else has a route.
    if (isRider(viewer)) return NextResponse.redirect(new URL(RIDER_PREFIX, req.url));
    return NextResponse.rewrite(new URL('/access-denied', req.url), { status: 403 });
  }
  // Someone else's (or no) order, on its page or a page about it: a real 404 (the page's own notFound() would come after its 200).
  const orderNumber = orderNumberOf(req.nextUrl.pathname) ?? orderParamOf(req.nextUrl);
  if (orderNumber !== null && (orderNumber === '' || !(await orderVisibleTo(viewer, orderNumber)))) {
    return NextResponse.rewrite(new URL('/_not-found', req.url), { status: 404 });
  }
  return NextResponse.next();
}

// Admin pages, the pages that need a login, the two login pages (not /cart, which visitors use),
// and the dishes' pages (only to answer 404 for one not on the menu). /monitoring and /api/auth must never pass through here.
export const config = {
  matcher: [
    '/log-in',
    '/order',
    '/user-list',
    '/user-list/:path*',
    '/admin',
    '/admin/:path*',
    '/orders',
    '/orders/:path*',
    '/profile',
    '/profile/:path*',
    '/profile-create',
    '/profile-update',
    '/userDetails',
    '/address',
    '/payment',
    '/payment/:path*',
    '/invoice',
    '/rider',
    '/rider/:path*',
    '/menu/:path*',
  ],
};
