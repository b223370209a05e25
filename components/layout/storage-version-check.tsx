'use client';

import { useEffect } from 'react';
import { ensureStorageVersion } from '@/lib/client/persisted-state';

/**
 * Runs the storage version check (a stored version flag other than '8' wipes local storage and
 * cookies) once per page load, for pages
 * where nothing reads persisted state. Stores that read through loadState run it themselves first.
 */
export function StorageVersionCheck() {
  useEffect(() => {
    ensureStorageVersion();
  }, []);
  return null;
}
