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
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { ensureBuild, startServer } from './server';
import { loginCookie } from './login';
import { ensureReferencePageBuild, startReferencePage } from './reference-page';
import { chargeSamples, parseChunk, type Chunk, type CpuProfile } from './chunk-modules';

const DIST_DIR = '.next-bench';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const LOADS = Number(process.env.PROFILE_LOADS ?? 5);
const CPU = Number(process.env.PROFILE_CPU ?? 4);

async function main() {
  const paths = process.argv.slice(2);
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  if (!paths.length || !databaseUrl) throw new Error('usage: BENCH_DATABASE_URL=… hydration-profile.ts <path> [path…]');
  ensureBuild(DIST_DIR, 15 * 60_000);
  mkdirSync('perf/results', { recursive: true });
  const wantsReference = paths.includes('reference');
  if (wantsReference) ensureReferencePageBuild(10 * 60_000);
  const reference = wantsReference ? await startReferencePage({ logFile: 'perf/results/reference-page.log', readyTimeoutMs: 60_000 }) : null;
  const server = await startServer({ distDir: DIST_DIR, databaseUrl, uploadDir: '.data/bench-uploads', logFile: 'perf/results/hydration-profile-server.log', readyTimeoutMs: 120_000, env: { JOBS_IN_WEB_SERVER: 'false' } });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
  try {
    const cookie = process.env.PROFILE_PHONE ? await loginCookie(server.baseUrl, process.env.PROFILE_PHONE, '123456') : null;
    const chunks = new Map<string, Chunk>();
    const chunk = async (url: string) => {
      if (!chunks.has(url)) chunks.set(url, parseChunk(await (await fetch(url)).text()));
      return chunks.get(url)!;
    };
    for (const path of paths) {
      const totals = new Map<string, number>();
      let all = 0;
      for (let i = 0; i < LOADS; i++) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
        const url = path === 'reference' ? `${reference!.url}/` : server.baseUrl + path;
        if (cookie && path !== 'reference') {
          const at = cookie.indexOf('=');
          await context.addCookies([{ name: cookie.slice(0, at), value: cookie.slice(at + 1), url: server.baseUrl }]);
        }
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
        await cdp.send('Profiler.start');
        await page.goto(url, { waitUntil: 'load' });
        await page.waitForTimeout(2000);
        const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
        await context.close();
        for (const [key, ms] of await chargeSamples(profile, chunk)) {
          totals.set(key, (totals.get(key) ?? 0) + ms / LOADS);
          if (key !== '(idle)') all += ms / LOADS;
        }
      }
      console.log(`\n${path}: ${all.toFixed(0)} ms of main-thread time in the profile per load (mean of ${LOADS}, CPU ${CPU}x)`);
      const byFile = new Map<string, number>();
      for (const [key, ms] of totals) {
        if (key === '(idle)') continue;
        const file = key.startsWith('(') ? key : key.split(' ')[0];
        byFile.set(file, (byFile.get(file) ?? 0) + ms);
      }
      console.log('  per chunk file (V8\'s own entries apart):');
      for (const [file, ms] of [...byFile].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`  ${ms.toFixed(1).padStart(7)} ms  ${file}`);
      console.log("  per module of a chunk (and the runtime's own functions):");
      for (const [key, ms] of [...totals].filter(([k]) => k.includes(' #') || k.includes('(outside a module)')).sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(`  ${ms.toFixed(1).padStart(7)} ms  ${key}`);
    }
  } finally {
    await browser.close();
    await server.stop();
    await reference?.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
