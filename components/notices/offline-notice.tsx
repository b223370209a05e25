'use client';

import { useEffect, useState } from 'react';
import { canReachStore } from '@/lib/client/connection';

export const OFFLINE_MESSAGE = 'Network connection lost. Please check your connection and try again.';
export const STILL_OFFLINE_MESSAGE = 'Still offline. This page stays open until the connection is back.';

/**
 * Shown from the browser's `offline` event until its `online` event. Refresh first checks that the
 * store can be reached and only then reloads; while still offline it stays on this page and says so
 * (a plain reload offline leaves the store for the browser's "No internet" page).
 */
export function OfflineNotice({
  onRefresh = () => window.location.reload(),
  checkConnection = canReachStore,
}: {
  onRefresh?: () => void;
  checkConnection?: () => Promise<boolean>;
}) {
  const [offline, setOffline] = useState(false);
  const [checking, setChecking] = useState(false);
  const [stillOffline, setStillOffline] = useState(false);

  useEffect(() => {
    const goOffline = () => setOffline(true);
    const goOnline = () => {
      setOffline(false);
      setStillOffline(false);
    };
    // A page opened (from cache) while already offline gets no event.
    if (navigator.onLine === false) goOffline();
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);
    return () => {
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
    };
  }, []);

  const refresh = async () => {
    setChecking(true);
    const reachable = await checkConnection();
    setChecking(false);
    if (reachable) {
      onRefresh();
      return;
    }
    setStillOffline(true);
  };

  if (!offline) return null;
  return (
    <div
      role="alert"
      className="fixed inset-x-0 top-0 z-[55] flex flex-wrap items-center justify-center gap-3 bg-stone-900 px-4 py-2 text-sm text-white"
    >
      <p>{stillOffline ? STILL_OFFLINE_MESSAGE : OFFLINE_MESSAGE}</p>
      <button
        type="button"
        onClick={refresh}
        disabled={checking}
        className="min-h-11 rounded-lg bg-white px-4 font-semibold text-stone-900 hover:bg-stone-200 disabled:opacity-70"
      >
        {checking ? 'Checking…' : 'Refresh'}
      </button>
    </div>
  );
}
