// The route guard (Next 16's name for middleware). It turns people away early from admin pages;
// it is not the protection itself: every admin page and resolver checks the role again on the
// server, because a guard can be skipped (CVE-2025-29927).
//
// It checks the session in Postgres (the same one-statement lookup as every page and resolver),
// not only the cookie's claims: Next 16 runs the proxy on Node, it matches admin pages only (a few
// admins, so one indexed lookup per navigation), and a logged-out or demoted admin's cookie is then
// sent to log in here instead of passing the guard on its stale claims.
import { NextResponse, type NextRequest } from 'next/server';
import { claimsFromCookies } from '@/lib/auth/session-token';
import { loadViewer } from '@/lib/auth/load-viewer';
import { isAdmin } from '@/lib/auth/viewer';

export async function proxy(req: NextRequest) {
  const viewer = await loadViewer(await claimsFromCookies((name) => req.cookies.get(name)?.value));
  if (!viewer) {
    const login = new URL('/log-in', req.url);
    login.searchParams.set('next', req.nextUrl.pathname + req.nextUrl.search);
    return NextResponse.redirect(login);
  }
  if (!isAdmin(viewer)) {
    return NextResponse.rewrite(new URL('/access-denied', req.url), { status: 403 });
  }
  return NextResponse.next();
}

// Only admin pages; /monitoring and /api/auth must never pass through here.
export const config = { matcher: ['/user-list', '/user-list/:path*', '/admin', '/admin/:path*'] };
