// Whether the store can be reached right now. navigator.onLine only says a network interface is up;
// a Refresh that reloads without asking lands on the browser's "No internet" page.
import 'client-only';

/** A HEAD of the small offline page, never from any cache (the service worker leaves HEAD alone). */
export async function canReachStore(): Promise<boolean> {
  try {
    const res = await fetch('/offline.html', { method: 'HEAD', cache: 'no-store' });
    return res.ok;
  } catch {
    return false;
  }
}
