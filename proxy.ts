// The route guard (Next 16's name for middleware). It turns people away early from admin pages;
// it is not the protection itself: every admin page and resolver checks the role again on the
// server, because a guard can be skipped (CVE-2025-29927).
import { NextResponse, type NextRequest } from 'next/server';
import { claimsFromCookies } from '@/lib/auth/session-token';
import { ROLE_ADMIN } from '@/lib/auth/viewer';

export async function proxy(req: NextRequest) {
  const claims = await claimsFromCookies((name) => req.cookies.get(name)?.value);
  if (!claims) {
    const login = new URL('/log-in', req.url);
    login.searchParams.set('next', req.nextUrl.pathname + req.nextUrl.search);
    return NextResponse.redirect(login);
  }
  if (claims.roleId !== ROLE_ADMIN) {
    return NextResponse.rewrite(new URL('/access-denied', req.url), { status: 403 });
  }
  return NextResponse.next();
}

// Only admin pages; /monitoring and /api/auth must never pass through here.
export const config = { matcher: ['/user-list', '/user-list/:path*', '/admin', '/admin/:path*'] };
