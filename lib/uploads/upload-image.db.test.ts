// uploadImage end to end: the checks, the sharp re-encode, the storage key and row, and the
// GraphQL mutation with real sessions.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { useTestDatabase } from '@/testing/test-database';
import { graphqlRequest } from '@/testing/graphql-request';
import { loginAs } from '@/testing/login';
import { setClock } from '@/lib/clock';
import { AppError } from '@/lib/errors';
import { ROLE_ADMIN, ROLE_CUSTOMER, type Viewer } from '@/lib/auth/viewer';
import { ADMIN_PHONE, DEMO_CUSTOMER_PHONE } from '@/prisma/seed-data';
import { uploadImage, type UploadImageInput } from './upload-image';
import { MAX_UPLOAD_BYTES, PDF_BUSY, TARGET_IMAGE_BYTES, UPLOAD_MESSAGES } from '@/lib/domain/upload-rules';
import { jpegWithGps, junkPdf, noisyPng, pagelessPdf, pngClaiming, solidPng, tinyPdf, toBase64, toDataUrl, transparentPng } from '@/testing/images';

const t = useTestDatabase();
let dir: string;
let customer: Viewer;
let admin: Viewer;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'uploads-db-'));
  process.env.UPLOAD_DIR = dir;
  const [c, a] = await Promise.all([
    t.db().user.findUniqueOrThrow({ where: { phoneNumber: DEMO_CUSTOMER_PHONE } }),
    t.db().user.findUniqueOrThrow({ where: { phoneNumber: ADMIN_PHONE } }),
  ]);
  customer = { id: c.id, roleId: ROLE_CUSTOMER, firstName: c.firstName };
  admin = { id: a.id, roleId: ROLE_ADMIN, firstName: a.firstName };
});
afterAll(async () => {
  delete process.env.UPLOAD_DIR;
  await rm(dir, { recursive: true, force: true });
});

const stored = (url: string) => readFile(path.join(dir, url.replace(/^\/uploads\//, '')));

async function rejection(viewer: Viewer | null, input: UploadImageInput): Promise<AppError> {
  const error = await uploadImage(viewer, input).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('what is refused', () => {
  test.each([
    ['a PNG renamed .jpg', async () => toBase64(await solidPng()), 'photo.jpg', /is a PNG image but its name ends in \.jpg/],
    ['a JPEG renamed .png', async () => toBase64(await jpegWithGps()), 'photo.png', /is a JPEG image but its name ends in \.png/],
    ['a JPEG renamed .pdf', async () => toBase64(await jpegWithGps()), 'receipt.pdf', /is a JPEG image but its name ends in \.pdf/],
    ['HTML named .png', async () => toBase64(Buffer.from('<!doctype html><script>alert(document.cookie)</script>')), 'x.png', UPLOAD_MESSAGES.onlyImages],
    ['SVG named .png', async () => toBase64(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')), 'x.png', UPLOAD_MESSAGES.onlyImages],
    ['a PNG named .gif (not in the list)', async () => toBase64(await solidPng()), 'x.gif', UPLOAD_MESSAGES.onlyImages],
    ['a PNG named .html', async () => toBase64(await solidPng()), 'x.html', UPLOAD_MESSAGES.onlyImages],
    ['a name without extension', async () => toBase64(await solidPng()), 'photo', UPLOAD_MESSAGES.onlyImages],
    ['a GIF named .png', async () => toBase64(Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1')), 'x.png', /is a GIF image but its name ends in \.png/],
    ['a 6 MB file', async () => toBase64(Buffer.concat([await solidPng(), randomBytes(6 * 1024 * 1024)])), 'big.png', UPLOAD_MESSAGES.tooLarge],
    ['one byte over 5 MB', async () => toBase64(Buffer.concat([await solidPng(), randomBytes(MAX_UPLOAD_BYTES)]).subarray(0, MAX_UPLOAD_BYTES + 1)), 'big.png', UPLOAD_MESSAGES.tooLarge],
    ['a 20000x20000 PNG', async () => toBase64(await pngClaiming(20000, 20000)), 'bomb.png', UPLOAD_MESSAGES.dimensionsTooLarge],
    ['a 40 megapixel-plus PNG (8000x5001)', async () => toBase64(await pngClaiming(8000, 5001)), 'bomb.png', UPLOAD_MESSAGES.dimensionsTooLarge],
    ['a HEIC photo (the browser converts these)', async () => toBase64(Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic'), randomBytes(64)])), 'IMG_1.HEIC', UPLOAD_MESSAGES.heicNotConverted],
    ['invalid base64', async () => 'not*base64!', 'x.png', 'The file is not valid base64.'],
    ['empty base64', async () => 'data:image/png;base64,', 'x.png', 'The file is not valid base64.'],
    ['a truncated PNG', async () => toBase64((await solidPng(400, 400)).subarray(0, 60)), 'x.png', /could not be read/],
    // The attack run's "payment proof": the PDF signature, then random bytes (pdf.js cannot open it).
    ['%PDF-1.4 and 2 MB of random bytes', async () => toBase64(junkPdf(2 * 1024 * 1024)), 'receipt.pdf', 'receipt.pdf is not a readable PDF. Please upload the receipt again, or a screenshot.'],
    ['a PDF cut in half', async () => toBase64(tinyPdf().subarray(0, 40)), 'half.pdf', /^half\.pdf is (not a readable PDF|a PDF without any page)/],
    ['a PDF without a single page', async () => toBase64(pagelessPdf()), 'empty.pdf', 'empty.pdf is a PDF without any page. Please upload the receipt itself, or a screenshot.'],
  ])('%s', async (_name, makeBase64, fileName, message) => {
    const before = await t.db().uploadedImage.count();
    const error = await rejection(customer, { base64: await makeBase64(), fileName });
    expect(error.code).toBe('BAD_USER_INPUT');
    if (typeof message === 'string') expect(error.message).toBe(message);
    else expect(error.message).toMatch(message);
    expect(await t.db().uploadedImage.count()).toBe(before);
  });

  test('a PDF is payment proof only, not a hero, profile or location picture', async () => {
    for (const kind of ['hero', 'profile', 'locations'] as const) {
      const error = await rejection(admin, { base64: toBase64(tinyPdf()), fileName: 'x.pdf', kind });
      expect(error.message).toBe(UPLOAD_MESSAGES.onlyImages);
    }
  });

  // The check's bounds (lib/uploads/check-pdf.ts), made tight enough to meet here.
  test('a PDF past the check\'s CPU time is refused as unreadable; one the busy server could not check is "try again" (503), and nothing is stored', async () => {
    const before = await t.db().uploadedImage.count();
    const slow = await uploadImage(customer, { base64: toBase64(junkPdf(4.5 * 1024 * 1024)), fileName: 'receipt.pdf' }, undefined, { cpuMs: 1 }).catch((e: unknown) => e);
    expect(slow).toMatchObject({ code: 'BAD_USER_INPUT', message: 'receipt.pdf is not a readable PDF. Please upload the receipt again, or a screenshot.' });
    const busy = await uploadImage(customer, { base64: toBase64(tinyPdf()), fileName: 'receipt.pdf' }, undefined, { wallMs: 1 }).catch((e: unknown) => e);
    expect(busy).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: PDF_BUSY.message, details: { retryAfterSeconds: PDF_BUSY.retryAfterSeconds } });
    expect(await t.db().uploadedImage.count()).toBe(before);
  });

  test('logged out is UNAUTHENTICATED; a customer cannot upload hero images', async () => {
    expect((await rejection(null, { base64: toBase64(await solidPng()), fileName: 'x.png' })).code).toBe('UNAUTHENTICATED');
    expect((await rejection(customer, { base64: toBase64(await solidPng()), fileName: 'x.png', kind: 'hero' })).code).toBe('FORBIDDEN');
  });
});

describe('what is stored', () => {
  test('a payment screenshot: key {userId}/payments/{timestamp}.jpg, row, url', async () => {
    const restore = setClock(new Date('2026-03-01T10:00:00Z'));
    try {
      const res = await uploadImage(customer, { base64: toDataUrl(await solidPng(), 'image/png'), fileName: 'shot.png' });
      const key = `${customer.id}/payments/${Date.parse('2026-03-01T10:00:00Z')}.jpg`;
      expect(res.url).toBe(`/uploads/${key}`);
      const row = await t.db().uploadedImage.findUniqueOrThrow({ where: { id: res.id } });
      const bytes = await stored(res.url);
      expect(row).toMatchObject({ ownerId: customer.id, kind: 'payments', storageKey: key, contentType: 'image/jpeg', byteSize: bytes.length, width: 40, height: 30 });
      expect((await sharp(bytes).metadata()).format).toBe('jpeg');

      // same millisecond again: the next free key, not an overwrite
      const again = await uploadImage(customer, { base64: toBase64(await solidPng()), fileName: 'shot.png' });
      expect(again.url).toBe(`/uploads/${customer.id}/payments/${Date.parse('2026-03-01T10:00:00Z') + 1}.jpg`);
    } finally {
      restore();
    }
  });

  test.each(['profile', 'locations'] as const)('kind %s goes under {userId}/%s/', async (kind) => {
    const res = await uploadImage(customer, { base64: toBase64(await solidPng()), fileName: 'x.png', kind });
    expect(res.url).toMatch(new RegExp(`^/uploads/${customer.id}/${kind}/\\d+\\.jpg$`));
  });

  test('hero images go under hero/', async () => {
    const res = await uploadImage(admin, { base64: toBase64(await solidPng()), fileName: 'x.png', kind: 'hero' });
    expect(res.url).toMatch(/^\/uploads\/hero\/\d+\.jpg$/);
  });

  test('EXIF (GPS, camera) is stripped and its orientation applied', async () => {
    const input = await jpegWithGps();
    const inMeta = await sharp(input).metadata();
    expect(inMeta.exif?.toString('latin1')).toContain('TestPhone');
    // the GPSInfo IFD pointer (tag 0x8825) is there to be stripped
    expect(inMeta.exif!.includes(Buffer.from([0x88, 0x25])) || inMeta.exif!.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    expect(inMeta.orientation).toBe(6);

    const res = await uploadImage(customer, { base64: toBase64(input), fileName: 'IMG_2040.JPG' });
    const outMeta = await sharp(await stored(res.url)).metadata();
    expect(outMeta.exif).toBeUndefined();
    expect(outMeta.xmp).toBeUndefined();
    expect(outMeta.icc).toBeUndefined();
    expect(outMeta.orientation).toBeUndefined();
    // 64x48 turned a quarter by orientation 6
    expect([outMeta.width, outMeta.height]).toEqual([48, 64]);
    const row = await t.db().uploadedImage.findUniqueOrThrow({ where: { id: res.id } });
    expect([row.width, row.height]).toEqual([48, 64]);
  });

  test('a large noisy image is stepped down to about 500 KB', async () => {
    const input = await noisyPng();
    expect(input.length).toBeGreaterThan(4 * 1024 * 1024);
    expect(input.length).toBeLessThanOrEqual(MAX_UPLOAD_BYTES);
    const res = await uploadImage(customer, { base64: toBase64(input), fileName: 'noise.png' });
    const bytes = await stored(res.url);
    expect(bytes.length).toBeLessThanOrEqual(TARGET_IMAGE_BYTES);
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.width).toBeLessThan(1200);
    // stepped by powers of 0.8, not squashed to a thumbnail
    const steps = Math.log(meta.width! / 1200) / Math.log(0.8);
    expect(Math.abs(steps - Math.round(steps))).toBeLessThan(0.01);
    expect(meta.width).toBeGreaterThan(300);
  }, 30_000);

  test('a PNG with see-through pixels stays a PNG', async () => {
    const res = await uploadImage(admin, { base64: toBase64(await transparentPng()), fileName: 'logo.png', kind: 'hero' });
    expect(res.url).toMatch(/\.png$/);
    const meta = await sharp(await stored(res.url)).metadata();
    expect(meta.format).toBe('png');
    expect(meta.hasAlpha).toBe(true);
  });

  test('a PDF is stored byte for byte', async () => {
    const pdf = tinyPdf();
    const res = await uploadImage(customer, { base64: toDataUrl(pdf, 'application/pdf'), fileName: 'receipt.PDF' });
    expect(res.url).toMatch(new RegExp(`^/uploads/${customer.id}/payments/\\d+\\.pdf$`));
    expect((await stored(res.url)).equals(pdf)).toBe(true);
    const row = await t.db().uploadedImage.findUniqueOrThrow({ where: { id: res.id } });
    expect(row).toMatchObject({ contentType: 'application/pdf', byteSize: pdf.length, width: null, height: null });
  });

  test('an admin acting for a customer files the upload under the customer, with an audit entry', async () => {
    const res = await uploadImage({ ...admin, actingForUserId: customer.id }, { base64: toBase64(await solidPng()), fileName: 'x.png' });
    expect(res.url).toMatch(new RegExp(`^/uploads/${customer.id}/payments/`));
    const row = await t.db().uploadedImage.findUniqueOrThrow({ where: { id: res.id } });
    expect(row.ownerId).toBe(customer.id);
    const audit = await t.db().auditLog.findFirst({ where: { entityId: res.id } });
    expect(audit).toMatchObject({ actorId: admin.id, subjectUserId: customer.id, action: 'uploadImage' });
  });

  test('when storing fails, no row is left pointing at nothing', async () => {
    const before = await t.db().uploadedImage.count();
    const failing = { put: async () => Promise.reject(new Error('disk full')), get: async () => null, delete: async () => undefined };
    await expect(uploadImage(customer, { base64: toBase64(await solidPng()), fileName: 'x.png' }, failing)).rejects.toThrow('disk full');
    expect(await t.db().uploadedImage.count()).toBe(before);
  });
});

describe('through GraphQL', () => {
  const UPLOAD = 'mutation($b: String!, $f: String!, $k: ImageKind) { uploadImage(base64: $b, fileName: $f, kind: $k) { id url } }';

  test('a logged-in customer gets { id, url }', async () => {
    const { cookie, user } = await loginAs(DEMO_CUSTOMER_PHONE);
    const res = await graphqlRequest<{ uploadImage: { id: string; url: string } }>(UPLOAD, { b: toBase64(await solidPng()), f: 'a.png' }, { cookie });
    expect(res.errors).toBeUndefined();
    expect(res.data!.uploadImage.url).toMatch(new RegExp(`^/uploads/${user.id}/payments/\\d+\\.jpg$`));
    expect(await t.db().uploadedImage.findUnique({ where: { id: res.data!.uploadImage.id } })).not.toBeNull();
  });

  test('logged out: UNAUTHENTICATED', async () => {
    const res = await graphqlRequest(UPLOAD, { b: toBase64(await solidPng()), f: 'a.png' });
    expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  test('a customer uploading a hero image: FORBIDDEN; an admin may', async () => {
    const customerSession = await loginAs(DEMO_CUSTOMER_PHONE);
    const refused = await graphqlRequest(UPLOAD, { b: toBase64(await solidPng()), f: 'a.png', k: 'hero' }, { cookie: customerSession.cookie });
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const adminSession = await loginAs(ADMIN_PHONE);
    const ok = await graphqlRequest<{ uploadImage: { url: string } }>(UPLOAD, { b: toBase64(await solidPng()), f: 'a.png', k: 'hero' }, { cookie: adminSession.cookie });
    expect(ok.data!.uploadImage.url).toMatch(/^\/uploads\/hero\//);
  });

  test('errors carry BAD_USER_INPUT with the field and the spec message', async () => {
    const { cookie } = await loginAs(DEMO_CUSTOMER_PHONE);
    const wrongName = await graphqlRequest(UPLOAD, { b: toBase64(await solidPng()), f: 'a.exe' }, { cookie });
    expect(wrongName.errors?.[0]).toMatchObject({ message: UPLOAD_MESSAGES.onlyImages, extensions: { code: 'BAD_USER_INPUT', field: 'fileName' } });
    // just over 5 MB still fits the route's body cap, so the service's own message comes back
    const big = Buffer.concat([await solidPng(), randomBytes(MAX_UPLOAD_BYTES)]);
    const tooBig = await graphqlRequest(UPLOAD, { b: toBase64(big), f: 'a.png' }, { cookie });
    expect(tooBig.errors?.[0]).toMatchObject({ message: UPLOAD_MESSAGES.tooLarge, extensions: { code: 'BAD_USER_INPUT', field: 'base64' } });
    // a menu picture is the shop's: a customer may not upload one
    const menuKind = await graphqlRequest(UPLOAD, { b: toBase64(await solidPng()), f: 'a.png', k: 'menu' }, { cookie });
    expect(menuKind.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
