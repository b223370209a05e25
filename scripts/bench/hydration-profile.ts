// Diagnostic aid (not part of npm run bench): which of the store's modules a page's load spends its
// main-thread JavaScript in. Loads each page in Debian's Chromium on a phone-sized viewport with the
// CPU slowed as Lighthouse slows it, records a CPU profile of the load (V8's sampler, through the
// DevTools protocol), and charges each sample to the Turbopack module whose factory holds the code
// (a chunk file is `TURBOPACK.push([script, id, factory, id, factory, …])`; production chunks carry no
// source maps, so a module is named by what it exports). Prints the top modules per page, summed over
// the loads, beside the time outside any chunk (React's and Next's own chunks are chunks too).
//   BENCH_DATABASE_URL=… npx tsx --conditions=react-server scripts/bench/hydration-profile.ts reference /cart /privacy-policy
//   ("reference" is the bench's framework reference page, perf/reference-app; PROFILE_LOADS=5 loads
//   per page, PROFILE_CPU=4 slowdown, PROFILE_PHONE to log in as that customer on the store's pages)
import { withPageLoads } from './page-loads';
import { chargeSamples, parseChunk, type Charged, type Chunk, type CpuProfile } from './chunk-modules';

const LOADS = Number(process.env.PROFILE_LOADS ?? 5);
const CPU = Number(process.env.PROFILE_CPU ?? 4);

async function main() {
  const paths = process.argv.slice(2);
  await withPageLoads('hydration-profile', paths, async ({ urlOf, newContext }) => {
    const chunks = new Map<string, Chunk>();
    const chunk = async (url: string) => {
      if (!chunks.has(url)) chunks.set(url, parseChunk(await (await fetch(url)).text()));
      return chunks.get(url)!;
    };
    for (const path of paths) {
      const rows: Charged[] = [];
      for (let i = 0; i < LOADS; i++) {
        const context = await newContext(path);
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
        await cdp.send('Profiler.start');
        await page.goto(urlOf(path), { waitUntil: 'load' });
        await page.waitForTimeout(2000);
        const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
        await context.close();
        rows.push(...(await chargeSamples(profile, chunk)).filter((r) => r.file !== '(idle)'));
      }
      const mean = (ms: number) => (ms / LOADS).toFixed(1).padStart(7);
      const summed = (key: (r: Charged) => string | null) => {
        const sums = new Map<string, number>();
        for (const r of rows) {
          const k = key(r);
          if (k !== null) sums.set(k, (sums.get(k) ?? 0) + r.ms);
        }
        return [...sums].sort((a, b) => b[1] - a[1]);
      };
      console.log(`\n${path}: ${mean(rows.reduce((t, r) => t + r.ms, 0)).trim()} ms of main-thread time in the profile per load (mean of ${LOADS}, CPU ${CPU}x)`);
      console.log("  per chunk file (and V8's own entries):");
      for (const [file, ms] of summed((r) => r.file).slice(0, 12)) console.log(`  ${mean(ms)} ms  ${file}`);
      console.log("  per module of a chunk (and the runtime's own functions):");
      for (const [module, ms] of summed((r) => (r.module ? `${r.file} ${r.module}` : null)).slice(0, 20)) console.log(`  ${mean(ms)} ms  ${module}`);
    }
  });
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
