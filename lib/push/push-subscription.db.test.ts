// savePushSubscription / removePushSubscription over the real /api/graphql, and the address check
// that keeps the server from posting to its own network (SSRF).
import webpush from 'web-push';
import { useTestDatabase } from '@/testing/test-database';
import { graphqlRequest } from '@/testing/graphql-request';
import { loginAs } from '@/testing/login';
import { ENDPOINT_REFUSED, checkPushEndpoint } from './push-endpoint-guard';

const t = useTestDatabase();
const SAVE = 'mutation($e: String!, $p: String!, $a: String!) { savePushSubscription(endpoint: $e, p256dh: $p, auth: $a) { statusCode message } }';
const REMOVE = 'mutation($e: String!) { removePushSubscription(endpoint: $e) { statusCode message } }';
const keys = { p: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 3)]).toString('base64url'), a: Buffer.alloc(16, 5).toString('base64url') };
const vapid = webpush.generateVAPIDKeys();
const saved = { ...process.env };
beforeEach(() => Object.assign(process.env, { WEB_PUSH_PUBLIC_KEY: vapid.publicKey, WEB_PUSH_PRIVATE_KEY: vapid.privateKey }));
afterEach(() => (process.env = { ...saved }));

test('several browsers per customer; one that moves to another account goes with it; removal is the owner\'s alone', async () => {
  const asha = await loginAs('9876542001');
  const bala = await loginAs('9876542002');
  const phone = 'https://142.250.183.10/push/phone';
  const laptop = 'https://[2606:4700:4700::1111]/push/laptop';
  for (const e of [phone, laptop]) expect((await graphqlRequest(SAVE, { e, ...keys }, { cookie: asha.cookie })).data).toEqual({ savePushSubscription: { statusCode: 200, message: 'Push notifications are on for this browser.' } });
  expect(await t.db().pushSubscription.count({ where: { userId: asha.user.id } })).toBe(2);
  // Bala cannot remove Asha's, and learns nothing about it.
  expect((await graphqlRequest(REMOVE, { e: phone }, { cookie: bala.cookie })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  // The laptop changes hands: Bala logs in on it and turns push on.
  await graphqlRequest(SAVE, { e: laptop, ...keys }, { cookie: bala.cookie });
  const owners = Object.fromEntries((await t.db().pushSubscription.findMany({ select: { endpoint: true, userId: true } })).map((s) => [s.endpoint, s.userId]));
  expect(owners).toEqual({ [laptop]: bala.user.id, [phone]: asha.user.id });
  expect((await graphqlRequest(REMOVE, { e: phone }, { cookie: asha.cookie })).data).toEqual({ removePushSubscription: { statusCode: 200, message: 'Push notifications are off for this browser.' } });
  expect(await t.db().pushSubscription.count({ where: { userId: asha.user.id } })).toBe(0);
});

test.each([
  ['plain http', 'http://142.250.183.10/push/x'],
  ['loopback', 'https://127.0.0.1/push/x'],
  ['loopback by name', 'https://localhost/push/x'],
  ['IPv6 loopback', 'https://[::1]/push/x'],
  ['IPv4 inside IPv6', 'https://[::ffff:10.0.0.5]/push/x'],
  ['a private address', 'https://10.1.2.3/push/x'],
  ['another private range', 'https://192.168.1.10/push/x'],
  ['link-local (cloud metadata)', 'https://169.254.169.254/latest/meta-data'],
  ['a name that does not resolve', 'https://push.invalid/x'],
  ['credentials in the URL', 'https://user:pass@142.250.183.10/push/x'],
])('%s is refused, nothing saved', async (_name, endpoint) => {
  const { cookie } = await loginAs('9876542003');
  const res = await graphqlRequest(SAVE, { e: endpoint, ...keys }, { cookie });
  expect(res.errors?.[0]).toMatchObject({ message: ENDPOINT_REFUSED, extensions: { code: 'BAD_USER_INPUT', field: 'endpoint' } });
  expect(await t.db().pushSubscription.count({ where: { endpoint } })).toBe(0);
});

test('a test\'s own endpoint is allowed only by the explicit setting, and never in production', async () => {
  const local = 'http://127.0.0.1:45678/push/x';
  expect(await checkPushEndpoint(local, { WEB_PUSH_TEST_ENDPOINT_ORIGINS: '' } as unknown as NodeJS.ProcessEnv)).toMatchObject({ ok: false });
  expect(await checkPushEndpoint(local, { WEB_PUSH_TEST_ENDPOINT_ORIGINS: 'http://127.0.0.1:45678' } as unknown as NodeJS.ProcessEnv)).toMatchObject({ ok: true, testOrigin: true });
  // Another port on the same machine is not the test's endpoint.
  expect(await checkPushEndpoint('http://127.0.0.1:45679/push/x', { WEB_PUSH_TEST_ENDPOINT_ORIGINS: 'http://127.0.0.1:45678' } as unknown as NodeJS.ProcessEnv)).toMatchObject({ ok: false });
  process.env.APP_ENV = 'production';
  expect(await checkPushEndpoint(local, { WEB_PUSH_TEST_ENDPOINT_ORIGINS: 'http://127.0.0.1:45678' } as unknown as NodeJS.ProcessEnv)).toMatchObject({ ok: false });
  const { vapidKeys, TEST_ORIGINS_IN_PRODUCTION_REASON } = await import('./push-config');
  expect(vapidKeys({ WEB_PUSH_PUBLIC_KEY: 'a', WEB_PUSH_PRIVATE_KEY: 'b', WEB_PUSH_TEST_ENDPOINT_ORIGINS: 'http://127.0.0.1:45678' } as unknown as NodeJS.ProcessEnv)).toMatchObject({ reason: TEST_ORIGINS_IN_PRODUCTION_REASON });
});

test('without VAPID keys push cannot be turned on', async () => {
  delete process.env.WEB_PUSH_PUBLIC_KEY;
  const { cookie } = await loginAs('9876542004');
  const res = await graphqlRequest(SAVE, { e: 'https://142.250.183.10/push/x', ...keys }, { cookie });
  expect(res.errors?.[0]).toMatchObject({ message: 'Push notifications are not available on this store yet.', extensions: { code: 'BAD_USER_INPUT' } });
});
