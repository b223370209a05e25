// Diagnostic aid (not part of npm run bench): where a public page's Lighthouse points go. Serves
// variants of the page's HTML (scripts/bench/page-variants.ts: no scripts, no chunk files, the chunk
// files after the first frame, frames asked for until load, the stylesheet inline) from a small
// server that passes every other request to the store, and runs Lighthouse on the framework
// reference page, the page as served and each variant in rounds, exactly as the bench does
// (runLighthouseRounds: one CPU slowdown, held first paints made again). Prints each one's medians.
//   BENCH_DATABASE_URL=… npx tsx scripts/bench/lighthouse-variants.ts /privacy-policy [rounds]
// (BENCH_VARIANTS=as-served,font-preload measures only those, beside the reference.)
// (a database with the demo seed is enough; builds .next-bench when there is none, like the bench).
import http from 'node:http';
import { gzipSync } from 'node:zlib';
import { fetchText, freePort, startStoreForDiagnostic } from './server';
import { ensureReferencePageBuild, REFERENCE_PAGE, startReferencePage } from './reference-page';
import { runDiagnosticRounds } from './lighthouse';
import { pageVariants, stylesheets, type PageVariant } from './page-variants';

/** Each variant at /variant/<name>, gzipped as the store sends its pages; the rest from the store. */
async function serveVariants(variants: readonly PageVariant[], storeUrl: string): Promise<{ url: string; close: () => void }> {
  const bodies = new Map(variants.map((v) => [v.name, gzipSync(v.html)]));
  const store = new URL(storeUrl);
  const server = http.createServer((req, res) => {
    const name = req.url?.match(/^\/variant\/([^/?]+)/)?.[1];
    const body = name ? bodies.get(name) : undefined;
    if (body) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip', 'cache-control': 'no-store' });
      res.end(body);
      return;
    }
    const upstream = http.request({ host: store.hostname, port: store.port, path: req.url, method: req.method, headers: req.headers }, (r) => {
      res.writeHead(r.statusCode ?? 502, r.headers);
      r.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}

async function main() {
  const page = process.argv[2] ?? '/privacy-policy';
  const rounds = Number(process.argv[3] ?? 4);
  // the reference built before the store starts: a failed build leaves no server running
  ensureReferencePageBuild(5 * 60_000);
  const store = await startStoreForDiagnostic('variants');
  const reference = await startReferencePage({ logFile: 'perf/results/variants-reference.log', readyTimeoutMs: 60_000 });
  let variantServer: { url: string; close: () => void } | undefined;
  try {
    const html = await fetchText(store.baseUrl + page);
    const css = new Map(await Promise.all(stylesheets(html).map(async (href) => [href, await fetchText(store.baseUrl + href)] as const)));
    const all = pageVariants(html, css);
    const only = process.env.BENCH_VARIANTS?.split(',');
    const unknown = only?.filter((name) => !all.some((v) => v.name === name)) ?? [];
    if (unknown.length) throw new Error(`BENCH_VARIANTS: no variant ${unknown.join(', ')} for this page; there are ${all.map((v) => v.name).join(', ')}`);
    const variants = all.filter((v) => !only || only.includes(v.name));
    variantServer = await serveVariants(variants, store.baseUrl);
    const targets = [{ path: REFERENCE_PAGE, url: reference.url }, ...variants.map((v) => ({ path: v.name, url: `${variantServer!.url}/variant/${v.name}` }))];
    const results = await runDiagnosticRounds(targets, rounds);
    console.log(`\n${page}, median of ${rounds} rounds, CPU slowdown ${results[0].median.cpuSlowdown}x for every load:`);
    for (const [i, r] of results.entries()) {
      const what = i === 0 ? 'perf/reference-app' : variants[i - 1].what;
      console.log(`${r.path.padEnd(26)} perf ${String(r.median.performance).padStart(3)}  LCP ${String(r.median.lcpMs).padStart(5)} ms  TBT ${String(r.median.tbtMs).padStart(4)} ms  runs ${r.runs.map((x) => x.performance).join(',').padEnd(16)} loads made again ${r.repeated}, held kept ${r.pausedKept}  (${what})`);
    }
  } finally {
    variantServer?.close();
    await reference.stop();
    await store.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(2);
});
