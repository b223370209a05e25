// Profiling aid (not part of npm run bench): placeOrder + getOrder as the saveOrders resolver calls
// them, directly, RUNS times, for the bench's checkout customer; prints the statements of one
// request (SHOW=1 lists them), each statement's p50 as the driver timed it (DURATIONS=1) and the
// p50 of each call. Writes real orders: use your own copy of the bench database.
//   DATABASE_URL=… npx tsx --conditions=react-server scripts/bench/save-profile.ts
//   (node_modules/.bin/node --cpu-prof --conditions=react-server --import tsx … for a CPU profile)
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
  const durations = new Map<string, number[]>();
  db.$on('query', (e) => {
    statements.push(e.query);
    const k = e.query.replace(/\s+/g, ' ').trim().slice(0, 70);
    durations.set(k, [...(durations.get(k) ?? []), Number(e.duration)]);
  });
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
  const [place, read, ms]: number[][] = [[], [], []];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    const { orderNumber } = await placeOrder(viewer, { orders, idempotencyKey: `prof-${randomUUID()}` } as never);
    const t1 = performance.now();
    await getOrder(viewer, orderNumber);
    const t2 = performance.now();
    place.push(t1 - t0);
    read.push(t2 - t1);
    ms.push(t2 - t0);
  }
  const p50 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)].toFixed(1);
  if (process.env.DURATIONS) for (const [k, v] of durations) console.log(`  db ${p50(v).padStart(6)} ms x${v.length}  ${k}`);
  console.log(`p50 ${p50(ms)} ms (placeOrder ${p50(place)} ms, getOrder ${p50(read)} ms) over ${RUNS}`);
  await db.$disconnect();
}
void main();
