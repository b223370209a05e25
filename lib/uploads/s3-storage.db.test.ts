// The S3 backend against a real S3-compatible server: the @20minutes/s3rver emulator from npm, on a
// free port with its data in a temp directory. It checks SigV4 signatures as S3 does (its built-in
// key pair is S3RVER / S3RVER). Last, the /uploads route serves uploads kept in it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { NextRequest } from 'next/server';
import { GET } from '@/app/uploads/[...key]/route';
import { useTestDatabase } from '@/testing/test-database';
import { graphqlRequest } from '@/testing/graphql-request';
import { loginAs } from '@/testing/login';
import { DEMO_CUSTOMER_PHONE } from '@/prisma/seed-data';
import { S3Storage } from './s3-storage';
import { getStorage, type UploadStorage } from './storage';
import { storageKeyFor } from './storage-key';
import { solidPng, tinyPdf, toBase64 } from '@/testing/images';

useTestDatabase();

const BUCKET = 'shop-uploads';
let dir: string;
let server: S3rver;
let endpoint: string;
/** what the app would read from .env */
let env: Record<string, string>;
/** a second, independent client: checks what the server really keeps */
let direct: S3Client;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 's3rver-'));
  // The bucket is made by the emulator itself: SDK v3 sends CreateBucket to "/shop-uploads/" and
  // s3rver checks the signature against "/shop-uploads", so a signed CreateBucket is refused there.
  // Object requests (all that UploadStorage sends) are signed and checked exactly.
  server = new S3rver({ address: '127.0.0.1', port: 0, directory: dir, silent: true, configureBuckets: [{ name: BUCKET }] });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  env = { S3_BUCKET: BUCKET, S3_ENDPOINT: endpoint, S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };
  direct = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
});
afterAll(async () => {
  direct?.destroy();
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

const storage = (): UploadStorage => getStorage(env);
const head = (key: string) => direct.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));

test('getStorage gives the S3 backend for this environment', () => {
  expect(storage()).toBeInstanceOf(S3Storage);
});

test('a payment screenshot under the spec key: put, get, delete', async () => {
  const key = storageKeyFor('payments', 'cm9user0000000000000000001', 1_700_000_000_123, 'jpg');
  expect(key).toBe('cm9user0000000000000000001/payments/1700000000123.jpg');
  const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);

  await storage().put(key, jpeg, 'image/jpeg');
  const kept = await head(key);
  expect(kept.ContentType).toBe('image/jpeg');
  expect(kept.ContentLength).toBe(jpeg.length);
  expect(await storage().get(key)).toEqual({ bytes: jpeg, contentType: 'image/jpeg' });

  await storage().delete(key);
  expect(await storage().get(key)).toBeNull();
  await expect(head(key)).rejects.toMatchObject({ $metadata: { httpStatusCode: 404 } });
});

test('binary files come back byte for byte with their content type', async () => {
  const png = await solidPng(64, 48);
  const pdf = tinyPdf();
  // every byte value, and a run long enough to cross buffer boundaries
  const everyByte = Buffer.concat([Buffer.from(Array.from({ length: 256 }, (_, i) => i)), Buffer.alloc(200_000, 0xa5)]);
  const files = [
    ['hero/1700000000001.png', png, 'image/png'],
    ['u1/payments/1700000000002.pdf', pdf, 'application/pdf'],
    ['u1/profile/1700000000003.webp', everyByte, 'image/webp'],
  ] as const;
  for (const [key, bytes, type] of files) await storage().put(key, bytes, type);
  for (const [key, bytes, type] of files) {
    const got = await storage().get(key);
    expect(got?.contentType).toBe(type);
    expect(got?.bytes.equals(bytes)).toBe(true);
  }
  expect((await storage().get('hero/1700000000001.png'))?.bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
});

test('putting the same key again replaces the object', async () => {
  await storage().put('u2/locations/1.jpg', Buffer.from('first'), 'image/jpeg');
  await storage().put('u2/locations/1.jpg', Buffer.from('second'), 'image/png');
  expect(await storage().get('u2/locations/1.jpg')).toEqual({ bytes: Buffer.from('second'), contentType: 'image/png' });
});

test('a missing key reads as null and deletes without error', async () => {
  expect(await storage().get('nobody/payments/1.jpg')).toBeNull();
  await expect(storage().delete('nobody/payments/1.jpg')).resolves.toBeUndefined();
});

test('wrong credentials are refused, and nothing is written', async () => {
  const key = 'u3/payments/1700000000004.jpg';
  const wrongSecret = getStorage({ ...env, S3_SECRET_ACCESS_KEY: 'not-the-secret' });
  await expect(wrongSecret.put(key, Buffer.from('x'), 'image/jpeg')).rejects.toThrow(/S3 PUT u3\/payments\/1700000000004\.jpg failed: SignatureDoesNotMatch \(HTTP 403\)/);
  await expect(wrongSecret.get(key)).rejects.toThrow(/SignatureDoesNotMatch/);
  await expect(wrongSecret.delete(key)).rejects.toThrow(/SignatureDoesNotMatch/);

  const unknownKey = getStorage({ ...env, S3_ACCESS_KEY_ID: 'NOSUCHKEY' });
  await expect(unknownKey.put(key, Buffer.from('x'), 'image/jpeg')).rejects.toThrow(/InvalidAccessKeyId \(HTTP 403\)/);

  expect(await storage().get(key)).toBeNull();
});

test('a missing bucket is an error, not a missing file', async () => {
  const noBucket = getStorage({ ...env, S3_BUCKET: 'no-such-bucket' });
  await expect(noBucket.get('hero/1.jpg')).rejects.toThrow(/NoSuchBucket \(HTTP 404\)/);
  await expect(noBucket.put('hero/1.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow(/NoSuchBucket/);
});

describe('the /uploads route with S3 storage', () => {
  const names = ['S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  beforeAll(() => Object.assign(process.env, env));
  afterAll(() => names.forEach((n) => delete process.env[n]));

  test('an uploaded payment screenshot is kept in the bucket and served to its owner', async () => {
    const { cookie } = await loginAs(DEMO_CUSTOMER_PHONE);
    const res = await graphqlRequest<{ uploadImage: { url: string } }>(
      'mutation($b: String!, $f: String!) { uploadImage(base64: $b, fileName: $f, kind: payments) { url } }',
      { b: toBase64(await solidPng()), f: 'paid.png' },
      { cookie },
    );
    const url = res.data?.uploadImage.url;
    if (!url) throw new Error(JSON.stringify(res.errors));
    const key = url.replace(/^\/uploads\//, '');
    expect(key).toMatch(/^[a-z0-9]+\/payments\/\d+\.jpg$/);
    expect((await head(key)).ContentType).toBe('image/jpeg');

    const served = await GET(new NextRequest(`http://localhost:3000${url}`, { headers: { cookie } }), { params: Promise.resolve({ key: key.split('/') }) });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await served.arrayBuffer()).equals((await storage().get(key))!.bytes)).toBe(true);

    const stranger = await GET(new NextRequest(`http://localhost:3000${url}`), { params: Promise.resolve({ key: key.split('/') }) });
    expect(stranger.status).toBe(401);
  });
});
