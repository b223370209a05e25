import { bfcacheGoal, formatTable, latencyRatioGoal, lighthouseGoal, markdownTable, nuGoal, tbtLimitMs, throughputGoal, weightGoal, type GoalRow, type Timing } from './goals';
import { median, medianFigures, lostPoints, type LighthouseFigures } from './lighthouse';
import { errorsByFile } from './nu-html';
import { flattenReasons } from './bfcache';
import { replaceBetweenMarkers } from './readme';
import type { ScenarioResult } from './budgets';

const load = (rps: number, p95Ms = 40, extra: Partial<ScenarioResult> = {}): ScenarioResult => ({ name: 'x', requests: rps * 10, rps, p50Ms: 20, p95Ms, p99Ms: p95Ms, maxMs: p95Ms, non2xx: 0, errors: 0, ...extra });

test.each([
  ['half the static rate and p95 at twice the reference\'s passes', load(1500, 80), load(3000, 40), true, undefined],
  ['under half the rate fails', load(1400, 50), load(3000), false, '47 % of the reference\'s req/s'],
  ['fast enough but p95 over twice the reference\'s fails', load(2000, 82), load(3000, 40), false, 'p95 82 ms, 2.05x the reference\'s 40 ms'],
  ['failed responses fail however fast', load(2000, 10, { non2xx: 5 }), load(3000), false, '5 non-2xx, 0 errors'],
  ['a reference with no responses cannot pass', load(2000, 10), load(0, 0, { requests: 0 }), false, 'no responses; n/a of the reference\'s req/s; p95 10 ms, n/a the reference\'s 0 ms'],
] as const)('throughput goal: %s', (_c, app, ref, pass, why) => {
  const row = throughputGoal('GET /', app, ref, 'static', 0.5, 2);
  expect(row.pass).toBe(pass);
  expect(row.why).toBe(why);
});

test('the ratio is app over reference, to three places', () => {
  expect(throughputGoal('q', load(200), load(300), 'apollo', 0.6).ratio).toBe(0.667);
});

const timing = (p50Ms: number, p95Ms: number, extra: Partial<Timing> = {}): Timing => ({ requests: 100, rps: 1000 / p50Ms, p50Ms, p95Ms, ...extra });

test.each([
  ['p95 at 5x the reference passes', { stat: 'p95', maxRatio: 5 }, timing(100, 500), timing(20, 100), true, undefined],
  ['p95 just over 5x fails', { stat: 'p95', maxRatio: 5 }, timing(100, 501), timing(20, 100), false, 'p95 501 ms, 5.01x the reference\'s 100 ms'],
  ['p50 is judged when asked, whatever the p95', { stat: 'p50', maxRatio: 6 }, timing(60, 900), timing(10, 12), true, undefined],
  ['p50 over', { stat: 'p50', maxRatio: 6 }, timing(61, 70), timing(10, 12), false, 'p50 61 ms, 6.10x the reference\'s 10 ms'],
  ['errors on the measured side fail however fast', { stat: 'p95', maxRatio: 3 }, timing(1, 1, { errors: 2 }), timing(10, 10), false, '0 non-2xx, 2 errors'],
  ['a reference with no timings cannot pass', { stat: 'p95', maxRatio: 3 }, timing(10, 10), timing(0, 0, { requests: 0 }), false, 'no responses; p95 10 ms, n/a the reference\'s 0 ms'],
] as const)('latency ratio goal: %s', (_c, goal, app, ref, pass, why) => {
  const row = latencyRatioGoal('s', app, ref, 'ref', goal);
  expect(row.pass).toBe(pass);
  expect(row.why).toBe(why);
});

test('a latency ratio row prints both absolute figures and the ratio', () => {
  const row = latencyRatioGoal('getDashboard', timing(300, 450), timing(80, 90), 'one count', { stat: 'p95', maxRatio: 5 });
  expect(row).toMatchObject({ ratio: 5, measured: expect.stringContaining('p95 450 ms'), reference: expect.stringContaining('one count: '), goal: 'p95 <= 5x the reference\'s' });
  expect(row.reference).toContain('p95 90 ms');
});

// The point of the goals: a machine k times slower (or faster) makes the measured side and its
// reference k times slower alike, and no verdict may change. A goal with an absolute time in it
// fails this for some k.
const scaled = (t: Timing, k: number): Timing => ({ ...t, rps: t.rps / k, p50Ms: t.p50Ms * k, p95Ms: t.p95Ms * k });
const timingGoals: [string, (app: Timing, ref: Timing) => GoalRow][] = [
  ['throughput with a p95 ratio', (a, r) => throughputGoal('GET /', a, r, 'static copy', 0.5, 2)],
  ['dashboard, p95 <= 5x', (a, r) => latencyRatioGoal('dashboard', a, r, 'count', { stat: 'p95', maxRatio: 5 })],
  ['getOrders, p95 <= 3x', (a, r) => latencyRatioGoal('orders', a, r, 'prisma', { stat: 'p95', maxRatio: 3 })],
  ['saveOrders, p50 <= 6x', (a, r) => latencyRatioGoal('save', a, r, 'insert', { stat: 'p50', maxRatio: 6 })],
];
const pairs: [Timing, Timing][] = [
  [timing(20, 40), timing(10, 30)],
  [timing(55, 90), timing(10, 20)],
  [timing(400, 700), timing(90, 120)],
  [timing(5, 9), timing(4, 6)],
  [timing(70, 80), timing(10, 60)],
  [{ ...timing(30, 60), rps: 100 }, { ...timing(10, 25), rps: 300 }],
];
test.each(timingGoals)('%s: the verdict does not change when the machine is 0.2x to 20x as fast', (_name, goal) => {
  const verdicts = new Set<string>();
  for (const [app, ref] of pairs) {
    const base = goal(app, ref).pass;
    verdicts.add(String(base));
    for (const k of [0.2, 0.5, 2, 3.7, 20]) expect([k, goal(scaled(app, k), scaled(ref, k)).pass]).toEqual([k, base]);
  }
  // the table above has passing and failing cases for every goal, so the check is not vacuous
  expect(verdicts).toEqual(new Set(['true', 'false']));
});

test.each(timingGoals)('%s: every timing row carries its ratio', (_name, goal) => {
  expect(goal(timing(20, 40), timing(10, 30)).ratio).not.toBeNull();
});

test.each([
  [170_000, 150_000, true],
  [170_001, 150_000, false],
])('first-load JS %d against an empty page of %d', (js, empty, pass) => {
  expect(weightGoal('js', js, empty, '404', 20_000).pass).toBe(pass);
});

const figures = (f: Partial<LighthouseFigures> = {}): LighthouseFigures => ({ performance: 97, accessibility: 100, bestPractices: 100, seo: 100, cls: 0.01, lcpMs: 1800, tbtMs: 50, ...f });

const reference = figures({ performance: 98, tbtMs: 200 });
test.each([
  ['all met', figures(), reference, true, true],
  ['5 points below the reference passes', figures({ performance: 93 }), reference, true, true],
  ['6 points below the reference fails', figures({ performance: 92 }), reference, true, false],
  ['71 passes beside a reference of 74 (a slow machine)', figures({ performance: 71, tbtMs: 900 }), figures({ performance: 74, tbtMs: 800 }), true, true],
  ['94 fails beside a reference of 100 (a fast machine)', figures({ performance: 94 }), figures({ performance: 100, tbtMs: 0 }), true, false],
  ['TBT at 1.25x the reference\'s passes', figures({ tbtMs: 250 }), reference, true, true],
  ['TBT over 1.25x the reference\'s fails', figures({ tbtMs: 251 }), reference, true, false],
  ['a reference blocking 0 ms still allows 50 ms', figures({ tbtMs: 50 }), figures({ tbtMs: 0 }), true, true],
  ['CLS exactly 0.05', figures({ cls: 0.05 }), reference, true, false],
  ['SEO 66 on a page kept out of the index', figures({ seo: 66 }), reference, false, true],
  ['SEO 92 on a public page', figures({ seo: 92 }), reference, true, false],
])('lighthouse goal: %s', (_c, median, ref, withSeo, pass) => {
  expect(lighthouseGoal({ path: '/', runs: [median], median, lost: [], repeated: 0, pausedKept: 0 }, ref, withSeo).pass).toBe(pass);
});

test('lighthouse: blocking time is judged against the reference\'s, not a fixed number of ms', () => {
  const page = (tbtMs: number) => ({ path: '/', runs: [], median: figures({ tbtMs, performance: 60 }), lost: [], repeated: 0, pausedKept: 0 });
  // the same page on a machine four times as slow, beside a reference four times as slow
  for (const k of [1, 4, 10]) {
    expect(lighthouseGoal(page(240 * k), figures({ tbtMs: 200 * k, performance: 62 }), true).pass).toBe(true);
    expect(lighthouseGoal(page(260 * k), figures({ tbtMs: 200 * k, performance: 62 }), true).pass).toBe(false);
  }
  expect(tbtLimitMs(1000)).toBe(1250);
  expect(tbtLimitMs(100)).toBe(150);
});

test('lighthouse: the loads made again, and any paused load kept, are in the row', () => {
  const row = lighthouseGoal({ path: '/', runs: [figures()], median: figures(), lost: [], repeated: 4, pausedKept: 1 }, reference, true);
  expect(row.measured).toContain('4 loads made again, 1 paused kept');
  expect(lighthouseGoal({ path: '/', runs: [figures()], median: figures(), lost: [], repeated: 0, pausedKept: 0 }, reference, true).measured).not.toContain('again');
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
  const rows = [throughputGoal('GET /', load(100), load(3000), 'static', 0.5, 2), latencyRatioGoal('ok', load(100, 10), load(100, 10), 'ref', { stat: 'p95', maxRatio: 2 })];
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
