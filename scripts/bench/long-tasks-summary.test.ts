import { blockingAfterStartUp, blockingMs, mannWhitneyZ, startUpTask, type MainTask } from './long-tasks-summary';

const task = (startMs: number, durationMs: number, script = 0): MainTask => ({ startMs, durationMs, urls: [], groups: { scriptEvaluation: script, other: durationMs - script } });

test.each([
  // [observed ms, slowdown, blocking ms]
  [10, 4, 0],
  [12.5, 4, 0],
  [20, 4, 30],
  [20, 6.44, 78.8],
])('a %d ms task slowed %dx blocks for %d ms', (duration, slowdown, blocking) => {
  expect(blockingMs(task(0, duration), slowdown)).toBeCloseTo(blocking, 5);
});

test('the start-up task is the longest mostly spent in script, not the longest of all', () => {
  const layout = task(100, 90, 0);
  const bootstrap = task(300, 60, 50);
  const later = task(400, 20, 18);
  expect(startUpTask([layout, bootstrap, later])).toBe(bootstrap);
  expect(startUpTask([layout])).toBeNull();
});

test('blocking after start-up counts only the tasks that start after it', () => {
  const tasks = [task(100, 90, 0), task(300, 60, 50), task(400, 20, 18), task(500, 10, 10), task(600, 30, 5)];
  // after the start-up task: 20 ms (30 over) and 30 ms (70 over) at 4x; the 10 ms one is not long
  expect(blockingAfterStartUp(tasks, 4)).toEqual({ ms: 100, longTasks: 2 });
  // no start-up task: every task counts
  expect(blockingAfterStartUp([task(0, 20), task(50, 30)], 4)).toEqual({ ms: 100, longTasks: 2 });
});

test('Mann-Whitney: the same values say nothing; one set wholly above the other says much', () => {
  expect(mannWhitneyZ([1, 2, 3], [1, 2, 3])).toBe(0);
  expect(mannWhitneyZ([10, 11, 12, 13, 14, 15], [1, 2, 3, 4, 5, 6])).toBeCloseTo(2.88, 2);
  expect(mannWhitneyZ([1, 2, 3, 4, 5, 6], [10, 11, 12, 13, 14, 15])).toBeCloseTo(-2.88, 2);
  expect(mannWhitneyZ([], [1])).toBeNaN();
});
