// Guards what a first visit to the menu costs, in bytes that do not depend on the machine: the
// HTML and the first-load JavaScript of `/` (gzipped) against perf/budgets.json, and the
// JavaScript `/` ships beyond the smallest public page of the same build (at most
// ~20 kB; the menu's client parts once grew it to 160-200 kB in all).
import { readFileSync } from 'node:fs';
import { test, expect } from '@playwright/test';
import { measurePageWeight } from '../scripts/bench/page-weight';

type Budgets = {
  pages: Record<string, { htmlGzipBytes: number; jsGzipBytes: number }>;
  firstLoadJsAboveSmallestPage: { maxGzipBytes: number; comparedWith: string[] };
};
const budgets = JSON.parse(readFileSync('perf/budgets.json', 'utf8')) as Budgets;
const baseUrl = () => test.info().project.use.baseURL!;

for (const [path, budget] of Object.entries(budgets.pages)) {
  test(`${path}: HTML and first-load JavaScript within perf/budgets.json`, async () => {
    const weight = await measurePageWeight(baseUrl(), path);
    const scripts = weight.scriptList.map((s) => `${s.gzipBytes} B ${s.src}`).join('\n');
    expect(weight.htmlGzipBytes, `HTML of ${path}, gzipped`).toBeLessThanOrEqual(budget.htmlGzipBytes);
    expect(weight.jsGzipBytes, `first-load JavaScript of ${path}, gzipped:\n${scripts}`).toBeLessThanOrEqual(budget.jsGzipBytes);
  });
}

test('/ ships little JavaScript beyond the smallest public page', async () => {
  const { maxGzipBytes, comparedWith } = budgets.firstLoadJsAboveSmallestPage;
  const menu = await measurePageWeight(baseUrl(), '/');
  const others = await Promise.all(comparedWith.map((path) => measurePageWeight(baseUrl(), path)));
  const smallest = others.reduce((a, b) => (b.jsGzipBytes < a.jsGzipBytes ? b : a));
  const shared = new Set(smallest.scriptList.map((s) => s.src));
  const extra = menu.scriptList.filter((s) => !shared.has(s.src)).map((s) => `${s.gzipBytes} B ${s.src}`);
  expect(menu.jsGzipBytes - smallest.jsGzipBytes, `/ beyond ${smallest.path} (${smallest.jsGzipBytes} B); its own chunks:\n${extra.join('\n')}`).toBeLessThanOrEqual(maxGzipBytes);
});
