// The figures scripts/bench/long-tasks.ts prints from a page load's main-thread tasks: what Lighthouse
// counts as blocking (each task's part over 50 ms once slowed down), and how much of it comes after
// the page's start-up task, where the store's own work after hydration runs.

/** A top-level main-thread task of a load, as Lighthouse's trace processing gives it (times in ms). */
export type MainTask = {
  startMs: number;
  durationMs: number;
  /** the scripts and documents the task ran code of, first the one it is charged to */
  urls: string[];
  /** milliseconds of the task's own time by kind ("scriptEvaluation", "styleLayout", …) */
  groups: Record<string, number>;
};

/** What a task counts towards blocking time once the CPU is slowed `slowdown` times. */
export const blockingMs = (task: MainTask, slowdown: number): number => Math.max(0, task.durationMs * slowdown - 50);

/**
 * The start-up task: the longest one spent mostly running script. Next's bootstrap and React's
 * hydration run in it on every page, the framework reference page's too.
 */
export function startUpTask(tasks: readonly MainTask[]): MainTask | null {
  const scripted = tasks.filter((t) => (t.groups.scriptEvaluation ?? 0) > t.durationMs / 2);
  return scripted.reduce<MainTask | null>((longest, t) => (!longest || t.durationMs > longest.durationMs ? t : longest), null);
}

/** Blocking time of the tasks that start after the start-up task (all of them when there is none). */
export function blockingAfterStartUp(tasks: readonly MainTask[], slowdown: number): { ms: number; longTasks: number } {
  const from = startUpTask(tasks);
  const after = tasks.filter((t) => !from || t.startMs > from.startMs);
  const long = after.filter((t) => blockingMs(t, slowdown) > 0);
  return { ms: long.reduce((sum, t) => sum + blockingMs(t, slowdown), 0), longTasks: long.length };
}

/**
 * Mann-Whitney's U for "a's values are larger than b's", as a z score (normal approximation, ties
 * counted half): about 2 or more says the difference is not the machine's noise.
 */
export function mannWhitneyZ(a: readonly number[], b: readonly number[]): number {
  if (!a.length || !b.length) return NaN;
  let u = 0;
  for (const x of a) for (const y of b) u += x > y ? 1 : x === y ? 0.5 : 0;
  const mean = (a.length * b.length) / 2;
  const sd = Math.sqrt((a.length * b.length * (a.length + b.length + 1)) / 12);
  return (u - mean) / sd;
}
