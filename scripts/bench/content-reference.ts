// Diagnostic aid (not part of npm run bench): how much of a public page's Lighthouse gap to the
// framework reference page is the page's content, and how much is the store's code. Writes the
// page's <body> (as the store serves it) into perf/content-app as plain elements (page-tree.ts), and
// the store's stylesheet beside them; builds that bare app; then runs Lighthouse exactly as the
// bench does (runLighthouseRounds) on the framework reference page, the content app's page without
// and with the store's stylesheet, and the store's page, in rounds. Prints each one's medians and
// how far each one's blocking times stand from the reference's (Mann-Whitney z: about 2 or more is
// not the machine's noise).
//   BENCH_DATABASE_URL=… npx tsx --conditions=react-server scripts/bench/content-reference.ts /privacy-policy [rounds]
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fetchText, startStoreForDiagnostic } from './server';
import { buildBareApp, ensureReferencePageBuild, REFERENCE_PAGE, startBareApp, startReferencePage } from './reference-page';
import { runDiagnosticRounds } from './lighthouse';
import { mannWhitneyZ } from './long-tasks-summary';
import { stylesheets } from './page-variants';
import { bodyTree, elementCount } from './page-tree';

const CONTENT_APP = 'perf/content-app';
// the store's own font faces: the content app's layout has them already (the reference's layout)
const FONT_FACE = /@font-face\{[^}]*\}/g;

async function main() {
  const page = process.argv[2] ?? '/privacy-policy';
  const rounds = Number(process.argv[3] ?? 8);
  // the reference built before the store starts: a failed build leaves no server running
  ensureReferencePageBuild(5 * 60_000);
  const store = await startStoreForDiagnostic('content-reference');
  const stops: (() => Promise<void>)[] = [store.stop];
  try {
    const html = await fetchText(store.baseUrl + page);
    const tree = bodyTree(html);
    writeFileSync(path.join(CONTENT_APP, 'app', 'tree.json'), JSON.stringify(tree));
    const css = (await Promise.all(stylesheets(html).map((href) => fetchText(store.baseUrl + href)))).join('\n');
    mkdirSync(path.join(CONTENT_APP, 'public'), { recursive: true });
    writeFileSync(path.join(CONTENT_APP, 'public', 'store.css'), css.replace(FONT_FACE, ''));
    // the pictures the page names, served by the content app's own image optimiser
    cpSync(path.join('public', 'images'), path.join(CONTENT_APP, 'public', 'images'), { recursive: true });
    console.log(`${page}: ${elementCount(tree)} elements in <body>; building ${CONTENT_APP} with them`);
    buildBareApp(CONTENT_APP, 'the content reference app', 5 * 60_000);
    const reference = await startReferencePage({ logFile: 'perf/results/content-reference-reference.log', readyTimeoutMs: 60_000 });
    stops.push(reference.stop);
    const content = await startBareApp(CONTENT_APP, 'the content reference app', { logFile: 'perf/results/content-reference-app.log', readyTimeoutMs: 60_000, readyPath: '/text' });
    stops.push(content.stop);
    const targets = [
      { path: REFERENCE_PAGE, url: reference.url },
      { path: 'its elements, bare', url: `${content.url}/text` },
      { path: 'its elements, store CSS', url: `${content.url}/styled` },
      { path: `the store's ${page}`, url: store.baseUrl + page },
    ];
    const results = await runDiagnosticRounds(targets, rounds);
    const referenceTbt = results[0].runs.map((r) => r.tbtMs);
    console.log(`\n${page}, median of ${rounds} rounds, CPU slowdown ${results[0].median.cpuSlowdown}x for every load:`);
    for (const r of results) {
      const tbts = r.runs.map((x) => x.tbtMs);
      const vsReference = r === results[0] ? '' : `, ${(r.median.tbtMs / results[0].median.tbtMs).toFixed(2)}x the reference's (z ${mannWhitneyZ(tbts, referenceTbt).toFixed(2)})`;
      console.log(`${r.path.padEnd(32)} perf ${String(r.median.performance).padStart(4)}  LCP ${String(r.median.lcpMs).padStart(5)} ms  TBT ${String(r.median.tbtMs).padStart(5)} ms${vsReference}  loads ${tbts.join(', ')}`);
    }
  } finally {
    for (const stop of stops.reverse()) await stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(2);
});
