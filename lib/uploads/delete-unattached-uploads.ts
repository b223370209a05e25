// The sweep of uploads nobody attached (a pg-boss schedule, lib/jobs): a junk "payment proof"
// uploaded and never used, a photo for an address never saved, a profile picture since replaced,
// once they are a day old. The row goes first, in a statement that checks again that nothing
// points at it (a form saved just now keeps its file), then the bytes; if storage fails, the bytes
// stay behind (logged) and no row points at nothing.
import 'server-only';
import { db } from '@/lib/database/db';
import { UPLOAD_QUOTA } from '@/lib/domain/upload-rules';
import { getStorage, type UploadStorage } from './storage';
import { deleteIfUnattached, findUnattachedUploads } from './unattached-uploads';

const BATCH = 200;

export async function deleteUnattachedUploads(now: Date, storage: UploadStorage = getStorage()): Promise<{ deleted: number; storageFailures: number }> {
  const before = new Date(now.getTime() - UPLOAD_QUOTA.unattachedForMs);
  let deleted = 0;
  let storageFailures = 0;
  for (;;) {
    const batch = await findUnattachedUploads(db, before, BATCH);
    for (const upload of batch) {
      if (!(await deleteIfUnattached(db, upload.id))) continue;
      deleted++;
      try {
        await storage.delete(upload.storageKey);
      } catch (e) {
        storageFailures++;
        console.error(`[uploads] removed the record of ${upload.storageKey} but not its bytes:`, e instanceof Error ? e.message : e);
      }
    }
    if (batch.length < BATCH) return { deleted, storageFailures };
  }
}
