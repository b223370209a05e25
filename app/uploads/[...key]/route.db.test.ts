// GET /uploads/<key> with real sessions: private files only for their owner and admins, hero
// images for everyone, and the headers that keep a stored file from being treated as a page.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NextRequest } from 'next/server';
import { useTestDatabase } from '@/testing/test-database';
import { graphqlRequest } from '@/testing/graphql-request';
import { loginAs } from '@/testing/login';
import { pdfWithJavaScript, solidPng, toBase64 } from '@/testing/images';
import { ADMIN_PHONE, DEMO_CUSTOMER_PHONE } from '@/prisma/seed-data';
import { GET } from './route';

useTestDatabase();
let dir: string;
const sessions: Record<'a' | 'b' | 'admin', string> = { a: '', b: '', admin: '' };

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'uploads-route-'));
  process.env.UPLOAD_DIR = dir;
  sessions.a = (await loginAs(DEMO_CUSTOMER_PHONE)).cookie;
  sessions.b = (await loginAs('9876512345')).cookie;
  sessions.admin = (await loginAs(ADMIN_PHONE)).cookie;
});
afterAll(async () => {
  delete process.env.UPLOAD_DIR;
  await rm(dir, { recursive: true, force: true });
});

async function upload(cookie: string, file: Buffer, fileName: string, kind = 'payments'): Promise<string> {
  const res = await graphqlRequest<{ uploadImage: { url: string } }>(
    'mutation($b: String!, $f: String!, $k: ImageKind) { uploadImage(base64: $b, fileName: $f, kind: $k) { url } }',
    { b: toBase64(file), f: fileName, k: kind },
    { cookie },
  );
  if (!res.data?.uploadImage) throw new Error(JSON.stringify(res.errors));
  return res.data.uploadImage.url;
}

function fetchUpload(url: string, cookie?: string) {
  const req = new NextRequest(`http://localhost:3000${url}`, { headers: cookie ? { cookie } : {} });
  const key = url.replace(/^\/uploads\//, '').split('/');
  return GET(req, { params: Promise.resolve({ key }) });
}

test("a payment screenshot: its owner and admins can fetch it, another customer and strangers cannot", async () => {
  const url = await upload(sessions.a, await solidPng(), 'paid.png');

  const own = await fetchUpload(url, sessions.a);
  expect(own.status).toBe(200);
  expect(own.headers.get('content-type')).toBe('image/jpeg');
  expect(own.headers.get('x-content-type-options')).toBe('nosniff');
  expect(own.headers.get('content-disposition')).toMatch(/^inline; filename="payments-\d+\.jpg"$/);
  expect(own.headers.get('cache-control')).toBe('private, no-store');
  expect(own.headers.get('content-security-policy')).toBe("default-src 'none'; img-src 'self'; sandbox");
  expect(Buffer.from(await own.arrayBuffer()).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));

  expect((await fetchUpload(url, sessions.b)).status).toBe(404);
  expect((await fetchUpload(url)).status).toBe(401);
  const byAdmin = await fetchUpload(url, sessions.admin);
  expect(byAdmin.status).toBe(200);
  expect(byAdmin.headers.get('cache-control')).toBe('private, no-store');
});

test('a PDF carrying JavaScript is served as a sandboxed download, never inline, to its owner and to admins', async () => {
  const pdf = pdfWithJavaScript();
  expect(pdf.toString('latin1')).toContain('/S/JavaScript');
  const url = await upload(sessions.a, pdf, 'receipt.pdf');
  for (const cookie of [sessions.a, sessions.admin]) {
    const res = await fetchUpload(url, cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    // A download: the browser saves it instead of opening it in a viewer on our origin.
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="payments-\d+\.pdf"$/);
    // and should anything still render it here, it runs in a sandbox (no scripts, opaque origin)
    expect(res.headers.get('content-security-policy')).toBe('sandbox');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    // kept exactly as uploaded: the receipt is evidence
    expect(Buffer.from(await res.arrayBuffer()).equals(pdf)).toBe(true);
  }
  expect((await fetchUpload(url, sessions.b)).status).toBe(404);
});

test('hero images are public and cached for long', async () => {
  const url = await upload(sessions.admin, await solidPng(), 'hero.png', 'hero');
  const res = await fetchUpload(url);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
});

test('unknown, malformed and escaping keys are 404', async () => {
  for (const url of ['/uploads/hero/1.jpg', '/uploads/nobody/payments/1.jpg', '/uploads/../../etc/passwd', '/uploads/a/%2e%2e/b.jpg']) {
    expect((await fetchUpload(url, sessions.admin)).status).toBe(404);
  }
});
