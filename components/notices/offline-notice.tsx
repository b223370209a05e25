'use client';

import { useEffect, useState } from 'react';

export const OFFLINE_MESSAGE = 'Network connection lost. Please check your connection and try again.';

/** Shown from the browser's `offline` event until its `online` event; Refresh reloads the page. */
export function OfflineNotice({ onRefresh = () => window.location.reload() }: { onRefresh?: () => void }) {
  const [offline, setOffline] = useState(false);

  useEffect(() => {
    const goOffline = () => setOffline(true);
    const goOnline = () => setOffline(false);
    // A page opened (from cache) while already offline gets no event.
    if (navigator.onLine === false) goOffline();
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);
    return () => {
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
    };
  }, []);

  if (!offline) return null;
  return (
    <div
      role="alert"
      className="fixed inset-x-0 top-0 z-[55] flex flex-wrap items-center justify-center gap-3 bg-stone-900 px-4 py-2 text-sm text-white"
    >
      <p>{OFFLINE_MESSAGE}</p>
      <button
        type="button"
        onClick={onRefresh}
        className="min-h-11 rounded-lg bg-white px-4 font-semibold text-stone-900 hover:bg-stone-200"
      >
        Refresh
      </button>
    </div>
  );
}
