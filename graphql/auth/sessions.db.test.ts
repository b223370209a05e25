// Sessions that end: every cookie names a Session row, and the row decides. Through the real
// /api/graphql route (and next-auth's own routes, the route guard and an admin page), with real
// cookies from real logins.
import { NextRequest } from 'next/server';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '@/lib/generated/prisma/client';
import { encode } from 'next-auth/jwt';
import { useTestDatabase } from '@/testing/test-database';
import { cookieHeader, graphqlRequest } from '@/testing/graphql-request';
import { loginAs } from '@/testing/login';
import { setRequestCookies } from '@/testing/request-cookies';
import { setClock } from '@/lib/clock';
import { authSecret } from '@/lib/env';
import { SESSION_COOKIE } from '@/lib/auth/session-token';
import { pruneOldLoginRows } from '@/lib/auth/otp/send-otp';
import { requirePageAdmin } from '@/lib/auth/require-page-viewer';
import { SESSION_LIFETIME_MS } from '@/lib/domain/sessions';
import { ADMIN_PHONE, DEMO_CUSTOMER_PHONE } from '@/prisma/seed-data';
import { proxy } from '@/proxy';

jest.mock('next/headers', () => jest.requireActual('@/testing/request-cookies').nextHeadersMock);
jest.mock('next/navigation', () => ({
  redirect: (url: string) => {
    throw Object.assign(new Error('NEXT_REDIRECT'), { url });
  },
  forbidden: () => {
    throw new Error('NEXT_FORBIDDEN');
  },
}));

const t = useTestDatabase();

const ME = '{ me { id } }';
const me = async (cookie: string) => (await graphqlRequest<{ me: { id: string } | null }>(ME, {}, { cookie })).data?.me ?? null;
/** an operation that needs a login: UNAUTHENTICATED without a live session */
const myAddresses = (cookie: string) => graphqlRequest('{ getCarts { categoryEnum } }', {}, { cookie });
const ADMIN_ONLY = '{ getUsers { count } }';

let phoneSeq = 0;
const newPhone = () => `98765${String(41000 + ++phoneSeq).padStart(5, '0')}`;

/** A fresh admin (promoted in the database) and their cookie, so demoting them spoils no other test. */
async function freshAdmin() {
  const phone = newPhone();
  const first = await loginAs(phone);
  await t.db().user.update({ where: { id: first.user.id }, data: { roleId: 1, firstName: 'Adi' } });
  // logged in again after the promotion: a session issued to an admin
  return loginAs(phone);
}

test('after logout the old cookie is dead on the server, not only cleared in the browser', async () => {
  const { cookie, user } = await loginAs(newPhone());
  expect(await me(cookie)).toEqual({ id: user.id });

  const out = await graphqlRequest('mutation { logout { status } }', {}, { cookie });
  expect(out.data).toEqual({ logout: { status: true } });
  expect(out.setCookies.some((c) => /authjs\.session-token=;.*Max-Age=0/.test(c))).toBe(true);

  // A copy of the cookie kept somewhere (another tab, a stolen copy) no longer works.
  expect(await me(cookie)).toBeNull();
  expect((await myAddresses(cookie)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  // Logging out twice is harmless.
  expect((await graphqlRequest('mutation { logout { status } }', {}, { cookie })).data).toEqual({ logout: { status: true } });
});

test('"log out of all devices" ends every session of that user and no one else\'s', async () => {
  const phone = newPhone();
  const devices = [await loginAs(phone), await loginAs(phone), await loginAs(phone)];
  const other = await loginAs(newPhone());
  for (const d of devices) expect(await me(d.cookie)).toEqual({ id: devices[0].user.id });

  const res = await graphqlRequest<{ logoutAllDevices: { ended: number } }>('mutation { logoutAllDevices { ended } }', {}, { cookie: devices[1].cookie });
  expect(res.data).toEqual({ logoutAllDevices: { ended: 3 } });
  expect(res.setCookies.some((c) => /authjs\.session-token=;.*Max-Age=0/.test(c))).toBe(true);

  for (const d of devices) expect(await me(d.cookie)).toBeNull();
  expect(await me(other.cookie)).toEqual({ id: other.user.id });
  // A new login works as before.
  expect(await me((await loginAs(phone)).cookie)).toEqual({ id: devices[0].user.id });
  // Logged out, there is nobody to log out.
  const anonymous = await graphqlRequest('mutation { logoutAllDevices { ended } }');
  expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
});

test("a blocked user's cookies stop working at the next request, and unblocking does not bring them back", async () => {
  const phone = newPhone();
  const [a, b] = [await loginAs(phone), await loginAs(phone)];
  await t.db().user.update({ where: { id: a.user.id }, data: { status: 'BLOCKED' } });
  expect(await me(a.cookie)).toBeNull();
  // The first refused request ended every session of theirs, the one not used since included.
  const live = await t.db().session.count({ where: { userId: a.user.id, revokedAt: null } });
  expect(live).toBe(0);

  await t.db().user.update({ where: { id: a.user.id }, data: { status: 'ACTIVE' } });
  expect(await me(a.cookie)).toBeNull();
  expect(await me(b.cookie)).toBeNull();
});

test("a demoted admin's cookies stop working at once: the API, the route guard and the admin pages", async () => {
  const admin = await freshAdmin();
  expect((await graphqlRequest(ADMIN_ONLY, {}, { cookie: admin.cookie })).data).toMatchObject({ getUsers: { count: expect.any(Number) } });
  const guard = await proxy(new NextRequest('http://localhost:3000/admin/payments', { headers: { cookie: admin.cookie } }));
  expect(guard.headers.get('x-middleware-next')).toBe('1');

  await t.db().user.update({ where: { id: admin.user.id }, data: { roleId: 2 } });
  // Not "a customer now": the session itself is over (it was an admin's), so they log in again.
  expect(await me(admin.cookie)).toBeNull();
  expect((await graphqlRequest(ADMIN_ONLY, {}, { cookie: admin.cookie })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  // Promoted back, the old cookie is still dead.
  await t.db().user.update({ where: { id: admin.user.id }, data: { roleId: 1 } });
  expect(await me(admin.cookie)).toBeNull();
});

describe('the route guard and the admin pages refuse an ended admin session', () => {
  test.each(['/admin', '/admin/payments', '/user-list'])('%s after logout: the guard sends to log in, the page too', async (path) => {
    const admin = await freshAdmin();
    const before = await proxy(new NextRequest(`http://localhost:3000${path}`, { headers: { cookie: admin.cookie } }));
    expect(before.headers.get('x-middleware-next')).toBe('1');

    await graphqlRequest('mutation { logout { status } }', {}, { cookie: admin.cookie });

    const after = await proxy(new NextRequest(`http://localhost:3000${path}`, { headers: { cookie: admin.cookie } }));
    expect(after.status).toBe(307);
    expect(after.headers.get('location')).toBe(`http://localhost:3000/log-in?next=${encodeURIComponent(path)}`);
    // Skipping the guard (CVE-2025-29927) gains nothing: the page checks the session itself.
    setRequestCookies(admin.cookie);
    await expect(requirePageAdmin(path)).rejects.toMatchObject({ url: `/log-in?next=${encodeURIComponent(path)}` });
    setRequestCookies(null);
  });

  test('a customer is still turned away with 403, and a live admin passes', async () => {
    const customer = await loginAs(DEMO_CUSTOMER_PHONE);
    const res = await proxy(new NextRequest('http://localhost:3000/admin', { headers: { cookie: customer.cookie } }));
    expect(res.status).toBe(403);
    const admin = await loginAs(ADMIN_PHONE);
    setRequestCookies(admin.cookie);
    await expect(requirePageAdmin('/admin')).resolves.toMatchObject({ roleId: 1 });
    setRequestCookies(null);
  });
});

test('selecting a customer re-issues the cookie with the same session: logging out ends both copies', async () => {
  const admin = await loginAs(ADMIN_PHONE);
  const customer = await loginAs(newPhone());
  const selected = await graphqlRequest('mutation($id: ID!) { selectCustomer(userId: $id) { id } }', { id: customer.user.id }, { cookie: admin.cookie });
  const reissued = cookieHeader(selected.setCookies);
  expect(reissued).not.toBe(admin.cookie);
  const deselected = await graphqlRequest('mutation { deselectCustomer { status } }', {}, { cookie: reissued });
  const again = cookieHeader(deselected.setCookies);
  expect(await me(reissued)).toEqual({ id: admin.user.id });
  expect(await me(again)).toEqual({ id: admin.user.id });
  const sessions = await t.db().session.count({ where: { userId: admin.user.id, revokedAt: null } });

  await graphqlRequest('mutation { logout { status } }', {}, { cookie: again });
  for (const c of [admin.cookie, reissued, again]) expect(await me(c)).toBeNull();
  // One session ended, not one per cookie.
  expect(await t.db().session.count({ where: { userId: admin.user.id, revokedAt: null } })).toBe(sessions - 1);
});

test('a cookie from before sessions were recorded (no session id) is refused: its owner logs in again', async () => {
  const { user } = await loginAs(newPhone());
  const old = await encode({ token: { sub: user.id, roleId: 2, firstName: null }, secret: authSecret(), salt: SESSION_COOKIE, maxAge: 3600 });
  expect(await me(`${SESSION_COOKIE}=${old}`)).toBeNull();
  // and a made-up session id is no better
  const madeUp = await encode({ token: { sub: user.id, sid: 'not-a-session', roleId: 2, firstName: null }, secret: authSecret(), salt: SESSION_COOKIE, maxAge: 3600 });
  expect(await me(`${SESSION_COOKIE}=${madeUp}`)).toBeNull();
});

test("someone else's session id in a cookie signed for me is refused", async () => {
  const a = await loginAs(newPhone());
  const b = await loginAs(newPhone());
  const bSession = await t.db().session.findFirstOrThrow({ where: { userId: b.user.id, revokedAt: null } });
  const mixed = await encode({ token: { sub: a.user.id, sid: bSession.id, roleId: 2, firstName: null }, secret: authSecret(), salt: SESSION_COOKIE, maxAge: 3600 });
  expect(await me(`${SESSION_COOKIE}=${mixed}`)).toBeNull();
});

test('a session ends 30 days after its login (real time, whatever the business clock says)', async () => {
  const { cookie, user } = await loginAs(newPhone());
  const row = await t.db().session.findFirstOrThrow({ where: { userId: user.id }, orderBy: { createdAt: 'desc' } });
  const loggedInAgo = (ms: number) => t.db().session.update({ where: { id: row.id }, data: { createdAt: new Date(Date.now() - ms) } });
  await loggedInAgo(SESSION_LIFETIME_MS - 60_000);
  expect(await me(cookie)).toEqual({ id: user.id });
  // a test (or anything) moving the business clock does not age a session
  const restore = setClock(new Date(Date.now() + 90 * 24 * 60 * 60 * 1000));
  try {
    expect(await me(cookie)).toEqual({ id: user.id });
  } finally {
    restore();
  }
  await loggedInAgo(SESSION_LIFETIME_MS);
  expect(await me(cookie)).toBeNull();
});

test('lastSeenAt is written at most once a minute', async () => {
  const { cookie, user } = await loginAs(newPhone());
  const row = await t.db().session.findFirstOrThrow({ where: { userId: user.id }, orderBy: { createdAt: 'desc' } });
  /** lastSeenAt set `ms` ago, one request, then how long ago lastSeenAt is */
  const afterRequestSeen = async (ms: number) => {
    const seen = new Date(Date.now() - ms);
    await t.db().session.update({ where: { id: row.id }, data: { lastSeenAt: seen } });
    expect(await me(cookie)).toEqual({ id: user.id });
    const { lastSeenAt } = await t.db().session.findUniqueOrThrow({ where: { id: row.id } });
    return lastSeenAt.getTime() === seen.getTime() ? 'kept' : Date.now() - lastSeenAt.getTime() < 5_000 ? 'now' : 'other';
  };
  expect(await afterRequestSeen(30_000)).toBe('kept');
  expect(await afterRequestSeen(59_000)).toBe('kept');
  expect(await afterRequestSeen(61_000)).toBe('now');
  expect(await afterRequestSeen(60 * 60_000)).toBe('now');
});

test('one GraphQL request reads its session and user in one statement', async () => {
  const { cookie, user } = await loginAs(newPhone());
  const counted = new PrismaClient({ adapter: new PrismaPg({ connectionString: t.url(), max: 2 }), log: [{ emit: 'event', level: 'query' }] });
  const queries: string[] = [];
  counted.$on('query', (e) => queries.push(e.query));
  const store = globalThis as unknown as { __storeDb?: unknown };
  const original = store.__storeDb;
  store.__storeDb = counted;
  try {
    const res = await graphqlRequest<{ __typename: string }>('{ __typename }', {}, { cookie });
    expect(res.data).toEqual({ __typename: 'Query' });
    expect(queries).toHaveLength(1);
    expect(queries[0]).toMatch(/JOIN "User"/);
    // and the viewer it built is the right one
    queries.length = 0;
    expect(await me(cookie)).toEqual({ id: user.id });
  } finally {
    store.__storeDb = original;
    await counted.$disconnect();
  }
});

describe('next-auth', () => {
  async function csrf() {
    const { handlers } = await import('@/lib/auth/auth');
    const res = await handlers.GET(new NextRequest('http://localhost:3000/api/auth/csrf'));
    const { csrfToken } = (await res.json()) as { csrfToken: string };
    return { csrfToken, cookie: cookieHeader(res.headers.getSetCookie()) };
  }

  test('signing in through the Credentials provider starts a session; signing out through next-auth ends it', async () => {
    const { handlers } = await import('@/lib/auth/auth');
    const phone = newPhone();
    const sent = await graphqlRequest<{ sendOtp: { id: string } }>('mutation($p: String!) { sendOtp(phoneNumber: $p) { id } }', { p: phone });
    const token = await csrf();
    const signIn = await handlers.POST(
      new NextRequest('http://localhost:3000/api/auth/callback/phone-otp', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: token.cookie, 'user-agent': 'TestPhone/1.0' },
        body: new URLSearchParams({ csrfToken: token.csrfToken, challengeId: sent.data!.sendOtp.id, otp: process.env.OTP_TEST_CODE! }).toString(),
      }),
    );
    const session = cookieHeader(signIn.headers.getSetCookie().filter((c) => c.startsWith(`${SESSION_COOKIE}=`)));
    expect(session).toMatch(/authjs\.session-token=/);
    const user = await me(session);
    expect(user).not.toBeNull();
    expect(await t.db().session.findFirst({ where: { userId: user!.id, revokedAt: null } })).toMatchObject({ userAgent: 'TestPhone/1.0' });

    const out = await csrf();
    await handlers.POST(
      new NextRequest('http://localhost:3000/api/auth/signout', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `${out.cookie}; ${session}` },
        body: new URLSearchParams({ csrfToken: out.csrfToken }).toString(),
      }),
    );
    expect(await me(session)).toBeNull();
  });
});

test('ended sessions are pruned with the old login rows: expired ones and ones revoked over a day ago', async () => {
  const now = Date.now();
  const { user } = await loginAs(newPhone());
  const at = (ms: number) => new Date(now - ms);
  const day = 24 * 60 * 60 * 1000;
  await t.db().session.createMany({
    data: [
      { id: 'prune-live', userId: user.id, createdAt: at(day) },
      { id: 'prune-expired', userId: user.id, createdAt: at(SESSION_LIFETIME_MS + 60_000) },
      { id: 'prune-revoked-old', userId: user.id, createdAt: at(3 * day), revokedAt: at(day + 60_000) },
      { id: 'prune-revoked-recent', userId: user.id, createdAt: at(3 * day), revokedAt: at(day - 60_000) },
    ],
  });
  // the business clock (a test's pinned date) does not decide which sessions are gone
  await pruneOldLoginRows(new Date(now + 365 * day));
  const left = await t.db().session.findMany({ where: { id: { startsWith: 'prune-' } }, select: { id: true }, orderBy: { id: 'asc' } });
  expect(left.map((s) => s.id)).toEqual(['prune-live', 'prune-revoked-recent']);
});
