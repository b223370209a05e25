// getNotifications over the real /api/graphql: the user themself, an admin, someone else, nobody.
import { useTestDatabase } from '@/testing/test-database';
import { graphqlRequest } from '@/testing/graphql-request';
import { loginAs } from '@/testing/login';
import { ADMIN_PHONE } from '@/prisma/seed-data';

const t = useTestDatabase();

const QUERY = `query($userId: ID, $skip: Int, $limit: Int) {
  getNotifications(userId: $userId, skip: $skip, limit: $limit) {
    count
    notifications { id kind channel status body createdAt sentAt attempts lastError }
  }
}`;
type Answer = { getNotifications: { count: number; notifications: { id: string; kind: string; channel: string; status: string; body: string; createdAt: string; sentAt: string | null; attempts: number; lastError: string | null }[] } };

let admin: Awaited<ReturnType<typeof loginAs>>;
let owner: Awaited<ReturnType<typeof loginAs>>;
let stranger: Awaited<ReturnType<typeof loginAs>>;
beforeAll(async () => {
  admin = await loginAs(ADMIN_PHONE);
  owner = await loginAs('9876500511');
  stranger = await loginAs('9876500512');
  const base = { userId: owner.user.id, channel: 'SMS' as const };
  await t.db().notification.createMany({
    data: [
      { ...base, kind: 'ORDER_PLACED', status: 'SENT', body: 'first', createdAt: new Date('2026-11-20T04:30:00Z'), sentAt: new Date('2026-11-20T04:30:05Z'), attempts: 1 },
      { ...base, kind: 'PAYMENT_REMINDER', status: 'FAILED', body: 'second', createdAt: new Date('2026-11-20T16:30:00Z'), attempts: 6, lastError: 'Twilio answered 503' },
      { ...base, kind: 'PAYMENT_CONFIRMED', status: 'QUEUED', body: 'third', createdAt: new Date('2026-11-21T04:30:00Z') },
    ],
  });
}, 30_000);

test('the owner sees their messages, newest first, with every contract field (provider errors stay with admins)', async () => {
  const res = await graphqlRequest<Answer>(QUERY, {}, { cookie: owner.cookie });
  expect(res.errors).toBeUndefined();
  const { count, notifications } = res.data!.getNotifications;
  expect(count).toBe(3);
  expect(notifications.map((n) => n.body)).toEqual(['third', 'second', 'first']);
  expect(notifications[2]).toMatchObject({ kind: 'ORDER_PLACED', channel: 'SMS', status: 'SENT', createdAt: '2026-11-20T04:30:00.000Z', sentAt: '2026-11-20T04:30:05.000Z', attempts: 1 });
  expect(notifications[1]).toMatchObject({ status: 'FAILED', attempts: 6, lastError: null });
  // Their own id given explicitly, and paging.
  const page = await graphqlRequest<Answer>(QUERY, { userId: owner.user.id, skip: 1, limit: 1 }, { cookie: owner.cookie });
  expect(page.data!.getNotifications).toMatchObject({ count: 3, notifications: [expect.objectContaining({ body: 'second' })] });
});

test('an admin sees anyone\'s, with the last error', async () => {
  const res = await graphqlRequest<Answer>(QUERY, { userId: owner.user.id }, { cookie: admin.cookie });
  expect(res.errors).toBeUndefined();
  expect(res.data!.getNotifications.count).toBe(3);
  expect(res.data!.getNotifications.notifications[1]).toMatchObject({ body: 'second', lastError: 'Twilio answered 503' });
});

test('another customer asking for someone else\'s gets NOT_FOUND, the same as for no such user', async () => {
  const theirs = await graphqlRequest<Answer>(QUERY, { userId: owner.user.id }, { cookie: stranger.cookie });
  const nobody = await graphqlRequest<Answer>(QUERY, { userId: 'no-such-user' }, { cookie: stranger.cookie });
  expect(theirs.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  expect(nobody.errors?.[0]).toEqual(theirs.errors?.[0]);
  expect(theirs.data).toBeNull();
  // Their own list is empty.
  const own = await graphqlRequest<Answer>(QUERY, {}, { cookie: stranger.cookie });
  expect(own.data!.getNotifications).toEqual({ count: 0, notifications: [] });
});

test('logged out: UNAUTHENTICATED', async () => {
  const res = await graphqlRequest<Answer>(QUERY, { userId: owner.user.id });
  expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  expect(res.data).toBeNull();
});

test('an admin asking for a user that does not exist gets NOT_FOUND; a limit above 100 is refused', async () => {
  expect((await graphqlRequest<Answer>(QUERY, { userId: 'no-such-user' }, { cookie: admin.cookie })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  const tooMany = await graphqlRequest<Answer>(QUERY, { limit: 101 }, { cookie: owner.cookie });
  expect(tooMany.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'limit' });
});
