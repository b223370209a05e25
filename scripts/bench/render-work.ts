// Diagnostic aid (not part of npm run bench): the browser's own work in a page's load, the part
// hydration-profile.ts can only call `(program)`. Loads each page in Debian's Chromium on a
// phone-sized viewport with the CPU slowed as Lighthouse slows it, records Chromium's trace of the
// load, and prints the main-thread time per kind of work (parsing, style, layout, paint, script;
// medians over the loads) beside the other pages', then one load's style recalculations and layouts
// in order: when, how long, over how many elements, and which script forced it, if one did.
//   BENCH_DATABASE_URL=… npx tsx --conditions=react-server scripts/bench/render-work.ts reference /cart /privacy-policy
//   ("reference" is the bench's framework reference page; PROFILE_LOADS=5 loads per page, in turn,
//   PROFILE_CPU=4 slowdown, PROFILE_PHONE to log in as that customer on the store's pages)
import type { BrowserContext } from '@playwright/test';
import { withPageLoads } from './page-loads';
import { median } from './lighthouse';
import { formatStep, summariseRenderWork, WORK_EVENTS, type RenderWork, type TraceEvent } from './render-work-summary';

const LOADS = Number(process.env.PROFILE_LOADS ?? 5);
const CPU = Number(process.env.PROFILE_CPU ?? 4);
const CATEGORIES = 'devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing,v8';

async function tracedLoad(context: BrowserContext, url: string): Promise<RenderWork> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  const events: TraceEvent[] = [];
  // the protocol types the events as string maps; they are trace events
  cdp.on('Tracing.dataCollected', (d) => events.push(...(d.value as unknown as TraceEvent[])));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
  await page.goto(url, { waitUntil: 'load' });
  // the work after load (hydration's effects, the font's arrival) belongs to the load too
  await page.waitForTimeout(2000);
  await cdp.send('Tracing.end');
  await complete;
  return summariseRenderWork(events);
}

async function main() {
  const paths = process.argv.slice(2);
  await withPageLoads('render-work', paths, async ({ urlOf, newContext }) => {
    const loads = new Map<string, RenderWork[]>(paths.map((p) => [p, []]));
    // pages in turn, load after load, so each page meets the machine's good and bad minutes alike
    for (let i = 0; i < LOADS; i++) {
      for (const path of paths) {
        const context = await newContext(path);
        loads.get(path)!.push(await tracedLoad(context, urlOf(path)));
        await context.close();
      }
    }
    console.log(`\nmain-thread ms per load, median of ${LOADS}, CPU ${CPU}x (nested events each count in full)`);
    console.log(`  ${'event'.padEnd(22)}${paths.map((p) => p.padStart(18)).join('')}`);
    for (const name of WORK_EVENTS) {
      console.log(`  ${name.padEnd(22)}${paths.map((p) => median(loads.get(p)!.map((l) => l.perEvent[name] ?? 0)).toFixed(1).padStart(18)).join('')}`);
    }
    for (const path of paths) {
      // the load whose layout time is the median's, as an example of the order things happen in
      const byLayout = [...loads.get(path)!].sort((a, b) => (a.perEvent.Layout ?? 0) - (b.perEvent.Layout ?? 0));
      const typical = byLayout[Math.floor(byLayout.length / 2)];
      console.log(`\n${path}, a typical load's style recalculations and layouts (ms from navigation start):`);
      for (const step of typical.steps) console.log(`  ${formatStep(step)}`);
    }
  });
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
