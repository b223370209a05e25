// The performance goals, judged side by side: each row is one scenario with what was measured, the
// reference it is compared with (a static file, a bare Apollo server, an empty page), their ratio,
// the goal and whether it was met. Ratios, not absolute numbers, because the bench machine is
// shared and noisy; absolute limits only where the goal is one.
import type { ScenarioResult } from './budgets';
import type { LighthousePage } from './lighthouse';
import type { NuPage } from './nu-html';
import type { BfcachePage } from './bfcache';

export type GoalRow = { scenario: string; measured: string; reference: string; ratio: number | null; goal: string; pass: boolean; why?: string };

const ratioOf = (a: number, b: number) => (b > 0 ? Math.round((a / b) * 1000) / 1000 : null);
const pct = (r: number | null) => (r === null ? 'n/a' : `${Math.round(r * 100)} %`);
const failures = (r: ScenarioResult) => (r.requests === 0 ? 'no responses' : r.non2xx || r.errors ? `${r.non2xx} non-2xx, ${r.errors} errors` : null);
const load = (r: ScenarioResult) => `${r.rps} req/s, p50 ${r.p50Ms} ms, p95 ${r.p95Ms} ms`;

/** req/s of the app against a reference's, and optionally the app's p95. */
export function throughputGoal(name: string, app: ScenarioResult, ref: ScenarioResult, refLabel: string, minRatio: number, maxP95Ms?: number): GoalRow {
  const ratio = ratioOf(app.rps, ref.rps);
  const broken = failures(app) ?? failures(ref);
  const why: string[] = [];
  if (broken) why.push(broken);
  if (ratio === null || ratio < minRatio) why.push(`${pct(ratio)} of the reference's req/s`);
  if (maxP95Ms !== undefined && app.p95Ms >= maxP95Ms) why.push(`p95 ${app.p95Ms} ms`);
  return {
    scenario: name,
    measured: load(app),
    reference: `${refLabel}: ${load(ref)}`,
    ratio,
    goal: `>= ${Math.round(minRatio * 100)} % req/s${maxP95Ms !== undefined ? `, p95 < ${maxP95Ms} ms` : ''}`,
    pass: why.length === 0,
    ...(why.length ? { why: why.join('; ') } : {}),
  };
}

export function latencyGoal(name: string, r: ScenarioResult, limit: { p95Ms?: number; p50Ms?: number }): GoalRow {
  const why: string[] = [];
  const broken = failures(r);
  if (broken) why.push(broken);
  if (limit.p95Ms !== undefined && r.p95Ms >= limit.p95Ms) why.push(`p95 ${r.p95Ms} ms`);
  if (limit.p50Ms !== undefined && r.p50Ms >= limit.p50Ms) why.push(`p50 ${r.p50Ms} ms`);
  const goal = [limit.p50Ms !== undefined ? `p50 < ${limit.p50Ms} ms` : null, limit.p95Ms !== undefined ? `p95 < ${limit.p95Ms} ms` : null].filter(Boolean).join(', ');
  return { scenario: name, measured: load(r), reference: '-', ratio: null, goal, pass: why.length === 0, ...(why.length ? { why: why.join('; ') } : {}) };
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

export const LIGHTHOUSE_GOAL = { performance: 95, accessibility: 100, bestPractices: 100, seo: 100, maxCls: 0.05 };

export function lighthouseGoal(page: LighthousePage, withSeo: boolean): GoalRow {
  const m = page.median;
  const why: string[] = [];
  if (m.performance < LIGHTHOUSE_GOAL.performance) why.push(`performance ${m.performance}`);
  if (m.accessibility < LIGHTHOUSE_GOAL.accessibility) why.push(`accessibility ${m.accessibility}`);
  if (m.bestPractices < LIGHTHOUSE_GOAL.bestPractices) why.push(`best practices ${m.bestPractices}`);
  if (withSeo && m.seo < LIGHTHOUSE_GOAL.seo) why.push(`SEO ${m.seo}`);
  if (!(m.cls < LIGHTHOUSE_GOAL.maxCls)) why.push(`CLS ${m.cls}`);
  if (why.length && page.lost.length) why.push(`lost on: ${page.lost.join(' | ')}`);
  return {
    scenario: `lighthouse ${page.path}`,
    measured: `perf ${m.performance}, a11y ${m.accessibility}, bp ${m.bestPractices}, seo ${m.seo}, CLS ${m.cls}, LCP ${m.lcpMs} ms, TBT ${m.tbtMs} ms (median of ${page.runs.length})`,
    reference: '-',
    ratio: null,
    goal: `perf >= 95, a11y 100, bp 100${withSeo ? ', seo 100' : ''}, CLS < 0.05`,
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
