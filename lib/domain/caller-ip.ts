// Which address a request came from, for per-network limits (login codes) and logs.
// X-Forwarded-For is written by whoever sends the request, so only the entries our own proxies
// appended can be believed. The chain, nearest first, is: the socket peer, then X-Forwarded-For
// read from the right. TRUSTED_PROXIES says how far along that chain to go:
//   unset / "0"     no proxy: the socket peer is the client, X-Forwarded-For is ignored
//   a count N       N proxies in front of us: skip N hops ("1" = the entry our one proxy appended)
//   a list          proxy addresses/CIDR ranges: skip hops while they are in the list
import ipaddr from 'ipaddr.js';

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

export type ProxyTrust = { kind: 'none' } | { kind: 'count'; hops: number } | { kind: 'list'; ranges: Range[] };

/** Used when no address can be read at all: every such request shares one bucket. */
export const UNKNOWN_ADDRESS = 'unknown';

// More hops than any real deployment has; a larger number is a typo.
const MAX_HOPS = 10;

/** Parses TRUSTED_PROXIES; a value that cannot be understood throws (fail closed, at start-up). */
export function parseTrustedProxies(value: string | undefined | null): ProxyTrust {
  const text = (value ?? '').trim();
  if (text === '' || text === '0') return { kind: 'none' };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > MAX_HOPS) throw new Error(`TRUSTED_PROXIES=${text}: at most ${MAX_HOPS} proxy hops`);
    return { kind: 'count', hops };
  }
  const ranges = text.split(',').map((entry) => {
    const e = entry.trim();
    try {
      if (e.includes('/')) return toV4IfMapped(ipaddr.parseCIDR(e));
      const addr = ipaddr.process(e);
      return [addr, addr.kind() === 'ipv4' ? 32 : 128] as Range;
    } catch {
      throw new Error(`TRUSTED_PROXIES: "${e}" is neither a number of proxies nor an IP address or CIDR range`);
    }
  });
  return { kind: 'list', ranges };
}

/**
 * The client's address. `peer` is the socket's remote address (null when it could not be read);
 * `forwardedFor` the X-Forwarded-For header as received (several headers joined with commas).
 */
export function pickClientAddress({ peer, forwardedFor, trust }: { peer: string | null; forwardedFor: string | null; trust: ProxyTrust }): string {
  const forwarded = (forwardedFor ?? '').split(',').map((s) => s.trim()).filter(Boolean).reverse();
  // Without the socket peer (see lib/http/client-ip.ts) the chain starts at the last forwarded
  // entry, which is the peer itself when nobody sent the header (Next fills it from the socket).
  const chain = peer ? [peer, ...forwarded] : forwarded;
  let skip: number;
  if (trust.kind === 'none') skip = 0;
  else if (trust.kind === 'count') skip = peer ? trust.hops : Math.max(0, trust.hops - 1);
  else {
    skip = 0;
    while (skip < chain.length - 1 && isTrusted(chain[skip], trust.ranges)) skip++;
  }
  const index = Math.min(skip, chain.length - 1);
  // An entry that is not an address (garbage from the client, or a proxy writing "unknown") is no
  // client: fall back to the nearest hop that is one.
  for (let i = index; i >= 0; i--) {
    const address = normalizeAddress(chain[i]);
    if (address) return address;
  }
  return UNKNOWN_ADDRESS;
}

/** The canonical form of one address ("::ffff:1.2.3.4" -> "1.2.3.4", ports and brackets removed), or null. */
export function normalizeAddress(raw: string): string | null {
  let text = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) text = bracketed[1];
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(text)) text = text.slice(0, text.lastIndexOf(':'));
  // Zone ids (fe80::1%eth0) name an interface, not a different client.
  text = text.replace(/%.*$/, '');
  if (!ipaddr.isValid(text)) return null;
  // ipaddr accepts shorthand IPv4 such as "1" or "0x7f.1"; only the four-part dotted form is an address here.
  if (!text.includes(':') && !ipaddr.IPv4.isValidFourPartDecimal(text)) return null;
  return ipaddr.process(text).toString();
}

/**
 * The key per-network limits count under: an IPv4 address, or the /64 an IPv6 address is in (one
 * customer line gets a whole /64, so counting single IPv6 addresses would let one phone rotate
 * through billions of fresh budgets).
 */
export function networkKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const addr = ipaddr.process(address);
  if (addr.kind() === 'ipv4') return addr.toString();
  const parts = (addr as ipaddr.IPv6).parts.slice(0, 4);
  return `${ipaddr.IPv6.parse(`${parts.map((p) => p.toString(16)).join(':')}::`).toString()}/64`;
}

function isTrusted(raw: string, ranges: Range[]): boolean {
  const address = normalizeAddress(raw);
  if (!address) return false;
  const addr = ipaddr.parse(address);
  return ranges.some(([range, bits]) => range.kind() === addr.kind() && addr.match(range, bits));
}

function toV4IfMapped([addr, bits]: Range): Range {
  if (addr.kind() === 'ipv6' && (addr as ipaddr.IPv6).isIPv4MappedAddress() && bits >= 96) {
    return [(addr as ipaddr.IPv6).toIPv4Address(), bits - 96];
  }
  return [addr, bits];
}
