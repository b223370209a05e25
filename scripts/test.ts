// `npm test`: unit tests and integration tests against a real PostgreSQL, in a fresh database
// per run that is dropped afterwards. Extra arguments go to jest (e.g. npm test -- lib/domain).
//
// A whole run (no arguments) is two jest runs side by side once the test database is ready: the
// unit and dom projects on one worker, the db project on DB_TEST_WORKERS workers (default 2).
// Jest alone gives one worker on a 2-core machine, which runs every file in one process; a
// database test mostly waits for PostgreSQL, so a second worker fills that wait (three timed
// hooks out at a load average of 25). The unit and dom output is printed when they end, the db
// output as it comes, and the ten slowest files of the whole run last
// (scripts/slowest-files-reporter.cjs). With arguments it is one jest run, as jest was asked.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { prepareTestServer, startClonePool, type TestServer } from './test-database';
import { jestV8Flags } from './jest-v8-flags';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { formatSlowest, slowestFiles } = require('./slowest-files-reporter.cjs') as {
  formatSlowest: (rows: unknown[], rootDir: string, totalMs?: number) => string;
  slowestFiles: (results: unknown[], count?: number) => unknown[];
};

const JEST = 'node_modules/jest/bin/jest.js';
const V8_FLAGS = jestV8Flags(process.env);
const children = new Set<ReturnType<typeof spawn>>();

function jest(args: string[], env: Record<string, string>, opts: { buffer?: boolean } = {}): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...V8_FLAGS, JEST, ...args], { stdio: opts.buffer ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, NODE_ENV: 'test', NEXT_TELEMETRY_DISABLED: '1', ...env } as NodeJS.ProcessEnv });
    children.add(child);
    let output = '';
    child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
    child.on('exit', (c) => {
      children.delete(child);
      resolve({ code: c ?? 1, output });
    });
  });
}

const forward = (sig: NodeJS.Signals) => {
  for (const c of children) c.kill(sig);
};
process.on('SIGINT', forward);
process.on('SIGTERM', forward);

// DATABASE_TX_LIMIT_MS: a short transaction's 2 s to start and 5 s to run (Prisma's limits) become
// 20 s, as a loaded shared machine needs (lib/database/db.ts); tests of a limit pass their own. Not
// for the fault suites: the servers they start inherit the environment and must fail as production does.
const txLimit: Record<string, string> = process.env.TEST_FAULTS ? {} : { DATABASE_TX_LIMIT_MS: '20000' };
const dbEnv = (server: TestServer): Record<string, string> => ({ TEST_DB_SERVER_URL: server.serverUrl, TEST_DB_TEMPLATE: server.templateName, DATABASE_URL: server.templateUrl, ...txLimit });

async function oneRun(args: string[]): Promise<number> {
  const started = Date.now();
  const server = await prepareTestServer('test');
  console.log(`test database ready in ${Date.now() - started} ms (${server.templateName})`);
  const pool = startClonePool(server, 2);
  try {
    return (await jest(args, { ...dbEnv(server), ...pool.env })).code;
  } finally {
    await pool.stop();
    await server.cleanup();
  }
}

async function wholeRun(): Promise<number> {
  const started = Date.now();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'store-test-'));
  const results = (name: string) => path.join(dir, `${name}.json`);
  // Both runs get the database's settings, as one jest run did: a unit test that reaches the
  // database by mistake keeps working (and shows in the slowest files) rather than failing here.
  const server = await prepareTestServer('test');
  console.log(`test database ready in ${Date.now() - started} ms (${server.templateName})`);
  const unit = jest(['--selectProjects', 'unit', 'dom', '--maxWorkers=1'], { ...dbEnv(server), SLOWEST_FILES_JSON: results('unit') }, { buffer: true });
  const workers = Number(process.env.DB_TEST_WORKERS ?? 2);
  const pool = startClonePool(server, workers + 2);
  try {
    const db = await jest(['--selectProjects', 'db', `--maxWorkers=${workers}`], { ...dbEnv(server), ...pool.env, SLOWEST_FILES_JSON: results('db') });
    const { made, dropped } = await pool.stop();
    const u = await unit;
    console.log(`\n--- unit and dom tests ---\n${u.output}`);
    const all = ['unit', 'db'].flatMap((n) => {
      try {
        return JSON.parse(readFileSync(results(n), 'utf8')) as unknown[];
      } catch {
        return [];
      }
    });
    console.log(`\n${formatSlowest(slowestFiles(all), process.cwd(), Date.now() - started)}`);
    console.log(`\ndatabase clones made ahead: ${made}, dropped beside the run: ${dropped}`);
    console.log(`\nunit and dom: ${u.code === 0 ? 'passed' : 'FAILED'}; db: ${db.code === 0 ? 'passed' : 'FAILED'}; ${((Date.now() - started) / 1000).toFixed(0)} s in all`);
    return u.code || db.code;
  } finally {
    await pool.stop();
    await unit;
    await server.cleanup();
    rmSync(dir, { recursive: true, force: true });
  }
}

const args = process.argv.slice(2);
(args.length ? oneRun(args) : wholeRun()).then(
  (code) => process.exit(code),
  (e) => {
    console.error('test setup failed:', e instanceof Error ? e.stack : e);
    process.exit(1);
  },
);
