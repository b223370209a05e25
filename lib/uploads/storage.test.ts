// Both backends through the one interface: a temp directory, and an in-process HTTP server that
// speaks enough S3 to check what the S3 backend puts on the wire (and re-verifies its signatures).
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LocalDirectoryStorage } from './local-storage';
import { S3Storage } from './s3-storage';
import { getStorage, type UploadStorage } from './storage';
import { isValidStorageKey, storageKeyFor } from './storage-key';
import { sha256Hex, signRequest } from './sigv4';

const credentials = { accessKeyId: 'TESTKEY', secretAccessKey: 'test/secret+key' };

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
  let server: Server;
  let endpoint: string;
  const objects = new Map<string, { body: Buffer; type: string }>();
  const seen: { method: string; url: string; verified: boolean }[] = [];

  async function readBody(req: IncomingMessage): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    return Buffer.concat(chunks);
  }

  // Recomputes the signature from what actually arrived: proves fetch sent the headers that were signed.
  function verify(req: IncomingMessage, body: Buffer): boolean {
    const auth = req.headers.authorization ?? '';
    const signedNames = /SignedHeaders=([^,]+)/.exec(auth)?.[1].split(';') ?? [];
    const headers: Record<string, string> = {};
    for (const name of signedNames) if (!['host', 'x-amz-date', 'x-amz-content-sha256'].includes(name)) headers[name] = String(req.headers[name]);
    const stamp = String(req.headers['x-amz-date']);
    const date = new Date(`${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}T${stamp.slice(9, 11)}:${stamp.slice(11, 13)}:${stamp.slice(13, 15)}Z`);
    const payloadHash = String(req.headers['x-amz-content-sha256']);
    if (payloadHash !== sha256Hex(body)) return false;
    const expected = signRequest({
      method: req.method!,
      url: new URL(req.url!, `http://${req.headers.host}`),
      headers,
      payloadHash,
      region: 'auto',
      date,
      credentials,
    });
    return expected.headers.authorization === auth;
  }

  beforeAll(async () => {
    server = createServer(async (req, res) => {
      const body = await readBody(req);
      const verified = verify(req, body);
      seen.push({ method: req.method!, url: req.url!, verified });
      if (!verified) return void res.writeHead(403).end('SignatureDoesNotMatch');
      const key = req.url!;
      if (req.method === 'PUT') {
        objects.set(key, { body, type: String(req.headers['content-type']) });
        return void res.writeHead(200).end();
      }
      if (req.method === 'GET') {
        const o = objects.get(key);
        if (!o) return void res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
        return void res.writeHead(200, { 'content-type': o.type }).end(o.body);
      }
      if (req.method === 'DELETE') {
        objects.delete(key);
        return void res.writeHead(204).end();
      }
      res.writeHead(405).end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  test('put, get and delete, path-style on a custom endpoint, every request signed', async () => {
    const storage = new S3Storage({ bucket: 'shop-uploads', endpoint, region: 'auto', ...credentials });
    await storage.put('u1/payments/1.jpg', Buffer.from('jpeg bytes'), 'image/jpeg');
    expect(objects.get('/shop-uploads/u1/payments/1.jpg')?.type).toBe('image/jpeg');
    const got = await storage.get('u1/payments/1.jpg');
    expect(got).toEqual({ bytes: Buffer.from('jpeg bytes'), contentType: 'image/jpeg' });
    await storage.delete('u1/payments/1.jpg');
    expect(await storage.get('u1/payments/1.jpg')).toBeNull();
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'PUT /shop-uploads/u1/payments/1.jpg',
      'GET /shop-uploads/u1/payments/1.jpg',
      'DELETE /shop-uploads/u1/payments/1.jpg',
      'GET /shop-uploads/u1/payments/1.jpg',
    ]);
    expect(seen.every((s) => s.verified)).toBe(true);
  });

  test('a refused request is an error, not a silent miss', async () => {
    const storage = new S3Storage({ bucket: 'shop-uploads', endpoint, region: 'auto', accessKeyId: 'TESTKEY', secretAccessKey: 'wrong' });
    await expect(storage.put('u1/x.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow(/HTTP 403/);
    await expect(storage.get('u1/x.jpg')).rejects.toThrow(/HTTP 403/);
  });

  test('AWS without an endpoint uses the virtual-hosted address', () => {
    const storage = new S3Storage({ bucket: 'b', region: 'ap-south-1', ...credentials });
    expect(storage.objectUrl('hero/1.jpg').toString()).toBe('https://b.s3.ap-south-1.amazonaws.com/hero/1.jpg');
  });

  test('getStorage picks S3 when S3_BUCKET is set, and insists on keys', () => {
    expect(getStorage({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 's' })).toBeInstanceOf(S3Storage);
    expect(() => getStorage({ S3_BUCKET: 'b' })).toThrow(/S3_ACCESS_KEY_ID/);
  });
});
