'use client';

import { useEffect } from 'react';

/**
 * Registers the offline service worker (service-worker/sw.ts, built into /sw.js) in production only.
 * In development there is no /sw.js and a worker would serve stale pages over hot reload, so any
 * worker left from a production run on the same address is removed instead.
 */
export function ServiceWorkerRegistration() {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    if (process.env.NODE_ENV !== 'production') {
      void navigator.serviceWorker.getRegistrations().then((all) => all.forEach((r) => void r.unregister()));
      return;
    }
    // After the page has loaded, so the worker's start never competes with the page's own requests.
    const register = () => void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {});
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
  }, []);
  return null;
}
