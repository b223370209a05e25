// Which IP addresses the server may send a request to on a client's say-so (a push endpoint): the
// public internet only. Loopback, private, link-local (the cloud metadata service at
// 169.254.169.254), carrier-grade NAT, multicast, documentation and other reserved ranges would let
// a client make the server reach inside its own network.
import ipaddr from 'ipaddr.js';

/**
 * An IPv6 address that carries an IPv4 address in its last 32 bits, as that IPv4 address: mapped
 * (::ffff:127.0.0.1), compatible (::127.0.0.1, which URL parsers write ::7f00:1) and translated
 * (::ffff:0:127.0.0.1). A system may connect to the IPv4 address inside, so the range check must
 * see it: as IPv6, ::7f00:1 is ordinary unicast. Anything else as it was parsed.
 */
export function embeddedIPv4(parsed: ipaddr.IPv4 | ipaddr.IPv6): ipaddr.IPv4 | ipaddr.IPv6 {
  if (parsed.kind() !== 'ipv6') return parsed;
  const p = (parsed as ipaddr.IPv6).parts;
  const zeros = (from: number, to: number) => p.slice(from, to).every((w) => w === 0);
  const mapped = zeros(0, 5) && p[5] === 0xffff;
  const compatible = zeros(0, 6);
  const translated = zeros(0, 4) && p[4] === 0xffff && p[5] === 0;
  if (!mapped && !compatible && !translated) return parsed;
  return new ipaddr.IPv4([p[6] >> 8, p[6] & 0xff, p[7] >> 8, p[7] & 0xff]);
}

export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  // :: and ::1 become 0.0.0.0 and 0.0.0.1, which are not public either.
  return embeddedIPv4(ipaddr.parse(address)).range() === 'unicast';
}
