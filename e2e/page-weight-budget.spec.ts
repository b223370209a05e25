// The machine-independent part of the benchmark, on every submission: what a first visit to the
// menu costs (its HTML and the JavaScript it makes the browser fetch, gzipped), judged against
// perf/budgets.json with the same measuring code as `npm run bench` (scripts/bench/page-weight.ts).
// Over the demo data, so the HTML budget is comparable from run to run; the bench measures the same
// over the large data set, and its first-load JavaScript against the build's not-found page.
import { readFileSync } from 'node:fs';
import { test, expect } from '@playwright/test';
import { measurePageWeight } from '../scripts/bench/page-weight';
import { checkPage, type Budgets } from '../scripts/bench/budgets';

const budgets = JSON.parse(readFileSync('perf/budgets.json', 'utf8')) as Budgets;

test('the menu stays within its page-weight budget (HTML and first-load JS, gzipped)', async ({ baseURL }) => {
  const weight = await measurePageWeight(baseURL!, '/');
  expect(weight.scripts).toBeGreaterThan(0);
  expect(checkPage(weight, budgets.pages['/'])).toEqual([]);
});
