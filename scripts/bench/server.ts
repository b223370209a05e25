// The app under test: a production build in its own directory (never .next or .next-e2e), started
// with `next start` on 127.0.0.1 against a fresh seeded database, with the fixed test login code.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, writeFileSync, type WriteStream } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const NEXT_BIN = 'node_modules/next/dist/bin/next';

export function ensureBuild(distDir: string, timeoutMs: number): void {
  // public/sw.js is generated (npm run build makes it; bare `next build` does not): without it every
  // page's registration fetches a 404, which Lighthouse counts as a console error in best practices
  if (!existsSync('public/sw.js')) {
    const sw = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/build-service-worker.ts'], { stdio: 'inherit' });
    if (sw.status !== 0) throw new Error(`building public/sw.js failed (exit ${sw.status})`);
  }
  if (existsSync(path.join(distDir, 'BUILD_ID'))) return;
  console.log(`no build in ${distDir}: running next build (a few minutes)`);
  // next build points next-env.d.ts at its own directory; give the developer's .next back after
  const nextEnv = existsSync('next-env.d.ts') ? readFileSync('next-env.d.ts', 'utf8') : null;
  const build = spawnSync(process.execPath, [NEXT_BIN, 'build'], {
    stdio: 'inherit',
    timeout: timeoutMs,
    env: { ...process.env, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (nextEnv !== null) writeFileSync('next-env.d.ts', nextEnv);
  if (build.status !== 0) throw new Error(`next build into ${distDir} failed (${build.error?.message ?? `exit ${build.status}`})`);
}

// BENCH_PORTS=3600-3699 keeps the bench's servers inside a range (machines shared by several
// people or agents hand out ranges); without it the system picks any free port.
let nextInRange = 0;
function candidatePort(): number {
  const m = /^(\d+)-(\d+)$/.exec(process.env.BENCH_PORTS ?? '');
  if (!m) return 0;
  const [from, to] = [Number(m[1]), Number(m[2])];
  return from + (nextInRange++ % (to - from + 1));
}

export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      return await listenOnce(candidatePort());
    } catch (e) {
      if (!process.env.BENCH_PORTS) throw e;
    }
  }
  throw new Error(`no free port in BENCH_PORTS=${process.env.BENCH_PORTS}`);
}

function listenOnce(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(port, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export type BenchServer = {
  baseUrl: string;
  /** SIGTERM, then SIGKILL after 5 s; resolves once the process is gone */
  stop: () => Promise<void>;
  /** kills at once with this signal (the fault suites' SIGKILL); resolves once the process is gone */
  kill: (signal: NodeJS.Signals) => Promise<void>;
};

/**
 * Ends a child server: SIGTERM, SIGKILL after 5 s, resolves once it is gone (at once when it
 * already is); `kill` sends one signal and waits the same way. The log is closed either way.
 */
export function processControl(child: ChildProcess, log: WriteStream): { stop: () => Promise<void>; kill: (signal: NodeJS.Signals) => Promise<void>; exited: () => boolean } {
  let exited = false;
  // A runner that ends without stopping its server (an uncaught error, a closed stdout under `| head`)
  // takes the server with it: an orphaned `next start` went on using half a core for an hour.
  const reap = () => {
    if (!exited) child.kill('SIGKILL');
  };
  process.once('exit', reap);
  child.once('exit', () => {
    exited = true;
    process.off('exit', reap);
  });
  const kill = async (signal: NodeJS.Signals, escalateAfterMs?: number) => {
    if (exited) return;
    const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill(signal);
    const timer = escalateAfterMs === undefined ? null : setTimeout(() => child.kill('SIGKILL'), escalateAfterMs);
    await gone;
    if (timer) clearTimeout(timer);
    log.end();
  };
  return { stop: () => kill('SIGTERM', 5_000), kill: (signal) => kill(signal), exited: () => exited };
}

export async function startServer(opts: {
  distDir: string;
  databaseUrl: string;
  uploadDir: string;
  logFile: string;
  readyTimeoutMs: number;
  /** extra environment (e.g. TRUSTED_PROXIES) */
  env?: Record<string, string>;
}): Promise<BenchServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  mkdirSync(path.dirname(opts.logFile), { recursive: true });
  const log = createWriteStream(opts.logFile, { flags: 'a' });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_DIST_DIR: opts.distDir,
    DATABASE_URL: opts.databaseUrl,
    APP_ENV: 'test',
    OTP_TEST_CODE: '123456',
    AUTH_SECRET: process.env.AUTH_SECRET ?? 'bench-secret-that-is-long-enough-for-signing-tokens',
    SITE_URL: baseUrl,
    UPLOAD_DIR: opts.uploadDir,
    NEXT_TELEMETRY_DISABLED: '1',
    ...opts.env,
  };
  // no error reports from a benchmark, whatever the developer's shell has
  delete env.NEXT_PUBLIC_SENTRY_DSN;
  const child: ChildProcess = spawn(process.execPath, [NEXT_BIN, 'start', '--hostname', '127.0.0.1', '--port', String(port)], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env,
  });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  const { stop, kill, exited } = processControl(child, log);

  const deadline = Date.now() + opts.readyTimeoutMs;
  while (Date.now() < deadline) {
    if (exited()) throw new Error(`next start exited early; see ${opts.logFile}`);
    try {
      const res = await fetch(`${baseUrl}/privacy-policy`, { signal: AbortSignal.timeout(5_000) });
      if (res.ok) return { baseUrl, stop, kill };
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`next start was not ready within ${opts.readyTimeoutMs} ms; see ${opts.logFile}`);
}

/**
 * The bare Apollo reference (scripts/bench/reference-apollo.ts) as its own process, like the app:
 * resolves with its URL once it says it is ready.
 */
export async function startReference(opts: { databaseUrl: string; logFile: string; readyTimeoutMs: number }): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const log = createWriteStream(opts.logFile, { flags: 'a' });
  const child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', '--conditions=react-server', 'scripts/bench/reference-apollo.ts'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: opts.databaseUrl, REFERENCE_PORT: String(port) },
  });
  child.stderr!.pipe(log);
  const { stop } = processControl(child, log);
  const ready = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), opts.readyTimeoutMs);
    child.stdout!.on('data', (chunk: Buffer) => {
      log.write(chunk);
      if (chunk.toString().includes('ready')) {
        clearTimeout(timer);
        resolve(true);
      }
    });
    child.once('exit', () => resolve(false));
  });
  if (!ready) {
    await stop();
    throw new Error(`the Apollo reference server did not start; see ${opts.logFile}`);
  }
  return { url: `http://127.0.0.1:${port}`, stop };
}

/**
 * The bench's build of the store (built first when there is none), started for a diagnostic on
 * BENCH_DATABASE_URL (or DATABASE_URL), a database with the demo or the large data; its log in
 * perf/results/<tool>-server.log.
 */
export async function startStoreForDiagnostic(tool: string): Promise<BenchServer> {
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('set BENCH_DATABASE_URL (or DATABASE_URL) to a seeded database');
  ensureBuild('.next-bench', 15 * 60_000);
  mkdirSync('perf/results', { recursive: true });
  return startServer({ distDir: '.next-bench', databaseUrl, uploadDir: 'perf/results/uploads', logFile: `perf/results/${tool}-server.log`, readyTimeoutMs: 60_000, env: { JOBS_IN_WEB_SERVER: 'false' } });
}

/** A response's text from one of the bench's servers; anything but 2xx is an error. */
export async function fetchText(url: string): Promise<string> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return res.text();
}
