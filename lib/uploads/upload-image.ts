// uploadImage: checks, re-encodes and stores one image (or PDF) and records it, returning the
// URL it is served from (/uploads/<key>, see app/uploads/[...key]/route.ts).
import 'server-only';
import { db } from '@/lib/database/db';
import { clock } from '@/lib/clock';
import { badInput, forbidden, serviceUnavailable } from '@/lib/errors';
import { requireAdmin, requireViewer } from '@/lib/auth/guards';
import { customerIdFor, isAdmin, isRider, type Viewer } from '@/lib/auth/viewer';
import { hit } from '@/lib/rate-limit/sliding-window';
import { checkUpload } from './decode-upload';
import { processImage } from './process-image';
import { getStorage, type UploadStorage } from './storage';
import { storageKeyFor, uploadUrl } from './storage-key';
import { PDF_BUSY, SHOP_IMAGE_KINDS, UPLOAD_MESSAGES, UPLOAD_QUOTA, UPLOAD_RATE, unreadablePdfMessage, uploadQuotaMessage, uploadRateMessage, type UploadKind } from '@/lib/domain/upload-rules';
import { checkPdf } from './check-pdf';
import type { TighterTimeBounds } from '@/lib/workers/bounded-worker';
import { unattachedBytesOf } from './unattached-uploads';
import { contentHash } from './content-hash';

export type UploadImageInput = { base64: string; fileName: string; kind?: UploadKind | null };
export type UploadedImageRef = { id: string; url: string };

// Two uploads by one owner in the same millisecond would want the same key; the unique index
// decides, and the loser takes the next millisecond.
const KEY_ATTEMPTS = 10;

export async function uploadImage(
  viewer: Viewer | null,
  input: UploadImageInput,
  storage: UploadStorage = getStorage(),
  /** tighter bounds for the PDF check, for tests */
  pdfLimits: TighterTimeBounds = {},
): Promise<UploadedImageRef> {
  const kind = input.kind ?? 'payments';
  const shopImage = SHOP_IMAGE_KINDS.includes(kind);
  const actor = shopImage ? requireAdmin(viewer) : requireViewer(viewer);
  // A drop's photo is taken at the door, by its rider or an admin; filed under them, read by the customer it proves a drop to.
  if (kind === 'DELIVERY_PROOF' && !isRider(actor) && !isAdmin(actor)) throw forbidden('Only riders and admins take photos of drops.');
  // An admin ordering for a customer uploads the customer's screenshot: it is filed under, and
  // readable by, that customer.
  const ownerId = !shopImage && kind !== 'DELIVERY_PROOF' ? customerIdFor(actor) : actor.id;

  const checked = checkUpload(input.base64, input.fileName);
  // Counted per person at the keyboard (an admin's uploads for customers are the admin's), before
  // any pixel is decoded, and whether or not the file turns out usable: the work is what is limited.
  const now = clock().now();
  await db.$transaction((tx) =>
    hit(
      tx,
      {
        bucket: `upload:user:${actor.id}`,
        // a rider photographs drops all morning, as many as an admin uploads
        limit: isAdmin(actor) || isRider(actor) ? UPLOAD_RATE.perAdmin : UPLOAD_RATE.perCustomer,
        windowMs: UPLOAD_RATE.windowMs,
        message: uploadRateMessage,
      },
      now,
    ),
  );
  // PDFs are accepted as payment proof only; a PDF hero, avatar or location photo cannot be shown.
  if (checked.type === 'pdf' && kind !== 'payments') throw badInput(UPLOAD_MESSAGES.onlyImages, 'base64');
  // Files never attached to anything are deleted after a day; until then they count against the
  // person's room (lib/domain/upload-rules.ts UPLOAD_QUOTA). Checked before any work on the file.
  if (!shopImage && (await unattachedBytesOf(db, ownerId)) + checked.bytes.length > UPLOAD_QUOTA.unattachedBytesPerOwner) {
    throw badInput(uploadQuotaMessage(), 'base64');
  }
  if (checked.type === 'pdf') {
    const pdf = await checkPdf(checked.bytes, pdfLimits);
    if (!pdf.ok) {
      // a check the busy server could not finish says nothing about the file: try again
      if (pdf.reason === 'busy') throw serviceUnavailable(PDF_BUSY.message, PDF_BUSY.retryAfterSeconds);
      throw badInput(unreadablePdfMessage(input.fileName, pdf.reason), 'base64');
    }
  }

  const file =
    checked.type === 'pdf'
      ? { bytes: checked.bytes, contentType: 'application/pdf', ext: 'pdf', width: null, height: null }
      : await processImage(checked.bytes, checked.type === 'png' ? 'png' : 'jpeg');

  const timestamp = now.getTime();
  let row: { id: string; storageKey: string } | null = null;
  for (let attempt = 0; !row; attempt++) {
    const storageKey = storageKeyFor(kind, ownerId, timestamp + attempt, file.ext);
    try {
      row = await db.uploadedImage.create({
        data: { ownerId, kind, storageKey, contentType: file.contentType, byteSize: file.bytes.length, width: file.width, height: file.height, createdAt: now, contentHash: contentHash(file.bytes) },
        select: { id: true, storageKey: true },
      });
    } catch (e) {
      if ((e as { code?: string }).code !== 'P2002' || attempt + 1 >= KEY_ATTEMPTS) throw e;
    }
  }

  try {
    await storage.put(row.storageKey, file.bytes, file.contentType);
  } catch (e) {
    // no row may point at bytes that were never stored
    await db.uploadedImage.delete({ where: { id: row.id } }).catch(() => undefined);
    throw e;
  }

  if (ownerId !== actor.id) {
    await db.auditLog.create({
      data: { actorId: actor.id, subjectUserId: ownerId, action: 'uploadImage', entity: 'UploadedImage', entityId: row.id, data: { kind } },
    });
  }
  return { id: row.id, url: uploadUrl(row.storageKey) };
}
