// The fault suites' app servers: `next start` of the production build (NEXT_DIST_DIR, default
// .next, built here if missing as the e2e server does) against a database the suite chose, with
// the fixed test login code and TRUSTED_PROXIES=1 so each simulated customer can come from its own
// address (X-Forwarded-For) and per-network limits stay out of the way.
import { ensureBuild, startServer, type BenchServer } from '@/scripts/bench/server';

export const DIST_DIR = process.env.NEXT_DIST_DIR ?? '.next';

export type App = BenchServer & { name: string };

export async function startApp(name: string, databaseUrl: string, env: Record<string, string> = {}): Promise<App> {
  ensureBuild(DIST_DIR, 10 * 60_000);
  const server = await startServer({
    distDir: DIST_DIR,
    databaseUrl,
    uploadDir: `.data/faults/${name}-uploads`,
    logFile: `.data/faults/${name}.log`,
    readyTimeoutMs: 60_000,
    env: { TRUSTED_PROXIES: '1', ...env },
  });
  return { ...server, name };
}

export type Reply = {
  status: number;
  /** the parsed body, or null when it was not JSON */
  json: { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string; [k: string]: unknown } }[] } | null;
  text: string;
  contentType: string;
  setCookies: string[];
};

/** One GraphQL POST as a browser sends it; `ip` becomes the client address through X-Forwarded-For. */
export async function graphqlAt(baseUrl: string, query: string, variables: Record<string, unknown> = {}, opts: { cookie?: string; ip?: string; timeoutMs?: number } = {}): Promise<Reply> {
  const headers: Record<string, string> = { 'content-type': 'application/json', origin: baseUrl };
  if (opts.cookie) headers.cookie = opts.cookie;
  if (opts.ip) headers['x-forwarded-for'] = opts.ip;
  const res = await fetch(`${baseUrl}/api/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables }), signal: AbortSignal.timeout(opts.timeoutMs ?? 30_000) });
  return reply(res);
}

export async function getAt(baseUrl: string, path: string, opts: { cookie?: string; timeoutMs?: number } = {}): Promise<Reply> {
  const res = await fetch(`${baseUrl}${path}`, { headers: opts.cookie ? { cookie: opts.cookie } : {}, redirect: 'manual', signal: AbortSignal.timeout(opts.timeoutMs ?? 30_000) });
  return reply(res);
}

async function reply(res: Response): Promise<Reply> {
  const text = await res.text();
  let json: Reply['json'] = null;
  try {
    json = JSON.parse(text) as Reply['json'];
  } catch {}
  return { status: res.status, json, text, contentType: res.headers.get('content-type') ?? '', setCookies: res.headers.getSetCookie() };
}

export const cookieFrom = (setCookies: string[]) => setCookies.map((c) => c.split(';')[0]).join('; ');

/** Logs a phone in over HTTP (sendOtp, then verifyOtp with the test code); returns the session cookie. */
export async function loginAt(baseUrl: string, phone: string, ip: string): Promise<string> {
  const sent = await graphqlAt(baseUrl, 'mutation($p: String!) { sendOtp(phoneNumber: $p, countryCode: "+91") { id } }', { p: phone }, { ip });
  const id = (sent.json?.data?.sendOtp as { id: string } | undefined)?.id;
  if (!id) throw new Error(`sendOtp for ${phone} failed: ${sent.text}`);
  const verified = await graphqlAt(baseUrl, 'mutation($o: String!, $id: ID!) { verifyOtp(otp: $o, userId: $id) { verified } }', { o: '123456', id }, { ip });
  if (!verified.json?.data?.verifyOtp) throw new Error(`verifyOtp for ${phone} failed: ${verified.text}`);
  return cookieFrom(verified.setCookies);
}
