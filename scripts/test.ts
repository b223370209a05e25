// `npm test`: unit tests and integration tests against a real PostgreSQL, in a fresh database
// per run that is dropped afterwards. Extra arguments go to jest (e.g. npm test -- lib/domain).
import { spawn } from 'node:child_process';
import { prepareTestServer } from './test-database';

async function main() {
  const started = Date.now();
  const server = await prepareTestServer('test');
  console.log(`test database ready in ${Date.now() - started} ms (${server.templateName})`);
  const code = await new Promise<number>((resolve) => {
    const child = spawn(process.execPath, ['node_modules/jest/bin/jest.js', ...process.argv.slice(2)], {
      stdio: 'inherit',
      env: {
        ...process.env,
        NODE_ENV: 'test',
        NEXT_TELEMETRY_DISABLED: '1',
        TEST_DB_SERVER_URL: server.serverUrl,
        TEST_DB_TEMPLATE: server.templateName,
        DATABASE_URL: server.templateUrl,
      },
    });
    const forward = (sig: NodeJS.Signals) => child.kill(sig);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (c) => resolve(c ?? 1));
  });
  await server.cleanup();
  process.exit(code);
}

main().catch((e) => {
  console.error('test setup failed:', e instanceof Error ? e.stack : e);
  process.exit(1);
});
