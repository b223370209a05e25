import { bfcacheGoal, formatTable, latencyGoal, lighthouseGoal, markdownTable, nuGoal, throughputGoal, weightGoal } from './goals';
import { median, medianFigures, lostPoints, type LighthouseFigures } from './lighthouse';
import { errorsByFile } from './nu-html';
import { flattenReasons } from './bfcache';
import { replaceBetweenMarkers } from './readme';
import type { ScenarioResult } from './budgets';

const load = (rps: number, p95Ms = 40, extra: Partial<ScenarioResult> = {}): ScenarioResult => ({ name: 'x', requests: rps * 10, rps, p50Ms: 20, p95Ms, p99Ms: p95Ms, maxMs: p95Ms, non2xx: 0, errors: 0, ...extra });

test.each([
  ['half the static rate and fast passes', load(1500, 99), load(3000), true, undefined],
  ['under half the rate fails', load(1400, 50), load(3000), false, '47 % of the reference\'s req/s'],
  ['fast enough but p95 at the limit fails', load(2000, 100), load(3000), false, 'p95 100 ms'],
  ['failed responses fail however fast', load(2000, 10, { non2xx: 5 }), load(3000), false, '5 non-2xx, 0 errors'],
  ['a reference with no responses cannot pass', load(2000, 10), load(0, 0, { requests: 0 }), false, 'no responses; n/a of the reference\'s req/s'],
] as const)('throughput goal: %s', (_c, app, ref, pass, why) => {
  const row = throughputGoal('GET /', app, ref, 'static', 0.5, 100);
  expect(row.pass).toBe(pass);
  expect(row.why).toBe(why);
});

test('the ratio is app over reference, to three places', () => {
  expect(throughputGoal('q', load(200), load(300), 'apollo', 0.6).ratio).toBe(0.667);
});

test.each([
  [{ p95Ms: 50 }, load(100, 49), true],
  [{ p95Ms: 50 }, load(100, 50), false],
  [{ p50Ms: 50 }, { ...load(100, 500), p50Ms: 49 }, true],
  [{ p50Ms: 50 }, { ...load(100, 10), p50Ms: 51 }, false],
] as const)('latency goal %j on %j', (limit, r, pass) => {
  expect(latencyGoal('s', r, limit).pass).toBe(pass);
});

test.each([
  [170_000, 150_000, true],
  [170_001, 150_000, false],
])('first-load JS %d against an empty page of %d', (js, empty, pass) => {
  expect(weightGoal('js', js, empty, '404', 20_000).pass).toBe(pass);
});

const figures = (f: Partial<LighthouseFigures> = {}): LighthouseFigures => ({ performance: 97, accessibility: 100, bestPractices: 100, seo: 100, cls: 0.01, lcpMs: 1800, tbtMs: 50, ...f });

test.each([
  ['all met', figures(), true, true],
  ['performance 94', figures({ performance: 94 }), true, false],
  ['CLS exactly 0.05', figures({ cls: 0.05 }), true, false],
  ['SEO 66 on a page kept out of the index', figures({ seo: 66 }), false, true],
  ['SEO 92 on a public page', figures({ seo: 92 }), true, false],
])('lighthouse goal: %s', (_c, median, withSeo, pass) => {
  expect(lighthouseGoal({ path: '/', runs: [median], median, lost: [] }, withSeo).pass).toBe(pass);
});

test('medians are taken figure by figure', () => {
  expect(median([3, 1, 2])).toBe(2);
  expect(median([4, 1, 2, 3])).toBe(2.5);
  expect(medianFigures([figures({ performance: 80, tbtMs: 10 }), figures({ performance: 99, tbtMs: 500 }), figures({ performance: 90, tbtMs: 20 })])).toMatchObject({ performance: 90, tbtMs: 20 });
});

test('lost points: weighted audits below full marks, by category', () => {
  const lhr = {
    categories: { accessibility: { score: 0.9, auditRefs: [{ id: 'a', weight: 7 }, { id: 'b', weight: 3 }, { id: 'c', weight: 0 }] } },
    audits: { a: { title: 'Buttons have names', score: 0 }, b: { title: 'Contrast', score: 1 }, c: { title: 'Unweighted', score: 0 } },
  };
  expect(lostPoints(lhr, ['accessibility'])).toEqual(['accessibility: Buttons have names']);
});

test('Nu: errors counted per page, warnings and info left out, every page listed', () => {
  const files = new Map([
    ['/tmp/x/page-0.html', '/'],
    ['/tmp/x/page-1.html', '/privacy-policy'],
  ]);
  const report = {
    messages: [
      { type: 'error', url: 'file:/tmp/x/page-0.html', lastLine: 3, message: 'Attribute aria-label not allowed on span', extract: '<span aria-label="v">' },
      { type: 'info', subType: 'warning', url: 'file:/tmp/x/page-0.html', message: 'Trailing slash' },
      { type: 'info', url: 'file:/tmp/x/page-1.html', message: 'fine' },
    ],
  };
  expect(errorsByFile(report, files)).toEqual([
    { path: '/', errors: ['line 3: Attribute aria-label not allowed on span [<span aria-label="v">]'] },
    { path: '/privacy-policy', errors: [] },
  ]);
  expect(nuGoal(errorsByFile(report, files)).pass).toBe(false);
});

test('bfcache: reasons from the page and its frames, each once; one page not restored fails', () => {
  expect(flattenReasons({ reasons: [{ reason: 'MainResourceHasCacheControlNoStore' }], children: [{ reasons: [{ reason: 'WebSocket' }, { reason: 'MainResourceHasCacheControlNoStore' }] }] })).toEqual([
    'MainResourceHasCacheControlNoStore',
    'WebSocket',
  ]);
  expect(flattenReasons(null)).toEqual([]);
  const row = bfcacheGoal([
    { path: '/', restored: true, reasons: [] },
    { path: '/privacy-policy', restored: false, reasons: ['MainResourceHasCacheControlNoStore'] },
  ]);
  expect(row.pass).toBe(false);
  expect(row.why).toBe('/privacy-policy: MainResourceHasCacheControlNoStore');
});

test('the table has one line per row and says why a failure fails; Markdown escapes pipes', () => {
  const rows = [throughputGoal('GET /', load(100), load(3000), 'static', 0.5, 100), latencyGoal('ok', load(100, 10), { p95Ms: 50 })];
  const text = formatTable(rows);
  const lines = text.split('\n');
  expect(lines[0]).toMatch(/^scenario +\| measured/);
  expect(lines[2]).toMatch(/^GET \/ .*\| FAIL$/);
  expect(lines[3]).toMatch(/^ok .*\| PASS$/);
  expect(text).toContain('GET /: 3 % of the reference\'s req/s');
  expect(markdownTable([{ ...rows[1], measured: 'a|b' }])).toContain('a\\|b');
});

test('README: only the block between the markers is replaced', () => {
  const text = 'intro\n<!-- bench:table:start -->\nold\n<!-- bench:table:end -->\nafter';
  expect(replaceBetweenMarkers(text, 'new')).toBe('intro\n<!-- bench:table:start -->\nnew\n<!-- bench:table:end -->\nafter');
  expect(() => replaceBetweenMarkers('no markers', 'x')).toThrow(/no <!-- bench:table:start -->/);
});
