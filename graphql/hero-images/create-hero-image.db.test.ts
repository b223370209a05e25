// createHeroImage through GraphQL: admin only, only pictures this site serves, newest wins.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { useTestDatabase } from '@/testing/test-database';
import { graphqlRequest } from '@/testing/graphql-request';
import { loginAs } from '@/testing/login';
import { solidPng, toBase64 } from '@/testing/images';
import { ADMIN_PHONE, DEMO_CUSTOMER_PHONE } from '@/prisma/seed-data';

const t = useTestDatabase();
let dir: string;
let adminCookie: string;
let customerCookie: string;

const CREATE = 'mutation($u: String!, $t: HeroImageType!) { createHeroImage(imageUrl: $u, type: $t) { desktopUrl mobileUrl } }';
const UPLOAD = 'mutation($b: String!, $f: String!, $k: ImageKind) { uploadImage(base64: $b, fileName: $f, kind: $k) { id url } }';

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'hero-'));
  process.env.UPLOAD_DIR = dir;
  adminCookie = (await loginAs(ADMIN_PHONE)).cookie;
  customerCookie = (await loginAs(DEMO_CUSTOMER_PHONE)).cookie;
});
afterAll(async () => {
  delete process.env.UPLOAD_DIR;
  await rm(dir, { recursive: true, force: true });
});

async function uploadHero(): Promise<string> {
  const res = await graphqlRequest<{ uploadImage: { url: string } }>(UPLOAD, { b: toBase64(await solidPng()), f: 'hero.png', k: 'hero' }, { cookie: adminCookie });
  return res.data!.uploadImage.url;
}

test('an admin sets the desktop hero to an upload; mobile stays; getHeroImages agrees', async () => {
  const before = (await graphqlRequest<{ getHeroImages: { desktopUrl: string; mobileUrl: string } }>('{ getHeroImages { desktopUrl mobileUrl } }')).data!.getHeroImages;
  const url = await uploadHero();
  const res = await graphqlRequest<{ createHeroImage: { desktopUrl: string; mobileUrl: string } }>(CREATE, { u: url, t: 'desktop' }, { cookie: adminCookie });
  expect(res.errors).toBeUndefined();
  expect(res.data!.createHeroImage).toEqual({ desktopUrl: url, mobileUrl: before.mobileUrl });
  const after = await graphqlRequest<{ getHeroImages: unknown }>('{ getHeroImages { desktopUrl mobileUrl } }');
  expect(after.data!.getHeroImages).toEqual({ desktopUrl: url, mobileUrl: before.mobileUrl });
  const row = await t.db().heroImage.findFirstOrThrow({ where: { imageUrl: url } });
  expect(row.type).toBe('desktop');
});

test('an upload is shown without the headline unless the admin asks for it; the change is audited', async () => {
  const url = await uploadHero();
  const q = 'mutation($u: String!, $h: Boolean) { createHeroImage(imageUrl: $u, type: mobile, showHeadline: $h) { mobileUrl mobileHeadline desktopHeadline } }';
  const plain = await graphqlRequest<{ createHeroImage: { mobileHeadline: boolean } }>(q, { u: url }, { cookie: adminCookie });
  expect(plain.data!.createHeroImage.mobileHeadline).toBe(false);
  const audit = await t.db().auditLog.findFirstOrThrow({ where: { action: 'createHeroImage' }, orderBy: { createdAt: 'desc' } });
  expect(audit.data).toMatchObject({ type: 'mobile', after: { imageUrl: url, showHeadline: false } });
  const withHeadline = await graphqlRequest<{ createHeroImage: { mobileHeadline: boolean } }>(q, { u: url, h: true }, { cookie: adminCookie });
  expect(withHeadline.data!.createHeroImage.mobileHeadline).toBe(true);
  expect(await t.db().auditLog.count({ where: { action: 'createHeroImage' } })).toBeGreaterThanOrEqual(2);
});

test('a bundled /images/ picture is accepted for mobile', async () => {
  const res = await graphqlRequest<{ createHeroImage: { mobileUrl: string } }>(CREATE, { u: '/images/hero/mobile.webp', t: 'mobile' }, { cookie: adminCookie });
  expect(res.data!.createHeroImage.mobileUrl).toBe('/images/hero/mobile.webp');
});

test('customers and strangers cannot', async () => {
  const url = await uploadHero();
  expect((await graphqlRequest(CREATE, { u: url, t: 'desktop' }, { cookie: customerCookie })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  expect((await graphqlRequest(CREATE, { u: url, t: 'desktop' })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
});

test('anything but an uploaded hero image or a bundled picture is BAD_USER_INPUT', async () => {
  const customerUpload = await graphqlRequest<{ uploadImage: { url: string } }>(UPLOAD, { b: toBase64(await solidPng()), f: 'p.png' }, { cookie: customerCookie });
  const privateUrl = customerUpload.data!.uploadImage.url;
  for (const u of [
    'https://evil.example/x.jpg',
    '//evil.example/x.jpg',
    'javascript:alert(1)',
    '/uploads/hero/999.jpg',
    privateUrl,
    '/images/../uploads/x.jpg',
    '/images/',
    '/api/graphql',
  ]) {
    const res = await graphqlRequest(CREATE, { u, t: 'desktop' }, { cookie: adminCookie });
    expect({ u, code: res.errors?.[0].extensions?.code }).toEqual({ u, code: 'BAD_USER_INPUT' });
  }
  const bad = await graphqlRequest(CREATE, { u: '/images/x.jpg', t: 'sideways' }, { cookie: adminCookie });
  expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
});
