// getOrders without a build or a server, for the bench's two cases (the customer with 100 orders,
// page 1 of 20; an admin filtering every order by status DELIVERED, page 1 of 20), one call at a
// time: the service alone (listOrders), and the whole GraphQL request through the real route
// handler in this process (session cookie, Apollo with its plugins, JSON) with the bench's own
// selection. With SHOW_QUERIES=1 it also prints each SQL statement of one service call.
//   DATABASE_URL=postgresql://…/bench_large npx tsx --conditions=react-server scripts/bench/list-orders-latency.ts [runs]
// It adds two Session rows for its cookies and deletes them at the end.
import { randomBytes } from 'node:crypto';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '@/lib/generated/prisma/client';
import { ROLE_ADMIN, type Viewer } from '@/lib/auth/viewer';
import { SESSION_COOKIE, encodeSession } from '@/lib/auth/session-token';
import { listOrders } from '@/lib/orders/list-orders';
import { BENCH_CUSTOMER_PHONE } from '@/prisma/seed-large';
import { graphqlRequest } from '@/testing/graphql-request';
import { summarise } from './stats';

// The bench's own selection (scripts/bench.ts).
const ORDERS = /* GraphQL */ `query($filter: OrderFilter, $limit: Int) { getOrders(filter: $filter, limit: $limit) { count orders { orderNumber createdAt totalPrice payment { status amount } suborders { suborderNo status categoryEnum repeatType totalPrice deliveries { deliveryDate status } items { name variants { quantity price unit } } } } } }`;

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is not set');
const runs = Number(process.argv[2] ?? 50);

const queries: { sql: string; ms: number }[] = [];
// The app's pool size (lib/database/db.ts), with Prisma's query log.
const db = new PrismaClient({ adapter: new PrismaPg({ connectionString: url, max: Number(process.env.DATABASE_POOL_MAX ?? 10) }), log: [{ emit: 'event', level: 'query' }] });
db.$on('query' as never, (e: { query: string; duration: number }) => queries.push({ sql: e.query, ms: e.duration }));
(globalThis as unknown as { __storeDb?: PrismaClient }).__storeDb = db;

async function time(label: string, call: () => Promise<unknown>): Promise<void> {
  for (let i = 0; i < 5; i++) await call(); // warm: connections, plans, buffers, JIT
  queries.length = 0;
  await call();
  const perQuery = queries.map((q) => `  ${q.ms.toFixed(1).padStart(5)} ms  ${q.sql.replace(/\s+/g, ' ').slice(0, 140)}`);
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await call();
    ms.push(performance.now() - start);
  }
  const s = summarise(ms, 0);
  console.log(`${label}: p50 ${s.p50Ms} ms, p95 ${s.p95Ms} ms, max ${s.maxMs} ms (${runs} runs, ${perQuery.length} queries)`);
  if (process.env.SHOW_QUERIES) console.log(perQuery.join('\n'));
}

async function main() {
  const customer = await db.user.findUniqueOrThrow({ where: { phoneNumber: BENCH_CUSTOMER_PHONE } });
  const admin = await db.user.findFirstOrThrow({ where: { roleId: ROLE_ADMIN }, orderBy: { createdAt: 'asc' } });
  const sessions: string[] = [];
  const cookieFor = async (user: { id: string; roleId: number; firstName: string | null }) => {
    const sid = randomBytes(24).toString('base64url');
    await db.session.create({ data: { id: sid, userId: user.id, userAgent: 'list-orders-latency' } });
    sessions.push(sid);
    return `${SESSION_COOKIE}=${await encodeSession({ sub: user.id, sid, roleId: user.roleId, firstName: user.firstName }, false)}`;
  };
  const cases: [string, Viewer, Record<string, unknown>][] = [
    ['customer, page 1 of 20', { id: customer.id, roleId: customer.roleId, firstName: customer.firstName }, {}],
    ['admin, status DELIVERED, page 1 of 20', { id: admin.id, roleId: admin.roleId, firstName: admin.firstName }, { filter: { status: 'DELIVERED' } }],
  ];
  try {
    for (const [label, viewer, opts] of cases) {
      const cookie = await cookieFor({ id: viewer.id, roleId: viewer.roleId, firstName: viewer.firstName });
      await time(`service  ${label}`, () => listOrders(viewer, { ...opts, limit: 20 }));
      await time(`GraphQL  ${label}`, async () => {
        const res = await graphqlRequest(ORDERS, { ...opts, limit: 20 }, { cookie });
        if (res.status !== 200 || res.errors) throw new Error(JSON.stringify(res.errors ?? res.status));
      });
    }
  } finally {
    await db.session.deleteMany({ where: { id: { in: sessions } } });
    await db.$disconnect();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
