import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { currentViewer } from '@/lib/auth/current-viewer';
import { customerIdFor } from '@/lib/auth/viewer';
import { listAddresses } from '@/lib/addresses/list-addresses';
import { countComingDeliveries } from '@/lib/addresses/count-coming-deliveries';
import { MAX_SAVED_ADDRESSES } from '@/lib/addresses/save-address';
import { getConfigMap } from '@/lib/config/get-configurations';
import { parsePincodes } from '@/lib/domain/pincodes';
import { safeNextPath } from '@/lib/domain/safe-next';
import { AddressManager } from '@/components/address/address-manager';
import { mealsDeliverableTo, type AddressView } from '@/components/address/address-view';
import { addressSnapshotOf } from '@/lib/domain/address-snapshot';
import { uploadUrl } from '@/lib/uploads/storage-key';

// Per visitor (reads the session): rendered whole at request time, never prerendered or cached.
export const instant = false;

export const metadata: Metadata = { title: 'Saved delivery addresses', robots: { index: false } };

export default async function AddressPage({ searchParams }: { searchParams: Promise<{ next?: string | string[]; add?: string | string[] }> }) {
  const { next, add } = await searchParams;
  // Only a path on this site (the cart links here with ?next=/cart); anything else is ignored.
  const returnTo = typeof next === 'string' ? safeNextPath(next, '') || null : null;
  const viewer = await currentViewer();
  if (!viewer) redirect(returnTo ? `/log-in?next=${encodeURIComponent(`/address?next=${encodeURIComponent(returnTo)}`)}` : '/log-in?next=/address');
  // An admin who has selected a customer manages that customer's addresses.
  const userId = customerIdFor(viewer);
  const actingFor = userId !== viewer.id ? userId : null;

  const [rows, config] = await Promise.all([listAddresses(viewer, userId), getConfigMap()]);
  const servicePins = parsePincodes(config.pincodes);
  // editing an address coming deliveries use asks whether they follow (AddressForm)
  const coming = await Promise.all(rows.map((a) => countComingDeliveries(viewer, a.id)));
  const addresses: AddressView[] = rows.map((a, i) => ({
    ...addressSnapshotOf(a),
    mealsDeliverable: mealsDeliverableTo(a.zipCode, servicePins),
    photo: a.image ? { id: a.image.id, url: uploadUrl(a.image.storageKey) } : null,
    isDefault: a.isDefault,
    comingDeliveries: coming[i] ?? 0,
  }));

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-brand-800">Saved delivery addresses</h1>
      {actingFor ? (
        <p className="rounded-lg bg-brand-100 px-3 py-2 text-sm text-brand-800" role="status">
          You are managing the addresses of {viewer.selectedCustomerFirstName ?? 'the selected customer'}.
        </p>
      ) : (
        <p className="text-sm text-stone-700">Meals and add-ons are delivered in Bengaluru; treats anywhere in India.</p>
      )}
      <AddressManager userId={userId} addresses={addresses} servicePins={[...servicePins]} maxAddresses={MAX_SAVED_ADDRESSES} returnTo={returnTo} startAdding={add === '1'} />
    </div>
  );
}
