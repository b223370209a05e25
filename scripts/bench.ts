// npm run bench: load-tests a production build on 127.0.0.1 and judges it against
// perf/budgets.json. Builds into .next-bench when there is no build there (never .next or
// .next-e2e), prepares a fresh seeded database, runs bounded autocannon scenarios, measures the
// menu page's HTML and JavaScript, writes perf/results/latest.json and exits 1 when a budget is
// broken (2 when the run itself failed). Everything stops by itself: each run is time-boxed and a
// watchdog ends the whole thing.
//   BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 10) change the load.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { prepareTestServer, type TestServer } from './test-database';
import { ensureBuild, startServer, type BenchServer } from './bench/server';
import { graphqlScenario, runScenario, type Scenario } from './bench/load';
import { loginCookie } from './bench/login';
import { measurePageWeight } from './bench/page-weight';
import { checkPage, checkScenario, type Budgets, type ScenarioResult } from './bench/budgets';
import { DEMO_CUSTOMER_PHONE } from '@/prisma/seed-data';

const DIST_DIR = '.next-bench';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const TEST_CODE = '123456';
const RESULTS = 'perf/results/latest.json';
// a build (about 3 minutes here) plus six runs with their warm-ups, with room to spare
const WATCHDOG_MS = 20 * 60_000;

const MENU_ITEMS = /* GraphQL */ `query { getMenuItems { id name displayPrice unitType description image { url } category { id title categoryEnum } variants { id price unit unitType } } }`;
const CATEGORIES = /* GraphQL */ `query { getCategories { id title categoryEnum description image } }`;
const CARTS = /* GraphQL */ `query { getCarts { categoryEnum buyOrSubscribe deliveryDates menuItem { id name variants { id qty price } } chargesData { subTotal total totalNumberOfItem } } }`;

const page = (name: string, p: string): Scenario => ({ name, method: 'GET', path: p, headers: { accept: 'text/html' } });

function print(r: ScenarioResult) {
  const cols = [r.name.padEnd(26), `${r.rps} req/s`.padStart(12), `p50 ${r.p50Ms}`.padStart(10), `p95 ${r.p95Ms}`.padStart(10), `p99 ${r.p99Ms}`.padStart(10), `max ${r.maxMs} ms`.padStart(14)];
  console.log(cols.join(' ') + (r.non2xx || r.errors ? `  (${r.non2xx} non-2xx, ${r.errors} errors)` : ''));
}

async function main(): Promise<number> {
  const budgets = JSON.parse(readFileSync('perf/budgets.json', 'utf8')) as Budgets;
  ensureBuild(DIST_DIR, 10 * 60_000);

  let db: TestServer | undefined;
  let server: BenchServer | undefined;
  const uploadDir = `.data/bench-uploads-${process.pid}`;
  const cleanup = async () => {
    await server?.stop().catch(() => {});
    await db?.cleanup().catch(() => {});
    rmSync(uploadDir, { recursive: true, force: true });
  };
  const onSignal = () => void cleanup().finally(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const watchdog = setTimeout(() => {
    console.error(`bench: still running after ${WATCHDOG_MS / 60_000} minutes; stopping`);
    void cleanup().finally(() => process.exit(2));
  }, WATCHDOG_MS);
  watchdog.unref();

  try {
    db = await prepareTestServer('bench');
    server = await startServer({ distDir: DIST_DIR, databaseUrl: db.templateUrl, uploadDir, logFile: 'perf/results/server.log', readyTimeoutMs: 60_000 });
    const { baseUrl } = server;
    console.log(`bench: ${baseUrl}, ${SECONDS} s x ${CONNECTIONS} connections per scenario, ${os.cpus().length} CPUs\n`);

    const cookie = await loginCookie(baseUrl, DEMO_CUSTOMER_PHONE, TEST_CODE);
    const scenarios: Scenario[] = [
      page('menu', '/'),
      page('menu?category=PDM', '/?category=PDM'),
      page('privacy-policy', '/privacy-policy'),
      graphqlScenario('graphql getMenuItems', MENU_ITEMS),
      graphqlScenario('graphql getCategories', CATEGORIES),
      graphqlScenario('graphql getCarts (logged in)', CARTS, {}, { cookie }),
    ];
    const results: ScenarioResult[] = [];
    for (const s of scenarios) {
      const r = await runScenario(baseUrl, s, { seconds: SECONDS, connections: CONNECTIONS });
      print(r);
      results.push(r);
    }

    const menuWeight = await measurePageWeight(baseUrl, '/');
    console.log(
      `\npage /: HTML ${menuWeight.htmlBytes} B (${menuWeight.htmlGzipBytes} B gzipped), ` +
        `of which inline scripts (RSC payload, JSON-LD) ${menuWeight.inlineScriptBytes} B; ` +
        `JS ${menuWeight.scripts} scripts ${menuWeight.jsBytes} B (${menuWeight.jsGzipBytes} B gzipped)`,
    );

    const broken = [...results.flatMap((r) => checkScenario(r, budgets.scenarios[r.name])), ...checkPage(menuWeight, budgets.pages['/'])];
    mkdirSync(path.dirname(RESULTS), { recursive: true });
    writeFileSync(
      RESULTS,
      JSON.stringify(
        {
          at: new Date().toISOString(),
          machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, node: process.version, platform: `${os.platform()} ${os.arch()}` },
          load: { seconds: SECONDS, connections: CONNECTIONS },
          scenarios: results.map((r) => ({ ...r, budget: budgets.scenarios[r.name] ?? null })),
          pages: [{ ...menuWeight, budget: budgets.pages['/'] ?? null }],
          broken,
          pass: broken.length === 0,
        },
        null,
        2,
      ) + '\n',
    );
    console.log(`\nresults in ${RESULTS}`);
    if (broken.length) {
      console.error(`\nBUDGET BROKEN:\n  ${broken.join('\n  ')}`);
      return 1;
    }
    console.log('all budgets met');
    return 0;
  } finally {
    clearTimeout(watchdog);
    await cleanup();
  }
}

main().then(
  (code) => process.exit(code),
  (e) => {
    console.error('bench failed:', e instanceof Error ? e.message : e);
    process.exit(2);
  },
);
