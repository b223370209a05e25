// Profiling aid (not part of npm run bench): placeOrder + getOrder as the saveOrders resolver calls
// them, directly, N times, printing statements per request and the time per call.
//   DATABASE_URL=… npx tsx --conditions=react-server scripts/bench/save-profile.ts
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '@/lib/generated/prisma/client';
import { placeOrder } from '@/lib/orders/place-order';
import { getOrder } from '@/lib/orders/get-order';
import { fourCartOrder } from './order-payload';

const url = process.env.DATABASE_URL!;
const RUNS = Number(process.env.RUNS ?? 30);
const PHONE = '+918000000001';

async function main() {
  const db = new PrismaClient({ adapter: new PrismaPg({ connectionString: url, max: 10 }), log: [{ emit: 'event', level: 'query' }] });
  let statements: string[] = [];
  db.$on('query', (e) => statements.push(e.query));
  (globalThis as unknown as { __storeDb?: PrismaClient }).__storeDb = db;
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const orders = await fourCartOrder(c, PHONE, new Date());
  await c.end();
  const u = await db.user.findFirstOrThrow({ where: { phoneNumber: PHONE } });
  const viewer = { id: u.id, roleId: u.roleId, firstName: u.firstName };
  const once = async () => {
    const { orderNumber } = await placeOrder(viewer, { orders, idempotencyKey: `prof-${randomUUID()}` } as never);
    return getOrder(viewer, orderNumber);
  };
  for (let i = 0; i < 3; i++) await once();
  statements = [];
  await once();
  console.log(`${statements.length} statements per request`);
  if (process.env.SHOW) for (const s of statements) console.log('  ', s.slice(0, 160).replace(/\s+/g, ' '));
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await once();
    ms.push(performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  console.log(`p50 ${ms[Math.floor(ms.length / 2)].toFixed(1)} ms, min ${ms[0].toFixed(1)} ms over ${RUNS}`);
  await db.$disconnect();
}
void main();
