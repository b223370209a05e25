import 'server-only';
import { siteUrl } from '@/lib/site';
import { addressSnapshotOf, type SavedAddress } from '@/lib/domain/address-snapshot';
import { uploadUrl } from '@/lib/uploads/storage-key';
import { iso, type SectionReader } from './section-reader';

export type AddressExport = SavedAddress & {
  photo: string | null;
  createdAt: string;
  updatedAt: string;
  /** removed from their list, but kept because an order went there; null while in use */
  removedAt: string | null;
};

const COLUMNS = ['id', 'title', 'lineOne', 'linetwo', 'city', 'state', 'zipCode', 'country', 'latitude', 'longitude', 'dropNote', 'photo', 'createdAt', 'updatedAt', 'removedAt'] as const;

/** Every address they saved, the ones they removed included (we still hold those). */
export const addressesReader: SectionReader<AddressExport[]> = {
  async read(tx, userId) {
    const rows = await tx.address.findMany({ where: { userId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], include: { image: { select: { storageKey: true } } } });
    return rows.map((a) => ({
      // where it is, as an order's snapshot names it; then what only the export adds
      ...addressSnapshotOf(a),
      photo: a.image ? `${siteUrl()}${uploadUrl(a.image.storageKey)}` : null,
      createdAt: a.createdAt.toISOString(),
      updatedAt: a.updatedAt.toISOString(),
      removedAt: iso(a.deletedAt),
    }));
  },
  tables: (addresses) => [{ name: 'addresses', header: COLUMNS, rows: addresses.map((a) => COLUMNS.map((c) => a[c])) }],
};
