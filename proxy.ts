// The route guard (Next 16's name for middleware). It turns people away early: visitors from
// pages that need a login, non-admins from admin pages. It is not the protection itself: every
// page and resolver checks again on the server, because a guard can be skipped (CVE-2025-29927).
// It is what gives a visitor a real 307 to the login page: with Cache Components a page's own
// redirect() runs after the response has started (status 200, the redirect done in the browser).
import { NextResponse, type NextRequest } from 'next/server';
import { claimsFromCookies } from '@/lib/auth/session-token';
import { loadViewer } from '@/lib/auth/load-viewer';
import { ROLE_ADMIN } from '@/lib/auth/viewer';
import { safeNextPath } from '@/lib/domain/safe-next';

const ADMIN_PREFIXES = ['/user-list', '/admin'];

const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

// The login pages send someone already logged in on at once (with a real redirect, which the
// page itself can no longer give), to where they were going or to their fallback.
const LOGIN_PAGES: Record<string, string> = { '/log-in': '/', '/order': '/cart' };

export async function proxy(req: NextRequest) {
  const claims = await claimsFromCookies((name) => req.cookies.get(name)?.value);
  const loginFallback = LOGIN_PAGES[req.nextUrl.pathname];
  if (loginFallback !== undefined) {
    // Only a session the database still accepts counts (blocked users, ended sessions): a cookie
    // alone must never keep someone away from the page where they log in again.
    if (claims && (await loadViewer(claims))) {
      return NextResponse.redirect(new URL(safeNextPath(req.nextUrl.searchParams.get('next'), loginFallback), req.url));
    }
    return NextResponse.next();
  }
  if (!claims) {
    const login = new URL('/log-in', req.url);
    login.searchParams.set('next', req.nextUrl.pathname + req.nextUrl.search);
    return NextResponse.redirect(login);
  }
  if (ADMIN_PREFIXES.some((p) => isUnder(req.nextUrl.pathname, p)) && claims.roleId !== ROLE_ADMIN) {
    return NextResponse.rewrite(new URL('/access-denied', req.url), { status: 403 });
  }
  return NextResponse.next();
}

// Admin pages, the pages that need a login, and the two login pages (not /cart, which visitors
// use). /monitoring and /api/auth must never pass through here.
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
    '/profile-create',
    '/profile-update',
    '/userDetails',
    '/address',
    '/payment',
    '/payment/:path*',
    '/invoice',
  ],
};
