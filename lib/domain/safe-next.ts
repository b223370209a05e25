// Where to go after logging in: only a path on this site, never another origin ("open redirect").
// The value is parsed the way a browser would (WHATWG URL) against a placeholder origin, and
// anything that does not stay on that origin as a plain path is refused. Browsers also drop tabs
// and newlines from URLs (so "/\t/evil.com" becomes "//evil.com") and treat "\" as "/", and a CR/LF
// in a Location header breaks the response, so control characters and backslashes are refused
// wherever they are.
import { ROLE_ADMIN, ROLE_RIDER } from './roles';

const BASE = 'http://next-path.invalid';
const MAX_LENGTH = 2048;

// C0 controls, DEL and C1 controls.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// An encoded slash or backslash in the path turns into "//" for anything that decodes it again.
const ENCODED_SLASH = /%(2f|5c)/i;

export function safeNextPath(next: string | null | undefined, fallback = '/'): string {
  if (typeof next !== 'string' || next === '' || next.length > MAX_LENGTH) return fallback;
  if (CONTROL.test(next) || next.includes('\\')) return fallback;
  // Only an absolute path: no scheme, no "//host", no relative path, no leading space.
  if (!next.startsWith('/') || next.startsWith('//')) return fallback;
  let url: URL;
  try {
    url = new URL(next, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE || url.username || url.password) return fallback;
  // "/..//evil.com" resolves to the path "//evil.com", which a browser reads as a host.
  if (url.pathname.startsWith('//') || ENCODED_SLASH.test(url.pathname)) return fallback;
  return url.pathname + url.search + url.hash;
}

/** Where a login without a `next` page lands: the admin hub for an admin, the route for a rider, the menu for a customer. */
export function landingPath(roleId: number): string {
  if (roleId === ROLE_ADMIN) return '/admin';
  return roleId === ROLE_RIDER ? '/rider' : '/';
}
