// The seller's details printed on invoices and used as fallbacks on the payment page.
import 'server-only';
import { db } from '@/lib/database/db';
import { STORE_NAME } from '@/lib/site';

export type StoreDetails = {
  name: string;
  address: string | null;
  contactNumber: string | null;
  email: string | null;
  gstin: string | null;
  upiId: string | null;
};

export async function getStoreDetails(): Promise<StoreDetails> {
  const store = await db.store.findFirst({ select: { name: true, address: true, contactNumber: true, email: true, gstin: true, upiId: true } });
  return store ?? { name: STORE_NAME, address: null, contactNumber: null, email: null, gstin: null, upiId: null };
}
