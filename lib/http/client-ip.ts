// The socket address of a request, and the one way the app reads a client's address.
//
// A Next route handler never sees the socket: NextRequest has no `ip`, and `next start` only fills
// X-Forwarded-For from the socket when the request carried none (Next 16.4 does not append to a
// client's header; checked by experiment), so a client that sends its own header hides its address.
// Node publishes every incoming request on the `http.server.request.start` diagnostics channel
// before the server's request handler runs; instrumentation.ts subscribes here and stamps the socket
// address into a request header whose name is random per process, so a client can neither forge
// nor pre-fill it. The rule that picks the client from the chain is lib/domain/caller-ip.ts.
import 'server-only';
import { randomBytes } from 'node:crypto';
import { subscribe } from 'node:diagnostics_channel';
import { parseTrustedProxies, pickClientAddress, type ProxyTrust } from '@/lib/domain/caller-ip';

// Shared through globalThis: instrumentation and each route are bundled separately but run in one process.
const NAME_KEY = Symbol.for('dog-meals.peer-address-header');
const INSTALLED_KEY = Symbol.for('dog-meals.peer-address-installed');
const shared = globalThis as unknown as Record<symbol, unknown>;

export function peerHeaderName(): string {
  shared[NAME_KEY] ??= `x-peer-${randomBytes(12).toString('hex')}`;
  return shared[NAME_KEY] as string;
}

type RequestStart = { request: { headers: Record<string, string | string[] | undefined> }; socket: { remoteAddress?: string } };

/** Stamps every request this process receives with its socket address (idempotent). */
export function installPeerAddressStamp(): void {
  if (shared[INSTALLED_KEY]) return;
  shared[INSTALLED_KEY] = true;
  const name = peerHeaderName();
  subscribe('http.server.request.start', (message) => {
    const { request, socket } = message as RequestStart;
    if (socket.remoteAddress) request.headers[name] = socket.remoteAddress;
    else delete request.headers[name];
  });
}

let trustCache: { raw: string | undefined; trust: ProxyTrust } | null = null;

function trustedProxies(): ProxyTrust {
  const raw = process.env.TRUSTED_PROXIES;
  if (!trustCache || trustCache.raw !== raw) trustCache = { raw, trust: parseTrustedProxies(raw) };
  return trustCache.trust;
}

/** The client's address for rate limits and logs (see lib/domain/caller-ip.ts for the rule). */
export function clientIpFromHeaders(headers: Headers): string {
  return pickClientAddress({
    peer: headers.get(peerHeaderName()),
    forwardedFor: headers.get('x-forwarded-for'),
    trust: trustedProxies(),
  });
}
