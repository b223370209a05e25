// One bounded autocannon run per scenario, after a check that the request really succeeds
// (a GraphQL error arrives with status 200, and a fast error is no success) and a short warm-up.
import { randomUUID } from 'node:crypto';
import autocannon, { type Result } from 'autocannon';
import { summarise } from './stats';
import type { ScenarioResult } from './budgets';

export type Scenario = {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  headers?: Record<string, string>;
  /** a fresh random id for each `[<id>]` in the body (saveOrders' idempotency key) */
  idReplacement?: boolean;
};

const BROWSER_HEADERS = { 'accept-encoding': 'gzip' };

export function graphqlScenario(name: string, query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}, path = '/api/graphql'): Scenario {
  return {
    name,
    method: 'POST',
    path,
    body: JSON.stringify({ query, variables }),
    // a browser on the shop's page says so (mutations need it: lib/http/same-origin.ts)
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', ...headers },
  };
}

async function checkOnce(baseUrl: string, s: Scenario): Promise<void> {
  const body = s.idReplacement ? s.body?.replaceAll('[<id>]', randomUUID()) : s.body;
  const res = await fetch(baseUrl + s.path, { method: s.method, body, headers: s.headers, signal: AbortSignal.timeout(30_000) });
  const text = await res.text();
  if (!res.ok) throw new Error(`${s.name}: ${s.method} ${s.path} answered ${res.status}: ${text.slice(0, 300)}`);
  if (s.body?.includes('"query"')) {
    const json = JSON.parse(text) as { data?: Record<string, unknown> | null; errors?: unknown[] };
    if (json.errors?.length || !json.data) throw new Error(`${s.name}: GraphQL errors: ${text.slice(0, 300)}`);
  }
}

function cannon(baseUrl: string, s: Scenario, opts: { connections: number; seconds?: number; amount?: number }, onLatency?: (ms: number) => void) {
  return new Promise<Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl + s.path,
        method: s.method,
        body: s.body,
        headers: { ...BROWSER_HEADERS, ...s.headers },
        connections: opts.connections,
        ...(s.idReplacement ? { idReplacement: true } : {}),
        // autocannon refuses a key that is present but undefined
        ...(opts.amount ? { amount: opts.amount } : { duration: opts.seconds }),
        timeout: 10,
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
    if (onLatency) instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => onLatency(ms));
  });
}

export async function runScenario(baseUrl: string, s: Scenario, opts: { seconds: number; connections: number }): Promise<ScenarioResult> {
  await checkOnce(baseUrl, s);
  // JIT and module caches warm before anything is measured
  await cannon(baseUrl, s, { connections: 2, amount: 100 });
  const latencies: number[] = [];
  const result = await cannon(baseUrl, s, opts, (ms) => latencies.push(ms));
  return { name: s.name, ...summarise(latencies, result.duration), non2xx: result.non2xx, errors: result.errors };
}
