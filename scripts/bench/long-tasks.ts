// Diagnostic aid (not part of npm run bench): which main-thread tasks a page's Lighthouse blocking
// time is made of, and whether a change made it smaller. Loads the page through Lighthouse exactly
// as the bench does (runLighthouseRounds: a fresh browser per load, held first paints made again,
// one CPU slowdown for the run), for each build in turn, round after round, so the builds share the
// machine's good and bad minutes; reads each load's trace with Lighthouse's own task processing.
// Prints per build: blocking time (Lantern's, as the bench reports it) and the blocking time of the
// tasks after the start-up task (observed tasks x the slowdown), where the store's own work after
// hydration runs; with two builds or more, how far each one's figures stand from the first's
// (Mann-Whitney z: about 2 or more is not the machine's noise).
//   BENCH_DATABASE_URL=… PROFILE_PHONE=+918000000000 npx tsx --conditions=react-server scripts/bench/long-tasks.ts /cart [rounds]
//   LONG_TASKS_BUILDS=.next-bench-before,.next-bench   builds to compare (each built with NEXT_DIST_DIR=<dir> next build)
//   LONG_TASKS_VERBOSE=1                               every load's long tasks and what they did
//   LONG_TASKS_REFERENCE=1                             the framework reference page too, first in each round
import path from 'node:path';
import { ensureBuild, startServer, type BenchServer } from './server';
import { loginCookie } from './login';
import { median, processedTrace, runLighthouseRounds, type LighthouseTarget } from './lighthouse';
import { ensureReferencePageBuild, REFERENCE_PAGE, startReferencePage } from './reference-page';
import { blockingAfterStartUp, blockingMs, mannWhitneyZ, type MainTask } from './long-tasks-summary';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

type TaskNode = { startTime: number; duration: number; selfTime: number; attributableURLs: string[]; group: { id: string }; children: TaskNode[]; parent?: TaskNode };

/** A load's top-level main-thread tasks, from the trace Lighthouse gathered. */
async function mainTasks(artifactsDir: string): Promise<MainTask[]> {
  const { MainThreadTasks } = await import('lighthouse/core/lib/tracehouse/main-thread-tasks.js');
  const { processed } = await processedTrace(artifactsDir);
  const tasks = MainThreadTasks.getMainThreadTasks(processed.mainThreadEvents, processed.frames, processed.timestamps.traceEnd, processed.timestamps.timeOrigin) as unknown as TaskNode[];
  const groupsOf = (t: TaskNode, into: Record<string, number> = {}) => {
    into[t.group.id] = (into[t.group.id] ?? 0) + t.selfTime;
    t.children.forEach((c) => groupsOf(c, into));
    return into;
  };
  return tasks.filter((t) => !t.parent).map((t) => ({ startMs: t.startTime, durationMs: t.duration, urls: t.attributableURLs, groups: groupsOf(t) }));
}

const file = (url: string) => url.split('/').pop() || url;

async function main() {
  const [pagePath, roundsArg] = process.argv.slice(2);
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  if (!pagePath || !databaseUrl) throw new Error('usage: BENCH_DATABASE_URL=… long-tasks.ts <path> [rounds]');
  const rounds = Number(roundsArg ?? 8);
  const builds = (process.env.LONG_TASKS_BUILDS ?? '.next-bench').split(',').filter(Boolean);
  ensureBuild(builds[0], 15 * 60_000);
  const servers: Pick<BenchServer, 'stop'>[] = [];
  const figures = new Map<string, { tbt: number[]; after: number[]; longAfter: number[] }>();
  try {
    const targets: LighthouseTarget[] = [];
    // The same rounds, so its tasks are seen in the same minutes as the store's (its path has no
    // account: the reference page has none).
    if (process.env.LONG_TASKS_REFERENCE) {
      ensureReferencePageBuild(10 * 60_000);
      const reference = await startReferencePage({ logFile: 'perf/results/long-tasks-reference.log', readyTimeoutMs: 60_000 });
      servers.push(reference);
      targets.push({ path: REFERENCE_PAGE, url: reference.url });
      figures.set(REFERENCE_PAGE, { tbt: [], after: [], longAfter: [] });
    }
    for (const build of builds) {
      const server = await startServer({ distDir: build, databaseUrl, uploadDir: '.data/bench-uploads', logFile: `perf/results/long-tasks-${path.basename(build)}.log`, readyTimeoutMs: 120_000, env: { JOBS_IN_WEB_SERVER: 'false' } });
      servers.push(server);
      const cookie = process.env.PROFILE_PHONE ? await loginCookie(server.baseUrl, process.env.PROFILE_PHONE, '123456') : null;
      targets.push({ path: build, url: server.baseUrl + pagePath, headers: cookie ? { cookie } : undefined });
      figures.set(build, { tbt: [], after: [], longAfter: [] });
    }
    await runLighthouseRounds(targets, {
      chromePath: CHROMIUM,
      rounds,
      onRun: (build, round, load) => console.log(`  ${build} ${pagePath} (round ${round} of ${rounds}${load > 1 ? `, load ${load}` : ''}) ...`),
      onAudit: async (target, round, lhr, dir) => {
        const slowdown = lhr.configSettings?.throttling?.cpuSlowdownMultiplier ?? 4;
        const tasks = await mainTasks(dir);
        const after = blockingAfterStartUp(tasks, slowdown);
        const f = figures.get(target.path)!;
        f.tbt.push(lhr.audits['total-blocking-time']?.numericValue ?? NaN);
        f.after.push(after.ms);
        f.longAfter.push(after.longTasks);
        if (!process.env.LONG_TASKS_VERBOSE) return;
        console.log(`\n${target.path} round ${round}: blocking time ${Math.round(f.tbt.at(-1)!)} ms; after start-up ${Math.round(after.ms)} ms in ${after.longTasks} tasks (slowdown ${slowdown}x)`);
        for (const t of tasks.filter((x) => blockingMs(x, slowdown) > 0)) {
          const kinds = Object.entries(t.groups).sort((a, b) => b[1] - a[1]).slice(0, 3).map(([k, ms]) => `${k} ${ms.toFixed(1)}`).join(', ');
          console.log(`  ${t.startMs.toFixed(0).padStart(6)} ms  ${t.durationMs.toFixed(1).padStart(6)} ms  ${t.urls.slice(0, 2).map(file).join(', ') || '(browser)'}: ${kinds}`);
        }
      },
    });
  } finally {
    for (const s of servers) await s.stop();
  }
  const first = figures.get(builds[0])!;
  console.log(`\n${pagePath}, ${rounds} round${rounds === 1 ? '' : 's'}; medians (loads):`);
  for (const [build, f] of figures) {
    const vsFirst = build === builds[0] || build === REFERENCE_PAGE ? '' : `; against ${builds[0]}: z ${mannWhitneyZ(f.tbt, first.tbt).toFixed(2)} and ${mannWhitneyZ(f.after, first.after).toFixed(2)}`;
    console.log(
      `  ${build}: blocking time ${Math.round(median(f.tbt))} ms (${f.tbt.map(Math.round).join(' ')}); after start-up ${Math.round(median(f.after))} ms, ` +
        `${(f.longAfter.reduce((a, b) => a + b, 0) / f.longAfter.length).toFixed(1)} long tasks a load${vsFirst}`,
    );
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
