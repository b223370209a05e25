// Lighthouse from npm (lighthouse@13) on Debian's chromium, default (mobile) settings with the CPU
// slowdown calibrated to the host (below): several runs per page, the median of each figure on its
// own (one slow run does not decide), and the audits that cost points so a failing score says why.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LaunchedChrome } from 'chrome-launcher';
import { freePort } from './server';

export type LighthouseFigures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  /** the host's speed as Lighthouse measured it at the start of the run, and the CPU slowdown it was given */
  benchmarkIndex?: number;
  cpuSlowdown?: number;
};

/**
 * Lighthouse's default 4x CPU slowdown turns a high-end desktop (benchmark index 1500-2000) into a
 * mid-tier phone; on a slower or busier host the same 4x emulates a much slower phone, and blocking
 * time, which counts only the part of each task over 50 ms, grows faster than the host slows. So the
 * slowdown is the host's benchmark index over the phone's (1750 / 4), as Lighthouse's
 * docs/throttling.md ("Calibrating the CPU slowdown") recommends. Bounded to 1x-8x.
 */
export const TARGET_BENCHMARK_INDEX = 1750 / 4;
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return 4;
  return Math.round(Math.min(8, Math.max(1, benchmarkIndex / TARGET_BENCHMARK_INDEX)) * 100) / 100;
}

/**
 * One slowdown for a whole bench run: calibrated to the median of the indices its loads measured.
 * The index is a half-second loop at the start of each load, and one host gave 805-1807 within ten
 * minutes; a slowdown per load carried that scatter into every blocking time (the same page 10 ms at
 * 2.3x, 870 ms at 3.4x), so the reference and a page could be judged on phones twice apart.
 */
export function runCpuSlowdown(benchmarkIndexes: readonly number[]): number {
  return calibratedCpuSlowdown(median(benchmarkIndexes.filter((i) => Number.isFinite(i) && i > 0)));
}
export type LighthousePage = {
  path: string;
  runs: LighthouseFigures[];
  median: LighthouseFigures;
  lost: string[];
  /** loads gathered again because their first paint came only after the load event (pausedPaint) */
  repeated: number;
  /** paused loads kept: all MAX_LOADS_PER_ROUND loads of their round were paused */
  pausedKept: number;
};

export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export function medianFigures(runs: readonly LighthouseFigures[]): LighthouseFigures {
  const keys = ['performance', 'accessibility', 'bestPractices', 'seo', 'cls', 'lcpMs', 'tbtMs'] as const;
  const figures = Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))])) as LighthouseFigures;
  for (const k of ['benchmarkIndex', 'cpuSlowdown'] as const) {
    const known = runs.flatMap((r) => (r[k] === undefined ? [] : [r[k]]));
    if (known.length) figures[k] = Math.round(median(known) * 100) / 100;
  }
  return figures;
}

export type Lhr = {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { title: string; score: number | null; numericValue?: number; displayValue?: string; scoreDisplayMode?: string }>;
  runtimeError?: { message: string };
  environment?: { benchmarkIndex?: number };
  configSettings?: { throttling?: { cpuSlowdownMultiplier?: number } };
};

function figuresOf(lhr: Lhr): LighthouseFigures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN) * 1000) / 1000,
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN),
    tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN),
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    cpuSlowdown: lhr.configSettings?.throttling?.cpuSlowdownMultiplier,
  };
}

/** Weighted audits of a category that did not get full marks, as "category: title (value)". */
export function lostPoints(lhr: Lhr, categories: readonly string[]): string[] {
  const lost: string[] = [];
  for (const cat of categories) {
    for (const ref of lhr.categories[cat]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      lost.push(`${cat}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
    }
  }
  return lost;
}

type Launch = { chromePath: string; port?: () => Promise<number> };

/** A file name for a page's report: the path made safe, the round after it. */
export function reportFileName(label: string, round: number): string {
  const safe = label.replace(/^\//, '').replace(/[^A-Za-z0-9._-]+/g, '_') || 'home';
  return `${safe}.round${round}.json`;
}

/**
 * Headless Chromium's switches for every load. `--disable-frame-rate-limit`: without it, viz stops
 * offering frames for up to a second to a renderer that has not answered the last ones
 * (`ThrottleUnresponsiveClient`; https://github.com/GoogleChrome/lighthouse/issues/17148, open), so a
 * page still parsing when its first frame was due painted only after its load event, and Lantern
 * then counted every request before that late paint as blocking it. Measured on 2026-12-05, the
 * bench's build, nine loads of each in turn: the item page's paint came after its load 9 times in
 * 9 without the switch and 0 in 9 with it; the framework reference page's 1 in 9 and 0 in 9. Frames
 * are then offered back to back rather than at 60 Hz, to the reference and the store's pages alike.
 */
const CHROMIUM_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-frame-rate-limit'] as const;

/**
 * Loads a page once in a fresh browser (no warm HTTP cache or compiled code carried from the last
 * one) and saves Lighthouse's artifacts in a new directory, unthrottled: simulated throttling slows
 * the trace only when it is audited. Returns the directory and the benchmark index measured in it.
 */
async function gather(url: string, opts: Launch & { headers?: Record<string, string> }): Promise<{ dir: string; benchmarkIndex: number }> {
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'));
  const chrome: LaunchedChrome = await launch({ chromePath: opts.chromePath, ...(opts.port ? { port: await opts.port() } : {}), chromeFlags: [...CHROMIUM_FLAGS] });
  try {
    await lighthouse(url, { port: chrome.port, logLevel: 'error', ...headerFlags(opts.headers), gatherMode: dir });
    const artifacts = JSON.parse(readFileSync(path.join(dir, 'artifacts.json'), 'utf8')) as { BenchmarkIndex?: number };
    return { dir, benchmarkIndex: artifacts.BenchmarkIndex ?? NaN };
  } catch (e) {
    rmSync(dir, { recursive: true, force: true });
    throw e;
  } finally {
    chrome.kill();
  }
}

// no key set to undefined: the saved settings (JSON) drop such keys and must equal the audit's
function headerFlags(headers: Record<string, string> | undefined) {
  return headers ? { extraHeaders: headers } : {};
}

/**
 * Headless Chromium sometimes withholds the frames of a page that is loading (viz's
 * ThrottleUnresponsiveClient; https://github.com/GoogleChrome/lighthouse/issues/17148, open): the
 * first paint then comes a whole second or two late, after the load event, with the main thread
 * idle in between. Lighthouse's simulation counts every request that finished before the paint it
 * observed, so such a load is scored as if the page had waited for all its scripts (largest paint
 * ~3.0 s instead of ~1-2 s). A server-rendered page paints before its load event; one that painted
 * after it was paused. Since CHROMIUM_FLAGS turned that throttling off it has not been seen; the
 * check stays as a guard, so a held load is never compared with unheld ones.
 */
export function pausedPaint(timings: { firstPaint?: number; load?: number }): boolean {
  return timings.firstPaint !== undefined && timings.load !== undefined && timings.firstPaint > timings.load;
}

/** A gathered load's trace (the directory gather() saved), as Lighthouse's trace processing reads it. */
export async function processedTrace(dir: string) {
  const { TraceProcessor } = await import('lighthouse/core/lib/tracehouse/trace-processor.js');
  return { TraceProcessor, processed: TraceProcessor.processTrace(JSON.parse(readFileSync(path.join(dir, 'trace.json'), 'utf8'))) };
}

/** The first paint and load event of a gathered load (ms from navigation), from its trace. */
async function observedTimings(dir: string): Promise<{ firstPaint?: number; load?: number }> {
  const { TraceProcessor, processed } = await processedTrace(dir);
  const { timings } = TraceProcessor.processNavigation(processed);
  return { firstPaint: timings.firstPaint, load: timings.load };
}

/**
 * A gathering that failed before the page loaded (chromium not answering on its debugging port in
 * time on a busy host: once in about 150 launches on 2026-12-03) is tried again, twice at most:
 * one failed launch would otherwise lose every load of the run.
 */
async function gatherAgainOnError(url: string, opts: Launch & { headers?: Record<string, string> }): Promise<{ dir: string; benchmarkIndex: number }> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await gather(url, opts);
    } catch (e) {
      if (attempt === 3) throw e;
      console.log(`  lighthouse ${url}: ${e instanceof Error ? e.message : String(e)}; trying again`);
    }
  }
}

/** Loads of one page in one round at most: the first not paused is kept, else the last. */
export const MAX_LOADS_PER_ROUND = 3;

/** Audits saved artifacts (no browser) with the given CPU slowdown. */
async function audit(dir: string, url: string, label: string, cpuSlowdownMultiplier: number, headers?: Record<string, string>): Promise<Lhr> {
  const { default: lighthouse } = await import('lighthouse');
  const file = path.join(dir, 'artifacts.json');
  const artifacts = JSON.parse(readFileSync(file, 'utf8')) as { settings: { throttling: { cpuSlowdownMultiplier: number } } };
  // audit settings must equal the gathering's: the saved ones say the slowdown the audit will use
  artifacts.settings.throttling.cpuSlowdownMultiplier = cpuSlowdownMultiplier;
  writeFileSync(file, JSON.stringify(artifacts));
  const result = await lighthouse(url, { output: 'json', logLevel: 'error', ...headerFlags(headers), auditMode: dir, throttling: { ...artifacts.settings.throttling } });
  const lhr = result?.lhr as unknown as Lhr | undefined;
  if (!lhr) throw new Error(`lighthouse ${label}: no result`);
  if (lhr.runtimeError) throw new Error(`lighthouse ${label}: ${lhr.runtimeError.message}`);
  return lhr;
}

function pageOf(path: string, lhrs: readonly Lhr[]): Omit<LighthousePage, 'repeated' | 'pausedKept'> {
  const runs = lhrs.map(figuresOf);
  const med = medianFigures(runs);
  // the audits of the run whose performance score is the median one
  const typical = lhrs[runs.findIndex((r) => r.performance === med.performance)] ?? lhrs[0];
  return { path, runs, median: med, lost: lostPoints(typical, ['performance', 'accessibility', 'best-practices', 'seo']) };
}

export type LighthouseTarget = { path: string; url: string; headers?: Record<string, string> };

/**
 * Lighthouse on several pages in rounds: each round loads every target once, in order, so a
 * reference listed first is measured in the same minutes as the pages judged against it (a machine
 * that gets busier half-way slows both). A load whose paint headless Chromium paused (pausedPaint)
 * is made again, up to MAX_LOADS_PER_ROUND. Every load kept is then audited with one CPU slowdown,
 * the run's (runCpuSlowdown). Returns each target's runs and medians, in the targets' order.
 */
export async function runLighthouseRounds(
  targets: readonly LighthouseTarget[],
  opts: Launch & {
    rounds: number;
    onRun?: (path: string, round: number, load: number) => void;
    /** keep every run's full report (JSON) here */
    reportDir?: string;
    /** each kept load once audited, with the directory of its artifacts (trace.json) while it still exists */
    onAudit?: (target: LighthouseTarget, round: number, lhr: Lhr, artifactsDir: string) => void | Promise<void>;
  },
): Promise<LighthousePage[]> {
  const gathered: { target: number; round: number; dir: string; benchmarkIndex: number; paused: boolean }[] = [];
  const repeated = targets.map(() => 0);
  try {
    for (let round = 1; round <= opts.rounds; round++) {
      for (const [i, t] of targets.entries()) {
        for (let load = 1; ; load++) {
          opts.onRun?.(t.path, round, load);
          const g = await gatherAgainOnError(t.url, { ...opts, headers: t.headers });
          // a trace the processor cannot read is kept as it is: its audit will say what is wrong
          const paused = pausedPaint(await observedTimings(g.dir).catch(() => ({})));
          if (!paused || load === MAX_LOADS_PER_ROUND) {
            gathered.push({ target: i, round, ...g, paused });
            break;
          }
          rmSync(g.dir, { recursive: true, force: true });
          repeated[i]++;
        }
      }
    }
    const slowdown = runCpuSlowdown(gathered.map((g) => g.benchmarkIndex));
    const lhrs: Lhr[][] = targets.map(() => []);
    if (opts.reportDir) mkdirSync(opts.reportDir, { recursive: true });
    for (const g of gathered) {
      const t = targets[g.target];
      const lhr = await audit(g.dir, t.url, t.path, slowdown, t.headers);
      // the medians say that a page is slow; the full report (LCP element and phases, main-thread work) says why
      if (opts.reportDir) writeFileSync(path.join(opts.reportDir, reportFileName(t.path, g.round)), JSON.stringify(lhr));
      await opts.onAudit?.(t, g.round, lhr, g.dir);
      lhrs[g.target].push(lhr);
    }
    return targets.map((t, i) => ({ ...pageOf(t.path, lhrs[i]), repeated: repeated[i], pausedKept: gathered.filter((g) => g.target === i && g.paused).length }));
  } finally {
    for (const g of gathered) rmSync(g.dir, { recursive: true, force: true });
  }
}

/**
 * runLighthouseRounds as the diagnostics run it (lighthouse-variants.ts, content-reference.ts):
 * Debian's Chromium (or CHROMIUM_PATH), a free debugging port per load, every report kept in
 * BENCH_LIGHTHOUSE_REPORTS when set, each load announced.
 */
export function runDiagnosticRounds(targets: readonly LighthouseTarget[], rounds: number): Promise<LighthousePage[]> {
  return runLighthouseRounds(targets, {
    rounds,
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    port: freePort,
    reportDir: process.env.BENCH_LIGHTHOUSE_REPORTS || undefined,
    onRun: (p, round, load) => console.log(`  ${p} (round ${round} of ${rounds}${load > 1 ? `, load ${load}` : ''}) ...`),
  });
}
