import 'server-only';
import { db } from '@/lib/database/db';
import { JsonLd } from './json-ld-script';
import { organizationJsonLd } from './json-ld';

/**
 * The store as LocalBusiness/Organization data, in the root layout. Renders nothing without a
 * store row, and nothing when the database cannot be read: structured data is never worth
 * failing a page for, and static pages are prerendered at build time without a database.
 */
export async function StoreJsonLd() {
  let store;
  try {
    store = await db.store.findFirst({ orderBy: { id: 'asc' } });
  } catch (error) {
    if (process.env.NEXT_PHASE !== 'phase-production-build') {
      console.warn('StoreJsonLd: store details unavailable:', error instanceof Error ? error.message : error);
    }
    return null;
  }
  return store ? <JsonLd data={organizationJsonLd(store)} /> : null;
}
