// Extra production servers for tests that need more than the one Playwright starts: `next start`
// from the same build (NEXT_DIST_DIR), on free ports, with the environment scripts/e2e-server.ts
// gives its own.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';

export type AppServer = { baseUrl: string; output: () => string; stop: () => Promise<void> };

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export async function startAppServer(env: Record<string, string>, readyTimeoutMs = 30_000): Promise<AppServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '--hostname', '127.0.0.1', '--port', String(port)], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? '.next',
      APP_ENV: 'test',
      OTP_TEST_CODE: process.env.OTP_TEST_CODE ?? '123456',
      AUTH_SECRET: process.env.AUTH_SECRET ?? 'e2e-secret-that-is-long-enough-for-signing-tokens',
      SITE_URL: baseUrl,
      NEXT_TELEMETRY_DISABLED: '1',
      ...env,
    },
  });
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  };

  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`next start exited (${child.exitCode}):\n${output}`);
    try {
      const res = await fetch(`${baseUrl}/robots.txt`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`next start on ${port} not ready after ${readyTimeoutMs} ms:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { baseUrl, output: () => output, stop };
}
