import { Suspense } from 'react';
import { getStore } from '@/lib/catalog/get-store';
import { AfterBuild } from '@/lib/cache/after-build';
import { JsonLd } from './json-ld-script';
import { organizationJsonLd } from './json-ld';

/**
 * The store as LocalBusiness/Organization data, in the root layout: part of every page's cached
 * shell (a cached read of the store row). Renders nothing without a store row, and nothing when
 * the database cannot be read: structured data is never worth failing a page for.
 */
export function StoreJsonLd() {
  return (
    <Suspense fallback={null}>
      <AfterBuild>
        <StoreJsonLdScript />
      </AfterBuild>
    </Suspense>
  );
}

export async function StoreJsonLdScript() {
  let store;
  try {
    store = await getStore();
  } catch (error) {
    console.warn('StoreJsonLd: store details unavailable:', error instanceof Error ? error.message : error);
    return null;
  }
  return store ? <JsonLd data={organizationJsonLd(store)} /> : null;
}
