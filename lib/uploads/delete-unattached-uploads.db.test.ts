// Uploads attached to nothing: the storage quota they count against, and the hourly job that
// deletes them after a day, on a real database and the local storage directory.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { useTestDatabase } from '@/testing/test-database';
import { seededAdminViewer } from '@/testing/admin';
import { setClock } from '@/lib/clock';
import { AppError } from '@/lib/errors';
import { ROLE_CUSTOMER, type Viewer } from '@/lib/auth/viewer';
import { createCustomer } from '@/testing/checkout';
import { createTestOrder } from '@/testing/order-factory';
import { solidPng, tinyPdf, toBase64 } from '@/testing/images';
import { UPLOAD_QUOTA, uploadQuotaMessage } from '@/lib/domain/upload-rules';
import { uploadImage } from './upload-image';
import { deleteUnattachedUploads } from './delete-unattached-uploads';
import { unattachedBytesOf } from './unattached-uploads';

const t = useTestDatabase();
let dir: string;
let admin: Viewer;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'unattached-'));
  process.env.UPLOAD_DIR = dir;
  admin = await seededAdminViewer(t.db());
});
afterAll(async () => {
  delete process.env.UPLOAD_DIR;
  await rm(dir, { recursive: true, force: true });
});

const exists = (key: string) => readFile(path.join(dir, key)).then(() => true, () => false);
const DAY = 24 * 60 * 60 * 1000;

async function customerViewer(): Promise<Viewer & { addressId: string }> {
  const c = await createCustomer(t.db(), { firstName: 'Quota' });
  return { id: c.viewer.id, roleId: ROLE_CUSTOMER, firstName: 'Quota', addressId: c.addressId };
}

test('uploads attached to nothing for a day are deleted, file and row; attached, recent and hero ones stay', async () => {
  const c = await customerViewer();
  const T0 = new Date('2026-11-20T04:30:00Z');
  let restore = setClock(T0);
  const upload = async (name: string, kind?: 'payments' | 'profile' | 'locations' | 'hero') =>
    uploadImage(kind === 'hero' ? admin : c, { base64: toBase64(name.endsWith('.pdf') ? tinyPdf() : await solidPng()), fileName: name, kind });
  const junk = await upload('junk.pdf');
  const replacedPicture = await upload('old.png', 'profile');
  const picture = await upload('me.png', 'profile');
  const addressPhoto = await upload('gate.png', 'locations');
  const proof = await upload('paid.png');
  const hero = await upload('banner.png', 'hero');
  const unusedHero = await upload('draft.png', 'hero');
  const db = t.db();
  await db.user.update({ where: { id: c.id }, data: { profilePicId: picture.id } });
  await db.address.update({ where: { id: c.addressId }, data: { imageId: addressPhoto.id } });
  const order = await createTestOrder(db, { userId: c.id, suborders: [{ kind: 'TREATS', deliveries: [{ date: '2026-12-01' }] }] });
  await db.payment.update({ where: { orderId: order.id }, data: { screenshotId: proof.id } });
  await db.heroImage.create({ data: { type: 'desktop', imageUrl: hero.url } });
  restore();

  restore = setClock(new Date(T0.getTime() + DAY - 60_000));
  const recent = await uploadImage(c, { base64: toBase64(await solidPng()), fileName: 'now.png' });
  restore();

  const keyOf = (u: { url: string }) => u.url.replace(/^\/uploads\//, '');
  const result = await deleteUnattachedUploads(new Date(T0.getTime() + DAY + 60_000));
  expect(result).toEqual({ deleted: 3, storageFailures: 0 });
  for (const gone of [junk, replacedPicture, unusedHero]) {
    expect(await db.uploadedImage.findUnique({ where: { id: gone.id } })).toBeNull();
    expect(await exists(keyOf(gone))).toBe(false);
  }
  for (const kept of [picture, addressPhoto, proof, hero, recent]) {
    expect(await db.uploadedImage.findUnique({ where: { id: kept.id } })).not.toBeNull();
    expect(await exists(keyOf(kept))).toBe(true);
  }
  // Nothing more to do on the next run.
  expect(await deleteUnattachedUploads(new Date(T0.getTime() + DAY + 120_000))).toEqual({ deleted: 0, storageFailures: 0 });
});

test(`a person may keep at most ${UPLOAD_QUOTA.unattachedBytesPerOwner / 1024 / 1024} MB of files attached to nothing; attaching one frees its room`, async () => {
  const c = await customerViewer();
  const db = t.db();
  // Files already uploaded and not used, just under the quota (rows only: the quota reads the rows).
  const big = await db.uploadedImage.create({ data: { ownerId: c.id, kind: 'payments', storageKey: `${c.id}/payments/1.pdf`, contentType: 'application/pdf', byteSize: UPLOAD_QUOTA.unattachedBytesPerOwner - 100 } });
  expect(await unattachedBytesOf(db, c.id)).toBe(UPLOAD_QUOTA.unattachedBytesPerOwner - 100);
  const refused = await uploadImage(c, { base64: toBase64(await solidPng()), fileName: 'x.png' }).catch((e: unknown) => e);
  expect(refused).toBeInstanceOf(AppError);
  expect(refused).toMatchObject({ code: 'BAD_USER_INPUT', message: uploadQuotaMessage(), details: { field: 'base64' } });
  // Attached (the payment proof of an order), it no longer counts.
  const order = await createTestOrder(db, { userId: c.id, suborders: [{ kind: 'TREATS', deliveries: [{ date: '2026-12-01' }] }] });
  await db.payment.update({ where: { orderId: order.id }, data: { screenshotId: big.id } });
  expect(await unattachedBytesOf(db, c.id)).toBe(0);
  await expect(uploadImage(c, { base64: toBase64(await solidPng()), fileName: 'x.png' })).resolves.toHaveProperty('url');
});
