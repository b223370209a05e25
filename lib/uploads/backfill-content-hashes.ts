// Fills UploadedImage.contentHash for uploads made before the column existed, right after the
// migration that added it is applied (SQL cannot read the upload directory or the bucket). A file
// that cannot be read (gone, or the storage is out of reach) leaves its row null: such an upload
// simply is never flagged as a duplicate.
import 'server-only';
import type { Db } from '@/lib/database/db';
import type { UploadStorage } from './upload-storage';
import { getStorage } from './storage';
import { contentHash } from './content-hash';

/** The migration that added UploadedImage.contentHash. */
export const CONTENT_HASH_MIGRATION = '20261126094012_payment_utr_and_bank_statements';

const BATCH = 100;

/** Hashes every upload without a hash whose file can be read; a page of rows at a time. */
export async function backfillContentHashes(db: Db, storage: UploadStorage = getStorage()): Promise<{ hashed: number; unreadable: number }> {
  let hashed = 0;
  let unreadable = 0;
  let after: string | undefined;
  for (;;) {
    const rows = await db.uploadedImage.findMany({
      where: { contentHash: null, ...(after ? { id: { gt: after } } : {}) },
      orderBy: { id: 'asc' },
      take: BATCH,
      select: { id: true, storageKey: true },
    });
    if (rows.length === 0) return { hashed, unreadable };
    for (const row of rows) {
      const stored = await storage.get(row.storageKey).catch(() => null);
      if (!stored) {
        unreadable++;
        continue;
      }
      await db.uploadedImage.update({ where: { id: row.id }, data: { contentHash: contentHash(stored.bytes) } });
      hashed++;
    }
    after = rows[rows.length - 1].id;
  }
}

/** Runs the backfill when the migration run just applied the migration that added the column. */
export async function backfillAfterMigration(applied: readonly string[], db: Db, log: (line: string) => void = () => {}): Promise<void> {
  if (!applied.includes(CONTENT_HASH_MIGRATION)) return;
  const { hashed, unreadable } = await backfillContentHashes(db);
  log(`upload fingerprints: ${hashed} files hashed, ${unreadable} unreadable (left without one)`);
}
