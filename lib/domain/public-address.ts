// Which IP addresses the server may send a request to on a client's say-so (a push endpoint): the
// public internet only. Loopback, private, link-local (the cloud metadata service at
// 169.254.169.254), carrier-grade NAT, multicast, documentation and other reserved ranges would let
// a client make the server reach inside its own network.
import ipaddr from 'ipaddr.js';

export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  // ::ffff:127.0.0.1 is 127.0.0.1.
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === 'unicast';
}
