import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
// Debian's chromium (npx playwright install cannot download browsers here). Keep it off the
// network: it only ever talks to the store on 127.0.0.1.
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
  ],
};

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: chromium,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 }, launchOptions: chromium } },
    { name: 'phone', use: { ...devices['Pixel 7'], launchOptions: chromium }, grep: /@phone/ },
  ],
  webServer: {
    // react-server: scripts import server modules, which carry `import 'server-only'`. tsx as a
    // loader in this Node, not its command: the command runs the script in a child and, on SIGTERM,
    // kills that child outright unless it acknowledges the signal within 30 ms, which a loaded
    // machine misses, and the server's database was left behind.
    command: `"${process.execPath}" --conditions=react-server --import tsx scripts/e2e-server.ts`,
    // (not /api/graphql: it takes POST only, and a GET's 405 is not "ready" to Playwright)
    url: `http://127.0.0.1:${port}/robots.txt`,
    reuseExistingServer: !process.env.CI,
    timeout: 300_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { E2E_PORT: String(port) },
    // SIGTERM lets scripts/e2e-server.ts drop its database and remove its embedded cluster's data
    // directory; the default SIGKILL left one behind (about 45 MB) after every run.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
