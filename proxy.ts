// The route guard (Next 16's name for middleware). It turns people away early: visitors from
// pages that need a login, non-admins from admin pages. It is not the protection itself: every
// page and resolver checks again on the server, because a guard can be skipped (CVE-2025-29927).
// It is what gives a visitor a real 307 to the login page: with Cache Components a page's own
// redirect() runs after the response has started (status 200, the redirect done in the browser).
import { NextResponse, type NextRequest } from 'next/server';
import { claimsFromCookies } from '@/lib/auth/session-token';
import { ROLE_ADMIN } from '@/lib/auth/viewer';

const ADMIN_PREFIXES = ['/user-list', '/admin'];

const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

export async function proxy(req: NextRequest) {
  const claims = await claimsFromCookies((name) => req.cookies.get(name)?.value);
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

// Admin pages and the pages that need a login (not /cart, /log-in or /order, which visitors use).
// /monitoring and /api/auth must never pass through here.
export const config = {
  matcher: [
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
