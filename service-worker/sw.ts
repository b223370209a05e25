/// <reference no-default-lib="true" />
/// <reference lib="esnext" />
/// <reference lib="webworker" />
// The store's service worker (offline, Refresh or a category chip would otherwise land on the
// browser's own "No internet" page). Built by scripts/build-service-worker.ts into public/sw.js with Serwist's
// strategies; registered in production only (components/notices/service-worker-registration.tsx).
//
// What it keeps, and why (docs/decisions.md "Offline"):
// - pages: network first, always, so a page is as fresh as without a worker (the caching e2e tests
//   see the server's answer); a copy is kept only when the server lets shared caches keep it (the
//   public menu and legal pages: `s-maxage`, never `private` or `no-store`), so no one's own page
//   (orders, cart, admin) is ever stored for the next person on this phone;
// - /_next/static: cache first (the file names carry a content hash, they never change);
// - public pictures (menu, hero, the optimiser's copies): stale while revalidate;
// - the router's RSC requests (link prefetches, client-side navigations): to the network, past the
//   browser's HTTP cache. Next marks prerendered ones `s-maxage=60, stale-while-revalidate=240` (for
//   a CDN); Chromium's own cache then answers a prefetch on a later visit with its stale copy and
//   revalidates it in the background, and the DevTools protocol never reports that first request
//   finished, so no page of the store reached network idle in Playwright (or any tool that counts
//   requests through that protocol; docs/decisions.md, "Prefetches that never finished"). The
//   router keeps its own cache;
//   the HTTP cache added nothing but that stale copy;
// - nothing else: /api/graphql and private uploads go to the network.
// A page that fails offline and is not kept gets /offline.html, the store's own offline page.
import { CacheFirst, ExpirationPlugin, NetworkFirst, NetworkOnly, Serwist, StaleWhileRevalidate, type SerwistPlugin } from 'serwist';
import { isPublicImagePath, isRouterDataRequest, isSharedCacheable } from './rules';
import { pushNotice } from './push';

declare const self: ServiceWorkerGlobalScope;

// Replaced at build time (scripts/build-service-worker.ts): a new build precaches a new offline page.
declare const SW_VERSION: string;

export const OFFLINE_URL = '/offline.html';

const onlySharedPages: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) => (isSharedCacheable(response.status, response.headers.get('cache-control'), response.type) ? response : null),
};

const serwist = new Serwist({
  precacheEntries: [{ url: OFFLINE_URL, revision: SW_VERSION }],
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: false,
  runtimeCaching: [
    {
      matcher: ({ request, sameOrigin }) => sameOrigin && request.method === 'GET' && isRouterDataRequest(request.headers),
      handler: new NetworkOnly({ fetchOptions: { cache: 'no-store' } }),
    },
    {
      matcher: ({ request, sameOrigin }) => sameOrigin && request.mode === 'navigate',
      handler: new NetworkFirst({ cacheName: 'pages', plugins: [onlySharedPages, new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 7 * 24 * 3600 })] }),
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/_next/static/'),
      handler: new CacheFirst({ cacheName: 'static', plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 })] }),
    },
    {
      matcher: ({ url, sameOrigin, request }) => sameOrigin && request.method === 'GET' && isPublicImagePath(url.pathname, url.searchParams),
      handler: new StaleWhileRevalidate({ cacheName: 'images', plugins: [new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 30 * 24 * 3600 })] }),
    },
  ],
  fallbacks: { entries: [{ url: OFFLINE_URL, matcher: ({ request }) => request.mode === 'navigate' }] },
});

serwist.addEventListeners();

// Push: the store's messages as notifications on the browsers a customer chose
// (/profile-update); a click opens the order the message is about, in a tab of the store if one is open.
self.addEventListener('push', (event) => {
  const notice = pushNotice(event.data?.text());
  event.waitUntil(self.registration.showNotification(notice.title, { body: notice.body, tag: notice.tag, icon: '/icon.svg', data: { url: notice.url } }));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(pushNotice(JSON.stringify({ ...event.notification.data, title: 't', body: 'b' })).url, self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) return open.navigate(url).then((w) => (w ?? open).focus());
      return self.clients.openWindow(url).then(() => undefined);
    }),
  );
});
