'use client';

import { useEffect } from 'react';
import { ensureStorageVersion } from '@/lib/client/persisted-state';

/**
 * Runs the storage version check (spec section 4, "Version clear") once per page load, for pages
 * where nothing reads persisted state. Stores that read through loadState run it themselves first.
 */
export function StorageVersionCheck() {
  useEffect(() => {
    ensureStorageVersion();
  }, []);
  return null;
}
