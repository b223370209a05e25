// Every main query path has an index. With sequential scans priced out (enable_seqscan = off) the
// planner still picks a Seq Scan when no index can serve the WHERE/ORDER BY, so a plan without an
// index scan means an index is missing. The seeded tables are tiny; this checks that an index
// exists for the path, not what the planner would choose at production sizes.
import { useTestDatabase } from '@/testing/test-database';

const t = useTestDatabase();

const PATHS: [name: string, sql: string, params: unknown[]][] = [
  ["a user's orders by date", 'SELECT * FROM "Order" WHERE "userId" = $1 ORDER BY "createdAt" DESC LIMIT 20', ['u1']],
  ['all orders by date (admin list)', 'SELECT * FROM "Order" ORDER BY "createdAt" DESC LIMIT 20', []],
  ['an order by its number', 'SELECT * FROM "Order" WHERE "orderNumber" = $1', ['ORD-1']],
  ["an order's suborders", 'SELECT * FROM "Suborder" WHERE "orderId" = $1', ['o1']],
  ['deliveries by date and status', 'SELECT * FROM "Delivery" WHERE "deliveryDate" = $1::date AND "status" = $2::"OrderStatus"', ['2026-01-05', 'NEW']],
  ['deliveries over a date range', 'SELECT * FROM "Delivery" WHERE "deliveryDate" BETWEEN $1::date AND $2::date', ['2026-01-01', '2026-01-31']],
  ["a suborder's deliveries", 'SELECT * FROM "Delivery" WHERE "suborderId" = $1 ORDER BY "deliveryDate"', ['s1']],
  ['a user by phone number', 'SELECT * FROM "User" WHERE "phoneNumber" = $1', ['+919000000001']],
  [
    'OTP challenges by phone and time',
    'SELECT * FROM "OtpChallenge" WHERE "phoneNumber" = $1 AND "createdAt" > $2::timestamp ORDER BY "createdAt" DESC',
    ['+919000000001', '2026-01-01T00:00:00'],
  ],
  ['OTP challenges by IP and time', 'SELECT count(*) FROM "OtpChallenge" WHERE "ip" = $1 AND "createdAt" > $2::timestamp', ['10.0.0.1', '2026-01-01T00:00:00']],
  ['rate-limit hits by bucket and time', 'SELECT count(*) FROM "RateLimitHit" WHERE "bucket" = $1 AND "createdAt" > $2::timestamp', ['otp:ip:10.0.0.1', '2026-01-01T00:00:00']],
  [
    'menu items by category',
    'SELECT * FROM "MenuItem" WHERE "enabled" = true AND "categoryId" = $1 ORDER BY "sortOrder"',
    ['c1'],
  ],
  ["a menu item's variants", 'SELECT * FROM "Variant" WHERE "menuItemId" = $1 AND "enabled" = true', ['m1']],
  ["a user's carts", 'SELECT * FROM "Cart" WHERE "userId" = $1', ['u1']],
  ["a user's saved addresses", 'SELECT * FROM "Address" WHERE "userId" = $1 AND "deletedAt" IS NULL', ['u1']],
  ["an order's refunds (order page)", 'SELECT * FROM "Refund" WHERE "orderId" = $1 ORDER BY "createdAt"', ['o1']],
  ['refunds still due (oldest first)', 'SELECT * FROM "Refund" WHERE "status" = $1::"RefundStatus" ORDER BY "createdAt" LIMIT 20', ['DUE']],
  [
    "a suborder's item sizes (a skipped delivery's share)",
    'SELECT v.* FROM "OrderItemVariant" v WHERE v."orderItemId" IN (SELECT i.id FROM "OrderItem" i WHERE i."suborderId" = $1)',
    ['s1'],
  ],
  ["an order's messages, newest first", 'SELECT * FROM "Notification" WHERE "orderId" = $1 ORDER BY "createdAt" DESC LIMIT 50', ['o1']],
  ["a user's messages, newest first", 'SELECT * FROM "Notification" WHERE "userId" = $1 ORDER BY "createdAt" DESC LIMIT 20', ['u1']],
  ['messages still queued, oldest first (the sweep)', 'SELECT id FROM "Notification" WHERE "status" = \'QUEUED\' AND "createdAt" <= $1::timestamp ORDER BY "createdAt" LIMIT 500', ['2026-01-01T00:00:00']],
  ['messages by dedupe key (reminders already sent)', 'SELECT "dedupeKey" FROM "Notification" WHERE "dedupeKey" = ANY($1::text[])', [['k1', 'k2']]],
  ['unpaid payments with a deadline (the deadline job)', 'SELECT * FROM "Payment" WHERE "status" = \'required\' AND "dueAt" IS NOT NULL', []],
  ['newest hero image of a type', 'SELECT * FROM "HeroImage" WHERE "type" = $1::"HeroImageType" ORDER BY "createdAt" DESC LIMIT 1', ['desktop']],
  // The admin's daily tools.
  [
    "a day's deliveries that go out (dispatch)",
    'SELECT * FROM "Delivery" WHERE "deliveryDate" = $1::date AND "status" <> \'CANCELLED\' AND "skippedAt" IS NULL',
    ['2026-11-24'],
  ],
  ['payments to review, oldest first', 'SELECT * FROM "Payment" WHERE "status" = $1::"PaymentStatus" ORDER BY "submittedAt" ASC NULLS FIRST LIMIT 20', ['pending']],
  ['orders by payment status (console)', 'SELECT * FROM "Order" WHERE id IN (SELECT "orderId" FROM "Payment" WHERE "status" = $1::"PaymentStatus") ORDER BY "createdAt" DESC LIMIT 20', ['pending']],
  [
    'orders with a delivery on a day (console)',
    'SELECT * FROM "Order" o WHERE EXISTS (SELECT 1 FROM "Suborder" s JOIN "Delivery" d ON d."suborderId" = s.id WHERE s."orderId" = o.id AND d."deliveryDate" = $1::date) ORDER BY o."createdAt" DESC LIMIT 20',
    ['2026-11-24'],
  ],
  ['orders placed between two days (console)', 'SELECT * FROM "Order" WHERE "createdAt" >= $1::timestamp AND "createdAt" < $2::timestamp ORDER BY "createdAt" DESC LIMIT 20', ['2026-11-01T00:00:00', '2026-11-08T00:00:00']],
  // Order.suborderStatuses (kept by triggers on "Suborder"): the newest page, and the count.
  ['orders with a part in a status (console)', 'SELECT * FROM "Order" WHERE "suborderStatuses" @> ARRAY[$1]::"OrderStatus"[] ORDER BY "createdAt" DESC LIMIT 20', ['NEW']],
  ['how many orders have a part in a status (console)', 'SELECT count(*) FROM "Order" WHERE "suborderStatuses" @> ARRAY[$1]::"OrderStatus"[]', ['NEW']],
  ['the audit log, newest first', 'SELECT * FROM "AuditLog" ORDER BY "createdAt" DESC LIMIT 30', []],
  ["the audit log of a customer", 'SELECT * FROM "AuditLog" WHERE "subjectUserId" = $1 ORDER BY "createdAt" DESC LIMIT 30', ['u1']],
  ['the audit log of an admin', 'SELECT * FROM "AuditLog" WHERE "actorId" = $1 ORDER BY "createdAt" DESC LIMIT 30', ['u1']],
  ['the admins (audit filter)', 'SELECT * FROM "User" WHERE "roleId" = $1', [1]],
  // Every request with a cookie, and logging out everywhere.
  ['a session with its user (every request)', 'SELECT s.*, u."roleId" FROM "Session" s JOIN "User" u ON u.id = s."userId" WHERE s.id = $1', ['s1']],
  ["a user's live sessions (log out of all devices)", 'SELECT id FROM "Session" WHERE "userId" = $1 AND "revokedAt" IS NULL', ['u1']],
  // The admin's customer page.
  [
    'refunds due to one customer',
    'SELECT r.* FROM "Refund" r JOIN "Order" o ON o.id = r."orderId" WHERE o."userId" = $1 AND r."status" = $2::"RefundStatus" ORDER BY r."createdAt"',
    ['u1', 'DUE'],
  ],
  ['phone numbers already taken (customer import)', 'SELECT "phoneNumber" FROM "User" WHERE "phoneNumber" = ANY($1::text[])', [['+919000000001', '+919000000002']]],
];

async function plan(sql: string, params: unknown[]): Promise<string> {
  // SET LOCAL and EXPLAIN on one connection: an interactive transaction holds one.
  return t.db().$transaction(async (tx) => {
    await tx.$executeRawUnsafe('SET LOCAL enable_seqscan = off');
    const rows = await tx.$queryRawUnsafe<{ 'QUERY PLAN': string }[]>(`EXPLAIN ${sql}`, ...params);
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}

test.each(PATHS)('%s uses an index', async (_name, sql, params) => {
  const text = await plan(sql, params);
  expect({ usesIndex: /Index/.test(text) && !/Seq Scan/.test(text), plan: text }).toMatchObject({ usesIndex: true });
});

test('the check can fail: a column without an index gets a Seq Scan', async () => {
  expect(await plan('SELECT * FROM "Order" WHERE "totalPrice" = $1', [100])).toMatch(/Seq Scan/);
});
