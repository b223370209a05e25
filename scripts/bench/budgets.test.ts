import { checkPage, checkScenario, type ScenarioResult } from './budgets';
import { percentile, summarise } from './stats';
import { inlineScriptBytes, scriptSources } from './page-weight';

const ok: ScenarioResult = { name: 'menu', requests: 1000, rps: 100, p50Ms: 50, p95Ms: 120, p99Ms: 200, maxMs: 400, non2xx: 0, errors: 0 };
const budget = { p95Ms: 300, p99Ms: 500, minRps: 20 };

test.each([
  ['within budget', ok, []],
  ['p95 over', { ...ok, p95Ms: 301 }, ['menu: p95 301 ms > 300 ms']],
  ['p95 exactly at the limit is within', { ...ok, p95Ms: 300 }, []],
  ['p99 over', { ...ok, p99Ms: 650 }, ['menu: p99 650 ms > 500 ms']],
  ['too few requests per second', { ...ok, rps: 12.5 }, ['menu: 12.5 req/s < 20 req/s']],
  ['failed responses count even when fast', { ...ok, non2xx: 3 }, ['menu: 3 responses were not 2xx']],
  ['connection errors', { ...ok, errors: 2 }, ['menu: 2 connection errors or timeouts']],
  ['no responses at all', { ...ok, requests: 0 }, ['menu: no responses']],
] as const)('scenario: %s', (_case, result, expected) => {
  expect(checkScenario(result, budget)).toEqual(expected);
});

test('a scenario without a budget is reported, not passed', () => {
  expect(checkScenario(ok, undefined)).toEqual(['menu: no budget in perf/budgets.json']);
});

test.each([
  ['within', { htmlGzipBytes: 10_000, jsGzipBytes: 100_000 }, []],
  ['HTML over', { htmlGzipBytes: 20_001, jsGzipBytes: 100_000 }, ['page /: HTML 20001 B gzipped > 20000 B']],
  ['JS over', { htmlGzipBytes: 10_000, jsGzipBytes: 150_001 }, ['page /: JS 150001 B gzipped > 150000 B']],
] as const)('page: %s', (_case, weight, expected) => {
  expect(checkPage({ path: '/', htmlBytes: 0, jsBytes: 0, scripts: 3, ...weight }, { htmlGzipBytes: 20_000, jsGzipBytes: 150_000 })).toEqual(expected);
});

const oneToHundred = Array.from({ length: 100 }, (_, i) => i + 1);

test.each([
  ['empty list', [], 50, 0],
  ['one value', [7], 95, 7],
  ['ten values, p50', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 50, 5],
  ['ten values, p95 rounds up to the last', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 95, 10],
  ['1..100, p95', oneToHundred, 95, 95],
  ['1..100, p99', oneToHundred, 99, 99],
])('nearest-rank percentile: %s', (_case, sorted, p, expected) => {
  expect(percentile(sorted, p)).toBe(expected);
});

test('summarise sorts, rounds and divides by the run time', () => {
  expect(summarise([30, 10, 20, 40.04], 2)).toEqual({ requests: 4, rps: 2, p50Ms: 20, p95Ms: 40, p99Ms: 40, maxMs: 40 });
});

test('scripts a modern browser downloads: external, same-origin, no noModule polyfills, each once', () => {
  const html =
    '<script src="/_next/static/chunks/a.js" async=""></script><script>self.__next_f.push([1,""])</script>' +
    '<script src="/_next/static/chunks/polyfills.js" noModule=""></script><script src="/_next/static/chunks/a.js" async=""></script>' +
    '<script src="https://widget.example.com/chat.js"></script><script async src="/_next/static/chunks/b.js?dpl=x&amp;v=1"></script>';
  expect(scriptSources(html)).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js?dpl=x&v=1']);
});

test('inline script bytes count only scripts without src', () => {
  expect(inlineScriptBytes('<script src="/a.js"></script><script>abc</script><p>x</p><script type="application/ld+json">{"a":1}</script>')).toBe(10);
});
