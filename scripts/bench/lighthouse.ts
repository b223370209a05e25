// Lighthouse from npm (lighthouse@13) on Debian's chromium, default (mobile) settings: several runs
// per page, the median of each figure on its own (one slow run does not decide), and the audits
// that cost points so a failing score says why.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LaunchedChrome } from 'chrome-launcher';

export type LighthouseFigures = { performance: number; accessibility: number; bestPractices: number; seo: number; cls: number; lcpMs: number; tbtMs: number };
export type LighthousePage = { path: string; runs: LighthouseFigures[]; median: LighthouseFigures; lost: string[] };

export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export function medianFigures(runs: readonly LighthouseFigures[]): LighthouseFigures {
  const keys = ['performance', 'accessibility', 'bestPractices', 'seo', 'cls', 'lcpMs', 'tbtMs'] as const;
  return Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))])) as LighthouseFigures;
}

type Lhr = {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { title: string; score: number | null; numericValue?: number; displayValue?: string; scoreDisplayMode?: string }>;
  runtimeError?: { message: string };
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

/** One Lighthouse run in a fresh browser: no warm HTTP cache or compiled code carried from the last one. */
async function lighthouseOnce(url: string, label: string, opts: Launch & { headers?: Record<string, string> }): Promise<Lhr> {
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const chrome: LaunchedChrome = await launch({ chromePath: opts.chromePath, ...(opts.port ? { port: await opts.port() } : {}), chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', extraHeaders: opts.headers });
    const lhr = result?.lhr as unknown as Lhr | undefined;
    if (!lhr) throw new Error(`lighthouse ${label}: no result`);
    if (lhr.runtimeError) throw new Error(`lighthouse ${label}: ${lhr.runtimeError.message}`);
    return lhr;
  } finally {
    chrome.kill();
  }
}

function pageOf(path: string, lhrs: readonly Lhr[]): LighthousePage {
  const runs = lhrs.map(figuresOf);
  const med = medianFigures(runs);
  // the audits of the run whose performance score is the median one
  const typical = lhrs[runs.findIndex((r) => r.performance === med.performance)] ?? lhrs[0];
  return { path, runs, median: med, lost: lostPoints(typical, ['performance', 'accessibility', 'best-practices', 'seo']) };
}

export type LighthouseTarget = { path: string; url: string; headers?: Record<string, string> };

/**
 * Lighthouse on several pages in rounds: each round runs every target once, in order, so a reference
 * listed first is measured in the same minutes as the pages judged against it (a machine that gets
 * busier half-way slows both). Returns each target's runs and medians, in the targets' order.
 */
export async function runLighthouseRounds(
  targets: readonly LighthouseTarget[],
  opts: Launch & { rounds: number; onRun?: (path: string, round: number) => void; /** keep every run's full report (JSON) here */ reportDir?: string },
): Promise<LighthousePage[]> {
  const lhrs: Lhr[][] = targets.map(() => []);
  if (opts.reportDir) mkdirSync(opts.reportDir, { recursive: true });
  for (let round = 1; round <= opts.rounds; round++) {
    for (const [i, t] of targets.entries()) {
      opts.onRun?.(t.path, round);
      const lhr = await lighthouseOnce(t.url, t.path, { ...opts, headers: t.headers });
      // the medians say that a page is slow; the full report (LCP element and phases, main-thread work) says why
      if (opts.reportDir) writeFileSync(path.join(opts.reportDir, reportFileName(t.path, round)), JSON.stringify(lhr));
      lhrs[i].push(lhr);
    }
  }
  return targets.map((t, i) => pageOf(t.path, lhrs[i]));
}
