// Drives faults/support/postgres-process.ts: a PostgreSQL of the suite's own that it may stop and
// start under load, never the shared server.
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createInterface } from 'node:readline';

export type ThrowawayPostgres = { url: string; stop: () => Promise<void>; start: () => Promise<void>; quit: () => Promise<void> };

export async function startThrowawayPostgres(dataDir: string, port: number): Promise<ThrowawayPostgres> {
  const child: ChildProcess = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'faults/support/postgres-process.ts', dataDir, String(port)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const expectLine = async (prefix: string): Promise<string> => {
    for (;;) {
      const { value, done } = await lines.next();
      if (done) throw new Error(`the PostgreSQL process ended before "${prefix}"`);
      if (value.startsWith(prefix)) return value;
    }
  };
  const url = (await expectLine('ready ')).slice('ready '.length);
  const send = (command: string) => child.stdin!.write(`${command}\n`);
  return {
    url,
    stop: async () => {
      send('stop');
      await expectLine('stopped');
    },
    start: async () => {
      send('start');
      const again = (await expectLine('ready ')).slice('ready '.length);
      if (again !== url) throw new Error(`PostgreSQL came back at ${again}, not ${url}`);
    },
    quit: async () => {
      const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      send('quit');
      await gone;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
