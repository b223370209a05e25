// The server Playwright starts: a production build (built here if missing) on a fresh, migrated
// and seeded database (TEST_DATABASE_URL's server when set, otherwise an embedded PostgreSQL),
// with APP_ENV=test so the fixed test code logs people in. The database and the uploads are removed on exit.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { prepareTestServer } from './test-database';

async function main() {
  const port = process.env.E2E_PORT ?? '3100';
  const distDir = process.env.NEXT_DIST_DIR ?? '.next';
  if (!existsSync(`${distDir}/BUILD_ID`)) {
    console.log('no production build found: running next build');
    const build = spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const server = await prepareTestServer('e2e');
  // Where the journeys find this run's database for what no page can do: a drop due today (orders
  // are placed for tomorrow at the earliest). Removed on exit.
  const dbFile = `.data/e2e-db-${port}.url`;
  mkdirSync('.data', { recursive: true });
  writeFileSync(dbFile, server.templateUrl);
  const uploadDir = `.data/e2e-uploads-${process.pid}`;
  const child = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '--hostname', '127.0.0.1', '--port', port], {
    stdio: 'inherit',
    env: {
      ...process.env,
      DATABASE_URL: server.templateUrl,
      APP_ENV: 'test',
      OTP_TEST_CODE: process.env.OTP_TEST_CODE ?? '123456',
      AUTH_SECRET: process.env.AUTH_SECRET ?? 'e2e-secret-that-is-long-enough-for-signing-tokens',
      SITE_URL: `http://127.0.0.1:${port}`,
      UPLOAD_DIR: uploadDir,
      NEXT_TELEMETRY_DISABLED: '1',
    },
  });
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    child.kill('SIGTERM');
    rmSync(dbFile, { force: true });
    rmSync(uploadDir, { recursive: true, force: true });
    await server.cleanup().catch(() => {});
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  child.on('exit', (code) => void stop(code ?? 0));
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
