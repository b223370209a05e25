// Who may fetch a stored file. Hero and menu images are public; payment screenshots, profile
// pictures and location photos are their owner's (and admins'); a drop's photo is also the
// customer's whose drop it shows.
import 'server-only';
import { db } from '@/lib/database/db';
import { notFound, unauthenticated } from '@/lib/errors';
import { isAdmin, type Viewer } from '@/lib/auth/viewer';
import { getStorage, type UploadStorage } from './storage';
import { isValidStorageKey } from './storage-key';

export type ReadableUpload = {
  bytes: Buffer;
  contentType: string;
  isPublic: boolean;
  kind: string;
  fileName: string;
};

const PUBLIC_KINDS = new Set(['hero', 'menu']);

/** Whether the photo proves (or shows the door of) a drop to this customer. */
async function showsDropOf(uploadId: string, customerId: string): Promise<boolean> {
  const drop = await db.delivery.findFirst({
    where: { OR: [{ proofPhotoId: uploadId }, { failurePhotoId: uploadId }], suborder: { order: { userId: customerId } } },
    select: { id: true },
  });
  return drop !== null;
}

export async function readUpload(viewer: Viewer | null, key: string, storage: UploadStorage = getStorage()): Promise<ReadableUpload> {
  if (!isValidStorageKey(key)) throw notFound('File');
  const row = await db.uploadedImage.findUnique({ where: { storageKey: key }, select: { id: true, kind: true, ownerId: true, contentType: true } });
  if (!row) throw notFound('File');
  const isPublic = PUBLIC_KINDS.has(row.kind);
  if (!isPublic) {
    if (!viewer) throw unauthenticated();
    // A stranger gets not-found rather than forbidden: no confirmation that the file exists.
    if (row.ownerId !== viewer.id && !isAdmin(viewer) && !(row.kind === 'DELIVERY_PROOF' && (await showsDropOf(row.id, viewer.id)))) throw notFound('File');
  }
  const stored = await storage.get(key);
  if (!stored) throw notFound('File');
  return { bytes: stored.bytes, contentType: row.contentType, isPublic, kind: row.kind, fileName: key.slice(key.lastIndexOf('/') + 1) };
}
