// The Content-Security-Policy choice, measured (docs/decisions.md): for each production build given,
// req/s of a static file, of `/` served from the cache, and of `/` rendered for every request (what
// a per-request nonce would force: the prerender-revalidate header makes Next render the page
// again on each request, the cost a dynamic page pays). Also whether `/` still comes from the cache
// and which CSP it sends. Run: npx tsx --conditions=react-server scripts/bench/csp.ts .next-a .next-b
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { prepareTestServer } from '../test-database';
import { startServer } from './server';
import { runScenario, type Scenario } from './load';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

async function main() {
  const distDirs = process.argv.slice(2);
  const db = await prepareTestServer('bench-csp');
  try {
    for (const distDir of distDirs) {
      const previewModeId = (JSON.parse(readFileSync(path.join(distDir, 'prerender-manifest.json'), 'utf8')) as { preview: { previewModeId: string } }).preview.previewModeId;
      const server = await startServer({
        distDir,
        databaseUrl: db.templateUrl,
        uploadDir: mkdtempSync(path.join(tmpdir(), 'bench-csp-')),
        logFile: `.data/bench-csp-${path.basename(distDir)}.log`,
        readyTimeoutMs: 120_000,
      });
      try {
        await fetch(`${server.baseUrl}/`); // fills the cache after the start
        const head = await fetch(`${server.baseUrl}/`);
        const rendered = await fetch(`${server.baseUrl}/`, { headers: { 'x-prerender-revalidate': previewModeId } });
        console.log(JSON.stringify({
          distDir,
          cache: head.headers.get('x-nextjs-cache'),
          cacheControl: head.headers.get('cache-control'),
          csp: head.headers.get('content-security-policy'),
          renderedCache: rendered.headers.get('x-nextjs-cache'),
        }));
        const scenarios: Scenario[] = [
          { name: 'static file', method: 'GET', path: '/images/hero/hero-desktop.webp' },
          { name: '/ from the cache', method: 'GET', path: '/' },
          { name: '/ rendered per request', method: 'GET', path: '/', headers: { 'x-prerender-revalidate': previewModeId } },
        ];
        for (const s of scenarios) {
          const r = await runScenario(server.baseUrl, s, { seconds: SECONDS, connections: CONNECTIONS });
          console.log(JSON.stringify({ distDir, scenario: s.name, rps: Math.round(r.rps), p50Ms: r.p50Ms, p95Ms: r.p95Ms, non2xx: r.non2xx, errors: r.errors }));
        }
      } finally {
        await server.stop();
      }
    }
  } finally {
    await db.cleanup();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
