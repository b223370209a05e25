// The session is next-auth's own JWT cookie. We encode and decode it with next-auth's functions
// (same secret, same salt = cookie name), so a cookie set by the GraphQL verifyOtp is read by
// next-auth and the other way round. The cookie names a Session row (`sid`); the row, not the
// cookie, says whether the session still counts (lib/auth/load-viewer.ts).
import 'server-only';
import { encode, decode } from 'next-auth/jwt';
import { authSecret } from '@/lib/env';
import { SESSION_LIFETIME_MS } from '@/lib/domain/sessions';

export const SESSION_MAX_AGE_SECONDS = SESSION_LIFETIME_MS / 1000;
export const SESSION_COOKIE = 'authjs.session-token';
export const SECURE_SESSION_COOKIE = '__Secure-authjs.session-token';

export type SessionClaims = {
  sub: string;
  /** the Session row created at login; kept when the cookie is re-issued (selectCustomer) */
  sid: string;
  roleId: number;
  firstName: string | null;
  actingForUserId?: string | null;
  actingForFirstName?: string | null;
};

export function sessionCookieName(secure: boolean): string {
  return secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

export async function encodeSession(claims: SessionClaims, secure: boolean): Promise<string> {
  return encode({ token: { ...claims }, secret: authSecret(), salt: sessionCookieName(secure), maxAge: SESSION_MAX_AGE_SECONDS });
}

export async function decodeSession(token: string, cookieName: string): Promise<SessionClaims | null> {
  try {
    const payload = await decode({ token, secret: authSecret(), salt: cookieName });
    // A cookie from before sessions were recorded names no session: refused, its owner logs in again.
    if (!payload?.sub || typeof payload.sid !== 'string' || !payload.sid) return null;
    return {
      sub: payload.sub,
      sid: payload.sid,
      roleId: Number(payload.roleId),
      firstName: (payload.firstName as string | null) ?? null,
      actingForUserId: (payload.actingForUserId as string | null) ?? null,
      actingForFirstName: (payload.actingForFirstName as string | null) ?? null,
    };
  } catch {
    return null;
  }
}

/** Reads the session from whichever cookie name is present. */
export async function claimsFromCookies(get: (name: string) => string | undefined): Promise<SessionClaims | null> {
  for (const name of [SECURE_SESSION_COOKIE, SESSION_COOKIE]) {
    const value = get(name);
    if (value) {
      const claims = await decodeSession(value, name);
      if (claims) return claims;
    }
  }
  return null;
}

export function isSecureRequest(url: string, forwardedProto: string | null): boolean {
  return (forwardedProto ?? new URL(url).protocol.replace(':', '')) === 'https';
}

export function sessionSetCookie(name: string, value: string, secure: boolean): string {
  return `${name}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${SESSION_MAX_AGE_SECONDS}${secure ? '; Secure' : ''}`;
}

export function sessionClearCookies(): string[] {
  return [SESSION_COOKIE, SECURE_SESSION_COOKIE].map((n) => `${n}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${n.startsWith('__Secure') ? '; Secure' : ''}`);
}
