// Profiling aid (not part of npm run bench): sends saveOrders to a running server, one at a time,
// as the bench does (same payload and headers), and prints p50.
//   BASE_URL=http://127.0.0.1:3701 DATABASE_URL=… npx tsx --conditions=react-server scripts/bench/save-drive.ts
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { loginCookie } from './login';
import { fourCartOrder, SAVE_ORDERS } from './order-payload';

const base = process.env.BASE_URL!;
const RUNS = Number(process.env.RUNS ?? 40);

async function main() {
  const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await c.connect();
  const orders = await fourCartOrder(c, '+918000000001', new Date());
  await c.end();
  const cookie = await loginCookie(base, '+918000000001', '123456');
  const once = async () => {
    const res = await fetch(`${base}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip', 'sec-fetch-site': 'same-origin', origin: base, cookie },
      body: JSON.stringify({ query: SAVE_ORDERS, variables: { orders, key: `drive-${randomUUID()}` } }),
    });
    const json = (await res.json()) as { errors?: unknown };
    if (json.errors) throw new Error(JSON.stringify(json.errors));
  };
  for (let i = 0; i < 5; i++) await once();
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await once();
    ms.push(performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  console.log(`saveOrders over HTTP: p50 ${ms[Math.floor(ms.length / 2)].toFixed(1)} ms, min ${ms[0].toFixed(1)} ms over ${RUNS}`);
}
void main();
