// The performance goals, judged side by side: each row is one scenario with what was measured, the
// reference it is compared with (a static file, a bare Apollo server, the same query straight
// through Prisma, a bare insert of the same rows, a framework-only page), their ratio, the goal and
// whether it was met. Every timing goal is a ratio to a reference measured in the same run, because
// the bench machine is shared and noisy: a machine twice as slow makes both sides twice as slow and
// the verdict stays (goals.test.ts checks exactly that). The absolute figures are printed beside the
// ratio for the reader. Only what does not depend on the machine stays absolute: bytes of
// JavaScript and HTML, Lighthouse's accessibility, best-practice and SEO audits, layout shift.
import type { ScenarioResult } from './budgets';
import type { LighthouseFigures, LighthousePage } from './lighthouse';
import type { NuPage } from './nu-html';
import type { BfcachePage } from './bfcache';

export type GoalRow = { scenario: string; measured: string; reference: string; ratio: number | null; goal: string; pass: boolean; why?: string };

/** Timing figures of a measured side or a reference: an autocannon run or in-process calls. */
export type Timing = Pick<ScenarioResult, 'requests' | 'rps' | 'p50Ms' | 'p95Ms'> & Partial<Pick<ScenarioResult, 'non2xx' | 'errors'>>;

const ratioOf = (a: number, b: number) => (b > 0 ? Math.round((a / b) * 1000) / 1000 : null);
const pct = (r: number | null) => (r === null ? 'n/a' : `${Math.round(r * 100)} %`);
const times = (r: number | null) => (r === null ? 'n/a' : `${r.toFixed(2)}x`);
const failures = (r: Timing) => (r.requests === 0 ? 'no responses' : r.non2xx || r.errors ? `${r.non2xx ?? 0} non-2xx, ${r.errors ?? 0} errors` : null);
const load = (r: Timing) => `${r.rps} req/s, p50 ${r.p50Ms} ms, p95 ${r.p95Ms} ms`;

/**
 * req/s of the app against a reference's (at least `minRatio` of it), and optionally its p95 against
 * the reference's p95 (at most `maxP95Ratio` times it).
 */
export function throughputGoal(name: string, app: Timing, ref: Timing, refLabel: string, minRatio: number, maxP95Ratio?: number): GoalRow {
  const ratio = ratioOf(app.rps, ref.rps);
  const p95Ratio = ratioOf(app.p95Ms, ref.p95Ms);
  const broken = failures(app) ?? failures(ref);
  const why: string[] = [];
  if (broken) why.push(broken);
  if (ratio === null || ratio < minRatio) why.push(`${pct(ratio)} of the reference's req/s`);
  if (maxP95Ratio !== undefined && (p95Ratio === null || p95Ratio > maxP95Ratio)) why.push(`p95 ${app.p95Ms} ms, ${times(p95Ratio)} the reference's ${ref.p95Ms} ms`);
  return {
    scenario: name,
    measured: load(app),
    reference: `${refLabel}: ${load(ref)}`,
    ratio,
    goal: `>= ${Math.round(minRatio * 100)} % req/s${maxP95Ratio !== undefined ? `, p95 <= ${maxP95Ratio}x the reference's` : ''}`,
    pass: why.length === 0,
    ...(why.length ? { why: why.join('; ') } : {}),
  };
}

/**
 * A latency percentile of the app against the same percentile of a reference run in the same
 * window: at most `maxRatio` times it. The ratio is the row's ratio; both absolute figures are shown.
 */
export function latencyRatioGoal(name: string, app: Timing, ref: Timing, refLabel: string, goal: { stat: 'p50' | 'p95'; maxRatio: number }): GoalRow {
  const key = goal.stat === 'p50' ? 'p50Ms' : 'p95Ms';
  const ratio = ratioOf(app[key], ref[key]);
  const why: string[] = [];
  const broken = failures(app) ?? failures(ref);
  if (broken) why.push(broken);
  if (ratio === null || ratio > goal.maxRatio) why.push(`${goal.stat} ${app[key]} ms, ${times(ratio)} the reference's ${ref[key]} ms`);
  return {
    scenario: name,
    measured: load(app),
    reference: `${refLabel}: ${load(ref)}`,
    ratio,
    goal: `${goal.stat} <= ${goal.maxRatio}x the reference's`,
    pass: why.length === 0,
    ...(why.length ? { why: why.join('; ') } : {}),
  };
}

/** First-load JavaScript (gzipped) of a page against the smallest page of the same build. */
export function weightGoal(name: string, jsGzip: number, emptyJsGzip: number, emptyLabel: string, maxExtraBytes: number): GoalRow {
  const extra = jsGzip - emptyJsGzip;
  const pass = extra <= maxExtraBytes;
  return {
    scenario: name,
    measured: `${(jsGzip / 1000).toFixed(1)} kB gz (+${(extra / 1000).toFixed(1)} kB)`,
    reference: `${emptyLabel}: ${(emptyJsGzip / 1000).toFixed(1)} kB gz`,
    ratio: ratioOf(jsGzip, emptyJsGzip),
    goal: `<= +${maxExtraBytes / 1000} kB gz`,
    pass,
    ...(pass ? {} : { why: `${(extra / 1000).toFixed(1)} kB above the empty page` }),
  };
}

/**
 * Lighthouse against the framework reference page (a bare Next page with the same Next, React and
 * fonts, built by the bench): performance at most 5 points below the reference's, blocking time at
 * most 1.25x the reference's (and never held under the reference's plus 50 ms, Lighthouse's own
 * long-task threshold: a bare page can block for 0 ms and 0 x 1.25 would ask for nothing at all).
 * Accessibility, best practices, SEO and layout shift do not depend on the machine: absolute.
 */
export const LIGHTHOUSE_GOAL = { maxPointsBelowReference: 5, maxTbtRatio: 1.25, tbtSlackMs: 50, accessibility: 100, bestPractices: 100, seo: 100, maxCls: 0.05 };

/** The most blocking time a page may have, given the reference's. */
export const tbtLimitMs = (referenceTbtMs: number) => Math.max(referenceTbtMs * LIGHTHOUSE_GOAL.maxTbtRatio, referenceTbtMs + LIGHTHOUSE_GOAL.tbtSlackMs);

/** Loads made again because headless Chromium paused their first paint (lighthouse.ts, pausedPaint). */
function pausedNote(page: LighthousePage): string {
  if (!page.repeated && !page.pausedKept) return '';
  return `; ${page.repeated} loads made again, ${page.pausedKept} paused kept`;
}

export function lighthouseGoal(page: LighthousePage, reference: LighthouseFigures, withSeo: boolean): GoalRow {
  const m = page.median;
  const why: string[] = [];
  const minPerformance = reference.performance - LIGHTHOUSE_GOAL.maxPointsBelowReference;
  const maxTbt = tbtLimitMs(reference.tbtMs);
  if (!(m.performance >= minPerformance)) why.push(`performance ${m.performance}, ${reference.performance - m.performance} points below the reference's ${reference.performance}`);
  if (!(m.tbtMs <= maxTbt)) why.push(`TBT ${m.tbtMs} ms, over ${Math.round(maxTbt)} ms (reference ${reference.tbtMs} ms)`);
  if (m.accessibility < LIGHTHOUSE_GOAL.accessibility) why.push(`accessibility ${m.accessibility}`);
  if (m.bestPractices < LIGHTHOUSE_GOAL.bestPractices) why.push(`best practices ${m.bestPractices}`);
  if (withSeo && m.seo < LIGHTHOUSE_GOAL.seo) why.push(`SEO ${m.seo}`);
  if (!(m.cls < LIGHTHOUSE_GOAL.maxCls)) why.push(`CLS ${m.cls}`);
  if (why.length && page.lost.length) why.push(`lost on: ${page.lost.join(' | ')}`);
  return {
    scenario: `lighthouse ${page.path}`,
    measured: `perf ${m.performance}, a11y ${m.accessibility}, bp ${m.bestPractices}, seo ${m.seo}, CLS ${m.cls}, LCP ${m.lcpMs} ms, TBT ${m.tbtMs} ms (median of ${page.runs.length}${pausedNote(page)})`,
    reference: `framework reference page: perf ${reference.performance}, LCP ${reference.lcpMs} ms, TBT ${reference.tbtMs} ms${reference.cpuSlowdown ? `; CPU slowdown ${reference.cpuSlowdown}x for every page, from the run's median host benchmark index (the reference's: ${reference.benchmarkIndex})` : ''}`,
    ratio: ratioOf(m.tbtMs, reference.tbtMs),
    goal: `perf >= reference - 5, TBT <= 1.25x reference (+50 ms floor), a11y 100, bp 100${withSeo ? ', seo 100' : ''}, CLS < 0.05`,
    pass: why.length === 0,
    ...(why.length ? { why: why.join('; ') } : {}),
  };
}

export function nuGoal(pages: readonly NuPage[]): GoalRow {
  const bad = pages.filter((p) => p.errors.length > 0);
  return {
    scenario: 'Nu HTML checker',
    measured: pages.map((p) => `${p.path}: ${p.errors.length} errors`).join(', '),
    reference: '-',
    ratio: null,
    goal: 'no errors',
    pass: bad.length === 0,
    ...(bad.length ? { why: bad.map((p) => `${p.path}: ${[...new Set(p.errors.map((e) => e.replace(/^line \d+: /, '')))].join(' | ')}`).join('; ') } : {}),
  };
}

export function bfcacheGoal(pages: readonly BfcachePage[]): GoalRow {
  const bad = pages.filter((p) => !p.restored);
  return {
    scenario: 'back/forward cache',
    measured: pages.map((p) => `${p.path}: ${p.restored ? 'restored' : 'not restored'}`).join(', '),
    reference: '-',
    ratio: null,
    goal: 'restored on every public page',
    pass: bad.length === 0,
    ...(bad.length ? { why: bad.map((p) => `${p.path}: ${p.reasons.join(', ') || 'no reason given'}`).join('; ') } : {}),
  };
}

/** The one table the bench prints. */
export function formatTable(rows: readonly GoalRow[]): string {
  const head = ['scenario', 'measured', 'reference', 'ratio', 'goal', 'result'];
  const cells = rows.map((r) => [r.scenario, r.measured, r.reference, r.ratio === null ? '-' : r.ratio.toFixed(2), r.goal, r.pass ? 'PASS' : 'FAIL']);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c: string[]) => c.map((x, i) => x.padEnd(widths[i])).join(' | ').trimEnd();
  const reasons = rows.filter((r) => r.why).map((r) => `  ${r.scenario}: ${r.why}`);
  return [line(head), widths.map((w) => '-'.repeat(w)).join('-|-'), ...cells.map(line), ...(reasons.length ? ['', 'why the failures fail:', ...reasons] : [])].join('\n');
}

/** The same table as Markdown, for the README. */
export function markdownTable(rows: readonly GoalRow[]): string {
  const esc = (s: string) => s.replaceAll('|', '\\|');
  return [
    '| Scenario | Measured | Reference | Ratio | Goal | Result |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows.map((r) => `| ${esc(r.scenario)} | ${esc(r.measured)} | ${esc(r.reference)} | ${r.ratio === null ? '-' : r.ratio.toFixed(2)} | ${esc(r.goal)} | ${r.pass ? 'pass' : `**fail**: ${esc(r.why ?? '')}`} |`),
  ].join('\n');
}
