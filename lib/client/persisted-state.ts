// Client state kept in localStorage, under a storage version: a flag other than '8' wipes it, and
// session state is restored from it on load. Browser-only; every function is a no-op or returns the fallback on the server.
import 'client-only';

/** Bump this when stored shapes change: every browser holding an older version starts clean. */
export const STORAGE_VERSION = '8';
export const VERSION_KEY = '_rdo_version';

/** Anything with a `cookie` accessor like `document`: reading lists name=value pairs, writing sets one. */
export type CookieJar = { cookie: string };

function browserStorage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    // Some privacy modes throw on mere access to storage.
    return null;
  }
}

/**
 * The tab's sessionStorage (null on the server or where storage is refused): for state kept "for
 * the visit", such as the PIN code a visitor checked on the menu. Pass it to loadState/saveState.
 */
export function visitStorage(): Storage | null {
  return browserStorage('sessionStorage');
}

function browserCookies(): CookieJar | null {
  return typeof document === 'undefined' ? null : document;
}

/**
 * Expires every cookie JavaScript can see. httpOnly cookies (the signed session) are invisible here
 * and are cleared by the server on sign-out. A cookie can only be removed with the path and domain
 * it was set with; we set ours on '/', so those are the variants tried.
 */
export function clearVisibleCookies(jar: CookieJar | null = browserCookies()): void {
  if (!jar) return;
  const names = jar.cookie
    .split(';')
    .map((pair) => pair.split('=')[0].trim())
    .filter(Boolean);
  const host = typeof location === 'undefined' ? '' : location.hostname;
  for (const name of names) {
    const expired = `${name}=; Max-Age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    jar.cookie = expired;
    if (host) {
      jar.cookie = `${expired}; domain=${host}`;
      jar.cookie = `${expired}; domain=.${host}`;
    }
  }
}

/**
 * If the stored version flag is not STORAGE_VERSION, wipes localStorage and the cookies JavaScript
 * can see, then records the version. Returns true when it wiped.
 */
export function ensureStorageVersion(
  storage: Storage | null = browserStorage('localStorage'),
  cookies: CookieJar | null = browserCookies(),
): boolean {
  if (!storage) return false;
  try {
    if (storage.getItem(VERSION_KEY) === STORAGE_VERSION) return false;
    storage.clear();
    clearVisibleCookies(cookies);
    storage.setItem(VERSION_KEY, STORAGE_VERSION);
    return true;
  } catch {
    return false;
  }
}

// Stores built at import time (before any effect) read their state through loadState, so the version
// check runs on the first read or write of the page's localStorage, not only from the layout's effect.
let versionChecked = false;
function checkVersionOnce(storage: Storage): void {
  if (versionChecked || storage !== browserStorage('localStorage')) return;
  versionChecked = true;
  ensureStorageVersion(storage);
}

/** The JSON value stored under key, or fallback when absent, unreadable or on the server. */
export function loadState<T>(key: string, fallback: T, storage: Storage | null = browserStorage('localStorage')): T {
  if (!storage) return fallback;
  try {
    checkVersionOnce(storage);
    const raw = storage.getItem(key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

/** Stores value as JSON. Quota and private-mode errors are ignored: persistence is a convenience. */
export function saveState(key: string, value: unknown, storage: Storage | null = browserStorage('localStorage')): void {
  if (!storage) return;
  try {
    checkVersionOnce(storage);
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // ignored on purpose, see above
  }
}

export function removeState(key: string, storage: Storage | null = browserStorage('localStorage')): void {
  try {
    storage?.removeItem(key);
  } catch {
    // ignored on purpose
  }
}

/**
 * Logout: clears all localStorage except the version flag, all sessionStorage and
 * the cookies JavaScript can see. In-memory stores (cart, session fields) are reset by their owners.
 */
export function clearClientState(
  storage: Storage | null = browserStorage('localStorage'),
  session: Storage | null = browserStorage('sessionStorage'),
  cookies: CookieJar | null = browserCookies(),
): void {
  try {
    storage?.clear();
    storage?.setItem(VERSION_KEY, STORAGE_VERSION);
  } catch {
    // ignored: nothing more can be done with a storage that refuses writes
  }
  try {
    session?.clear();
  } catch {
    // ignored
  }
  clearVisibleCookies(cookies);
}
