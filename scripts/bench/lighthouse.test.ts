import { calibratedCpuSlowdown, medianFigures, pausedPaint, runCpuSlowdown, TARGET_BENCHMARK_INDEX } from './lighthouse';

// Lighthouse's docs/throttling.md: the default 4x is meant for a high-end desktop (benchmark index
// 1500-2000) and lands it on a mid-tier phone; a weaker host gets a lower multiplier.
test.each([
  ['a high-end desktop in the middle of its bracket: the default', 1750, 4],
  ['the top of that bracket', 2000, 4.57],
  ['this machine on a quiet draw', 1300, 2.97],
  ['this machine while another job runs', 800, 1.83],
  ['a host slower than the phone itself: never faster than 1x', 300, 1],
  ['a very fast host: at most 8x', 5000, 8],
  ['no index measured: the default', NaN, 4],
])('%s (index %d) -> %dx', (_case, index, slowdown) => {
  expect(calibratedCpuSlowdown(index)).toBe(slowdown);
});

test('a calibrated run emulates the same phone: index over slowdown is the target, within the bounds', () => {
  for (const index of [500, 900, 1400, 2100, 3000]) expect(index / calibratedCpuSlowdown(index)).toBeCloseTo(TARGET_BENCHMARK_INDEX, -1);
});

test('the medians carry the host index and slowdown when the runs had them', () => {
  const run = { performance: 90, accessibility: 100, bestPractices: 100, seo: 100, cls: 0, lcpMs: 1800, tbtMs: 100 };
  expect(medianFigures([{ ...run, benchmarkIndex: 1000, cpuSlowdown: 2.29 }, { ...run, benchmarkIndex: 1200, cpuSlowdown: 2.74 }, { ...run, benchmarkIndex: 1100, cpuSlowdown: 2.51 }])).toMatchObject({ benchmarkIndex: 1100, cpuSlowdown: 2.51 });
  expect(medianFigures([run, run])).not.toHaveProperty('cpuSlowdown');
});

// The indices one quiet host measured within ten minutes (2026-12-03, five rounds of six targets):
// a slowdown per run would have ranged 1.84x-4.13x over them.
test.each([
  ['the scatter of one run: its median decides', [805, 1052.5, 1059, 1780.5, 1807, 1296.5, 1090], 2.49],
  ['an index the run could not measure does not pull the median', [1000, NaN, 1200, 1100], 2.51],
  ['no index at all: the default', [NaN, NaN], 4],
])('one slowdown per run: %s', (_case, indexes, slowdown) => {
  expect(runCpuSlowdown(indexes)).toBe(slowdown);
});

// Observed first paint and load event (ms) of loads from the bench's own reports (2026-12-03).
test.each([
  ['the reference, painted before its load event', { firstPaint: 196, load: 337 }, false],
  ['the privacy policy, painted before its load event', { firstPaint: 236, load: 378 }, false],
  ['the privacy policy, held a second after its load event', { firstPaint: 1228, load: 444 }, true],
  ['`/`, held two seconds', { firstPaint: 2383, load: 568 }, true],
  ['a load whose trace lacks the load event is kept', { firstPaint: 1228 }, false],
])('paused paint: %s', (_case, timings, paused) => {
  expect(pausedPaint(timings)).toBe(paused);
});
