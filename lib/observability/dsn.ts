// A Sentry DSN, "https://<publicKey>@<host>[:port]/[path/]<projectId>", split into the parts the
// tunnel compares and forwards to. Sentry's own parser lives in @sentry/core, which is not a
// direct dependency of ours; this is the few lines we need.
export type ParsedDsn = {
  protocol: 'http' | 'https';
  publicKey: string;
  /** hostname[:port], lower-case */
  host: string;
  /** path before the project id, '' or '/sub/path' */
  pathPrefix: string;
  projectId: string;
  /** the organisation id in sentry.io hosts such as o123456.ingest.sentry.io */
  orgId?: string;
};

export function parseDsn(dsn: string | null | undefined): ParsedDsn | null {
  if (!dsn) return null;
  let url: URL;
  try {
    url = new URL(dsn.trim());
  } catch {
    return null;
  }
  const protocol = url.protocol.slice(0, -1);
  if (protocol !== 'http' && protocol !== 'https') return null;
  if (!url.username) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  const projectId = segments.pop();
  if (!projectId || !/^\d+$/.test(projectId)) return null;
  const host = url.host.toLowerCase();
  const orgId = url.hostname.match(/^o(\d+)\./)?.[1];
  return {
    protocol,
    publicKey: url.username,
    host,
    pathPrefix: segments.length ? `/${segments.join('/')}` : '',
    projectId,
    ...(orgId ? { orgId } : {}),
  };
}

/** Where Sentry accepts envelopes for this DSN's project. */
export function envelopeEndpoint(dsn: ParsedDsn): string {
  return `${dsn.protocol}://${dsn.host}${dsn.pathPrefix}/api/${dsn.projectId}/envelope/`;
}
