// perf/budgets.json and the rules a run is judged by: a budget is broken when a percentile is over
// its limit, throughput is under its floor, or any request failed (a fast error is no success).
import type { LatencySummary } from './stats';

export type ScenarioBudget = { p95Ms: number; p99Ms?: number; minRps?: number };
export type PageBudget = { htmlGzipBytes: number; jsGzipBytes: number };
export type Budgets = { scenarios: Record<string, ScenarioBudget>; pages: Record<string, PageBudget> };

export type ScenarioResult = LatencySummary & { name: string; non2xx: number; errors: number };
export type PageWeight = { path: string; htmlBytes: number; htmlGzipBytes: number; jsBytes: number; jsGzipBytes: number; scripts: number };

/** What broke, in words; empty when the scenario is within budget. */
export function checkScenario(result: ScenarioResult, budget: ScenarioBudget | undefined): string[] {
  const broken: string[] = [];
  if (!budget) broken.push(`${result.name}: no budget in perf/budgets.json`);
  if (result.requests === 0) broken.push(`${result.name}: no responses`);
  if (result.errors > 0) broken.push(`${result.name}: ${result.errors} connection errors or timeouts`);
  if (result.non2xx > 0) broken.push(`${result.name}: ${result.non2xx} responses were not 2xx`);
  if (!budget) return broken;
  if (result.p95Ms > budget.p95Ms) broken.push(`${result.name}: p95 ${result.p95Ms} ms > ${budget.p95Ms} ms`);
  if (budget.p99Ms !== undefined && result.p99Ms > budget.p99Ms) broken.push(`${result.name}: p99 ${result.p99Ms} ms > ${budget.p99Ms} ms`);
  if (budget.minRps !== undefined && result.rps < budget.minRps) broken.push(`${result.name}: ${result.rps} req/s < ${budget.minRps} req/s`);
  return broken;
}

export function checkPage(weight: PageWeight, budget: PageBudget | undefined): string[] {
  if (!budget) return [`page ${weight.path}: no budget in perf/budgets.json`];
  const broken: string[] = [];
  if (weight.htmlGzipBytes > budget.htmlGzipBytes) broken.push(`page ${weight.path}: HTML ${weight.htmlGzipBytes} B gzipped > ${budget.htmlGzipBytes} B`);
  if (weight.jsGzipBytes > budget.jsGzipBytes) broken.push(`page ${weight.path}: JS ${weight.jsGzipBytes} B gzipped > ${budget.jsGzipBytes} B`);
  return broken;
}
