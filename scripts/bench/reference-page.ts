// The framework reference page for Lighthouse: perf/reference-app, a bare Next app with the store's
// Next, React and fonts and nothing else, built (once, into perf/reference-app/.next-reference) and
// started with `next start` like the store, so both are measured by the same browser in the same
// minutes. The store's public pages are judged against its scores (scripts/bench/goals.ts).
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import path from 'node:path';
import { freePort, processControl } from './server';

export const REFERENCE_APP = 'perf/reference-app';
/** Its name among the pages a Lighthouse run measures (the bench's table, the diagnostics). */
export const REFERENCE_PAGE = 'framework reference page';
// Run from the reference app's own directory: from the store's, Next picks up the store's
// instrumentation.ts and proxy.ts, and the reference would be no longer bare.
const NEXT_BIN = path.resolve('node_modules/next/dist/bin/next');
const DIST = path.join(REFERENCE_APP, '.next-reference');

/** Builds a bare app of the bench's (its own directory, its next.config.mjs's distDir) with the store's Next. */
export function buildBareApp(appDir: string, what: string, timeoutMs: number): void {
  const build = spawnSync(process.execPath, [NEXT_BIN, 'build'], { cwd: appDir, stdio: 'inherit', timeout: timeoutMs, env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' } });
  if (build.status !== 0) throw new Error(`next build ${appDir} (${what}) failed (${build.error?.message ?? `exit ${build.status}`})`);
}

export function ensureReferencePageBuild(timeoutMs: number): void {
  if (existsSync(path.join(DIST, 'BUILD_ID'))) return;
  console.log(`no build in ${DIST}: building the framework reference page`);
  buildBareApp(REFERENCE_APP, REFERENCE_PAGE, timeoutMs);
}

/** Starts a built bare app with `next start` from its own directory; ready when `readyPath` answers. */
export async function startBareApp(appDir: string, what: string, opts: { logFile: string; readyTimeoutMs: number; readyPath?: string }): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const log = createWriteStream(opts.logFile, { flags: 'a' });
  const child = spawn(process.execPath, [NEXT_BIN, 'start', '--hostname', '127.0.0.1', '--port', String(port)], {
    cwd: appDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Turbopack, rooted at the store for its node_modules, still bundles the store's server-side
    // hooks (instrumentation.ts, proxy.ts) into the reference's server: they get what they need to
    // start and stay idle (no jobs). The browser's side, all Lighthouse measures, has none of them.
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', APP_ENV: 'test', JOBS_IN_WEB_SERVER: 'false', SITE_URL: url },
  });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  const { stop, exited } = processControl(child, log);
  const deadline = Date.now() + opts.readyTimeoutMs;
  while (Date.now() < deadline) {
    if (exited()) throw new Error(`${what} exited early; see ${opts.logFile}`);
    try {
      if ((await fetch(url + (opts.readyPath ?? ''), { signal: AbortSignal.timeout(5_000) })).ok) return { url, stop };
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`${what} was not ready within ${opts.readyTimeoutMs} ms; see ${opts.logFile}`);
}

export function startReferencePage(opts: { logFile: string; readyTimeoutMs: number }): Promise<{ url: string; stop: () => Promise<void> }> {
  return startBareApp(REFERENCE_APP, REFERENCE_PAGE, opts);
}
