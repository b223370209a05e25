// Same-origin tunnel for the browser's Sentry envelopes. We use our own handler instead of
// withSentryConfig's `tunnelRoute` rewrite: that one forwards to whatever sentry.io org and
// project the query names (an open relay), cannot reach a self-hosted Sentry and answers 500
// when Sentry is unreachable. This one forwards only envelopes for the configured DSN's project.
import { MAX_ENVELOPE_BYTES, checkTunnelTarget, decideTunnel, envelopeHeaderLine } from '@/lib/observability/sentry-tunnel';
import { readCappedBody } from '@/lib/http/read-capped-body';

const UPSTREAM_TIMEOUT_MS = 10_000;
// Sentry tells the SDK to back off through these; pass them on so the browser obeys.
const PASSED_HEADERS = ['retry-after', 'x-sentry-rate-limits'];

export async function POST(req: Request): Promise<Response> {
  const url = new URL(req.url);
  const dsn = process.env.NEXT_PUBLIC_SENTRY_DSN;
  const target = checkTunnelTarget(dsn, url.searchParams);
  if (!target.ok) return new Response(null, { status: target.status });

  const body = await readCappedBody(req, MAX_ENVELOPE_BYTES);
  if (!body) return new Response(null, { status: 413 });

  const decision = decideTunnel(dsn, envelopeHeaderLine(body), url.searchParams);
  if (!decision.forward) return new Response(null, { status: decision.status });

  try {
    const upstream = await fetch(decision.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-sentry-envelope' },
      body: body as BodyInit,
      signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
    });
    const headers = new Headers();
    for (const name of PASSED_HEADERS) {
      const value = upstream.headers.get(name);
      if (value) headers.set(name, value);
    }
    await upstream.body?.cancel();
    return new Response(null, { status: upstream.status, headers });
  } catch (error) {
    console.warn('monitoring tunnel: Sentry unreachable:', error instanceof Error ? error.message : error);
    return new Response(null, { status: 502 });
  }
}
