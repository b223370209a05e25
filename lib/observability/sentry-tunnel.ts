// The decision behind the /monitoring tunnel (app/monitoring/route.ts): the browser sends Sentry
// envelopes to our own origin (ad blockers and strict networks let them through), and we forward
// an envelope only when the DSN in its header is the one this site is configured with. Anything
// else would make us an open relay into any Sentry project.
import { envelopeEndpoint, parseDsn, type ParsedDsn } from './dsn';

export const TUNNEL_PATH = '/monitoring';

/** Envelopes above this are refused; replay segments are compressed and far smaller. */
export const MAX_ENVELOPE_BYTES = 4 * 1024 * 1024;

export type TunnelDecision =
  | { forward: true; url: string }
  | { forward: false; status: 400 | 403 | 404; reason: string };

/**
 * The client's tunnel URL. The organisation and project ids travel as query parameters (as the
 * spec records), which lets the route refuse a mismatched request before reading the body.
 */
export function tunnelUrl(dsn: ParsedDsn): string {
  const query = new URLSearchParams({ ...(dsn.orgId ? { o: dsn.orgId } : {}), p: dsn.projectId });
  return `${TUNNEL_PATH}?${query}`;
}

/** The first line of an envelope (its JSON header), without decoding the possibly binary rest. */
export function envelopeHeaderLine(body: Uint8Array): string {
  const end = body.indexOf(0x0a);
  return new TextDecoder().decode(end === -1 ? body : body.subarray(0, end));
}

/**
 * The checks that need no body: is a DSN configured, and does the query (its `p`, when present)
 * name the configured project. Lets the route refuse before reading an upload.
 */
export function checkTunnelTarget(
  configuredDsn: string | undefined,
  query?: URLSearchParams,
): { ok: true; dsn: ParsedDsn } | { ok: false; status: 403 | 404; reason: string } {
  const configured = parseDsn(configuredDsn);
  if (!configured) return { ok: false, status: 404, reason: 'error reporting is not configured' };
  const p = query?.get('p');
  if (p !== null && p !== undefined && p !== configured.projectId) {
    return { ok: false, status: 403, reason: 'unknown project' };
  }
  return { ok: true, dsn: configured };
}

/**
 * Whether to forward an envelope, and where. `configuredDsn` is the site's DSN; `headerLine` the
 * envelope's first line; `query` the tunnel request's query string.
 */
export function decideTunnel(configuredDsn: string | undefined, headerLine: string, query?: URLSearchParams): TunnelDecision {
  const target = checkTunnelTarget(configuredDsn, query);
  if (!target.ok) return { forward: false, status: target.status, reason: target.reason };
  const configured = target.dsn;

  let header: unknown;
  try {
    header = JSON.parse(headerLine);
  } catch {
    return { forward: false, status: 400, reason: 'envelope header is not JSON' };
  }
  const dsnText = header && typeof header === 'object' ? (header as { dsn?: unknown }).dsn : undefined;
  if (typeof dsnText !== 'string') return { forward: false, status: 400, reason: 'envelope header has no dsn' };
  const sent = parseDsn(dsnText);
  if (!sent) return { forward: false, status: 400, reason: 'envelope dsn is malformed' };

  if (sent.host !== configured.host || sent.projectId !== configured.projectId || sent.pathPrefix !== configured.pathPrefix) {
    return { forward: false, status: 403, reason: 'envelope is for another Sentry project' };
  }
  return { forward: true, url: envelopeEndpoint(configured) };
}
