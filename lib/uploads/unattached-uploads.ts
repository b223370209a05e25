// Which uploads are attached to nothing: no one's picture, no address's photo, no payment's proof,
// no drop's photo, no hero image (menu images are placed by hand and never cleaned up). One definition for the storage quota (upload-image.ts) and the cleanup job
// (delete-unattached-uploads.ts). A file replaced by a newer one (a new profile picture, a second
// payment screenshot) is attached to nothing from then on, and goes too.
import 'server-only';
import { Prisma } from '@/lib/generated/prisma/client';
import { UPLOADS_URL_PREFIX } from './storage-key';

type Reader = Pick<Prisma.TransactionClient, '$queryRaw'>;

const unattached = Prisma.sql`
  NOT EXISTS (SELECT 1 FROM "User" x WHERE x."profilePicId" = u.id)
  AND NOT EXISTS (SELECT 1 FROM "Address" a WHERE a."imageId" = u.id)
  AND NOT EXISTS (SELECT 1 FROM "Payment" p WHERE p."screenshotId" = u.id)
  AND NOT EXISTS (SELECT 1 FROM "Delivery" d WHERE d."proofPhotoId" = u.id)
  AND NOT EXISTS (SELECT 1 FROM "Delivery" d WHERE d."failurePhotoId" = u.id)
  AND NOT EXISTS (SELECT 1 FROM "HeroImage" h WHERE h."imageUrl" = ${UPLOADS_URL_PREFIX} || u."storageKey")`;

/** Bytes of the owner's files attached to nothing (hero images are the admins' and not counted). */
export async function unattachedBytesOf(db: Reader, ownerId: string): Promise<number> {
  const [row] = await db.$queryRaw<{ bytes: bigint | null }[]>`
    SELECT sum(u."byteSize") AS bytes FROM "UploadedImage" u
    WHERE u."ownerId" = ${ownerId} AND u.kind <> 'hero' AND ${unattached}`;
  return Number(row?.bytes ?? 0);
}

/** Uploads made before `before` and attached to nothing, oldest first, at most `limit`. */
export async function findUnattachedUploads(db: Reader, before: Date, limit: number): Promise<{ id: string; storageKey: string }[]> {
  return db.$queryRaw<{ id: string; storageKey: string }[]>`
    SELECT u.id, u."storageKey" FROM "UploadedImage" u
    WHERE u."createdAt" < ${before} AND u.kind <> 'menu' AND ${unattached}
    ORDER BY u."createdAt" ASC LIMIT ${limit}`;
}

/** Deletes the row when it is still attached to nothing (checked in the same statement); whether it did. */
export async function deleteIfUnattached(db: Reader, id: string): Promise<boolean> {
  const deleted = await db.$queryRaw<{ id: string }[]>`
    DELETE FROM "UploadedImage" u WHERE u.id = ${id} AND ${unattached} RETURNING u.id`;
  return deleted.length > 0;
}
