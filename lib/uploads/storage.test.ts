// Both backends through the one interface: the directory one here, the S3 one's addressing here and
// its round trips against a real S3-compatible server in s3-storage.db.test.ts.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LocalDirectoryStorage } from './local-storage';
import { S3Storage, type S3Config } from './s3-storage';
import { getStorage, type UploadStorage } from './storage';
import { isValidStorageKey, storageKeyFor } from './storage-key';

describe('storage keys', () => {
  test.each([
    ['user1/payments/1700000000000.jpg', true],
    ['hero/1700000000000.png', true],
    ['../etc/passwd', false],
    ['user1/../../x.jpg', false],
    ['/absolute.jpg', false],
    ['user1//x.jpg', false],
    ['user1\\x.jpg', false],
    ['user1/%2e%2e/x.jpg', false],
    ['.hidden', false],
    ['', false],
  ])('%j valid: %s', (key, valid) => {
    expect(isValidStorageKey(key)).toBe(valid);
  });

  test('keys follow the spec layout', () => {
    expect(storageKeyFor('payments', 'u1', 1700000000000, 'jpg')).toBe('u1/payments/1700000000000.jpg');
    expect(storageKeyFor('profile', 'u1', 5, 'png')).toBe('u1/profile/5.png');
    expect(storageKeyFor('locations', 'u1', 5, 'jpg')).toBe('u1/locations/5.jpg');
    expect(storageKeyFor('hero', 'u1', 5, 'jpg')).toBe('hero/5.jpg');
  });
});

describe('LocalDirectoryStorage', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'uploads-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  test('put, get and delete', async () => {
    const storage: UploadStorage = new LocalDirectoryStorage(dir);
    await storage.put('u1/payments/1.jpg', Buffer.from('jpeg bytes'), 'image/jpeg');
    expect(await readFile(path.join(dir, 'u1/payments/1.jpg'), 'utf8')).toBe('jpeg bytes');
    const got = await storage.get('u1/payments/1.jpg');
    expect(got?.bytes.toString()).toBe('jpeg bytes');
    expect(got?.contentType).toBe('image/jpeg');
    await storage.delete('u1/payments/1.jpg');
    expect(await storage.get('u1/payments/1.jpg')).toBeNull();
    await expect(storage.delete('u1/payments/1.jpg')).resolves.toBeUndefined();
  });

  test('keys cannot reach outside the directory', async () => {
    const outside = path.join(path.dirname(dir), `${path.basename(dir)}-secret.txt`);
    await writeFile(outside, 'secret');
    const storage: UploadStorage = new LocalDirectoryStorage(dir);
    try {
      for (const key of [`../${path.basename(outside)}`, '/etc/passwd', 'a/../../x']) {
        await expect(storage.get(key)).rejects.toThrow(/Invalid storage key/);
        await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/Invalid storage key/);
      }
    } finally {
      await rm(outside, { force: true });
    }
  });

  test('getStorage picks the directory from UPLOAD_DIR', () => {
    const storage = getStorage({ UPLOAD_DIR: dir });
    expect(storage).toBeInstanceOf(LocalDirectoryStorage);
    expect((storage as LocalDirectoryStorage).root).toBe(path.resolve(dir));
  });
});

describe('S3Storage', () => {
  type HttpRequest = { protocol: string; hostname: string; port?: number; path: string; headers: Record<string, string> };

  // Stops each request after the SDK has addressed and signed it, so the address is checked without a
  // network. The real round trips run against an S3 emulator in s3-storage.db.test.ts. Clients are
  // shared per configuration, so every test here uses its own access key.
  async function requestFor(config: S3Config): Promise<HttpRequest> {
    const storage = new S3Storage(config);
    let sent: HttpRequest | undefined;
    (await storage.client()).middlewareStack.add(
      () => async (args) => {
        sent = args.request as HttpRequest;
        throw new Error('stopped before the network');
      },
      { step: 'deserialize', priority: 'low' },
    );
    await expect(storage.get('hero/1.jpg')).rejects.toThrow(/stopped before the network/);
    return sent!;
  }

  test('AWS without an endpoint: virtual-hosted address, signed for the region', async () => {
    const req = await requestFor({ bucket: 'shop-uploads', region: 'ap-south-1', accessKeyId: 'AKIDVHOST', secretAccessKey: 's' });
    expect(`${req.protocol}//${req.hostname}${req.path}`).toBe('https://shop-uploads.s3.ap-south-1.amazonaws.com/hero/1.jpg');
    expect(req.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDVHOST\/\d{8}\/ap-south-1\/s3\/aws4_request,/);
  });

  test('a custom endpoint (MinIO, R2): path-style address', async () => {
    const req = await requestFor({ bucket: 'shop-uploads', endpoint: 'http://minio.test:9000', region: 'us-east-1', accessKeyId: 'AKIDPATH', secretAccessKey: 's' });
    expect(`${req.protocol}//${req.hostname}:${req.port}${req.path}`).toBe('http://minio.test:9000/shop-uploads/hero/1.jpg');
  });

  test('getStorage picks S3 when S3_BUCKET is set, and insists on keys', () => {
    expect(getStorage({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 's' })).toBeInstanceOf(S3Storage);
    expect(() => getStorage({ S3_BUCKET: 'b' })).toThrow(/S3_ACCESS_KEY_ID/);
  });

  test('keys are checked before anything is sent', async () => {
    const storage = new S3Storage({ bucket: 'b', region: 'us-east-1', accessKeyId: 'AKIDKEYS', secretAccessKey: 's' });
    await expect(storage.get('../etc/passwd')).rejects.toThrow(/Invalid storage key/);
    await expect(storage.put('a//b.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow(/Invalid storage key/);
  });
});
