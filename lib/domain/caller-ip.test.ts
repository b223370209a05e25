import { networkKey, normalizeAddress, parseTrustedProxies, pickClientAddress, UNKNOWN_ADDRESS } from './caller-ip';

const none = parseTrustedProxies(undefined);
const one = parseTrustedProxies('1');
const two = parseTrustedProxies('2');
const list = parseTrustedProxies('10.0.0.0/8, 192.168.1.7, 2001:db8::/32, ::ffff:172.16.0.0/108');

test.each<[string, string | null, string | null, ReturnType<typeof parseTrustedProxies>, string]>([
  // No proxy: the socket is the client; whatever the client wrote in X-Forwarded-For is ignored.
  ['no proxy, no header', '203.0.113.9', null, none, '203.0.113.9'],
  ['no proxy, spoofed header', '203.0.113.9', '1.2.3.4', none, '203.0.113.9'],
  ['no proxy, spoofed chain', '203.0.113.9', '1.2.3.4, 5.6.7.8', none, '203.0.113.9'],
  ['no proxy, IPv4-mapped peer', '::ffff:203.0.113.9', '1.2.3.4', none, '203.0.113.9'],
  ['no proxy, IPv6 peer', '2001:DB8:0:0:0:0:0:1', null, none, '2001:db8::1'],
  // Next fills X-Forwarded-For from the socket when nobody sent one: without the peer stamp, that is the best we have.
  ['no proxy, peer unknown', null, '203.0.113.9', none, '203.0.113.9'],
  ['no proxy, nothing at all', null, null, none, UNKNOWN_ADDRESS],
  // One proxy that appends the address it saw: the right-most entry is the client.
  ['1 proxy, clean', '10.0.0.2', '198.51.100.4', one, '198.51.100.4'],
  ['1 proxy, client spoofed an entry', '10.0.0.2', '1.2.3.4, 198.51.100.4', one, '198.51.100.4'],
  ['1 proxy, client spoofed many', '10.0.0.2', '1.1.1.1, 2.2.2.2,3.3.3.3, 198.51.100.4', one, '198.51.100.4'],
  ['1 proxy, peer unknown', null, '1.2.3.4, 198.51.100.4', one, '198.51.100.4'],
  ['1 proxy, header missing: the proxy itself', '10.0.0.2', null, one, '10.0.0.2'],
  ['1 proxy, repeated headers joined', '10.0.0.2', '1.2.3.4, 198.51.100.4', one, '198.51.100.4'],
  ['1 proxy, entry with a port', '10.0.0.2', '198.51.100.4:5123', one, '198.51.100.4'],
  ['1 proxy, bracketed IPv6 with port', '10.0.0.2', '[2001:db8::7]:443', one, '2001:db8::7'],
  ['1 proxy, proxy wrote garbage: fall back to the proxy', '10.0.0.2', 'unknown', one, '10.0.0.2'],
  ['1 proxy, shorthand IPv4 is not an address', '10.0.0.2', '0x7f.1', one, '10.0.0.2'],
  // Two proxies (CDN then load balancer).
  ['2 proxies', '10.0.0.2', '1.2.3.4, 198.51.100.4, 172.16.0.9', two, '198.51.100.4'],
  ['2 proxies, chain shorter than the count', '10.0.0.2', '198.51.100.4', two, '198.51.100.4'],
  // A list: skip hops while they are our proxies.
  ['list, peer trusted, client next', '10.1.2.3', '1.2.3.4, 198.51.100.4', list, '198.51.100.4'],
  ['list, two trusted hops', '10.1.2.3', '1.2.3.4, 198.51.100.4, 192.168.1.7', list, '198.51.100.4'],
  ['list, peer not trusted: header ignored', '203.0.113.9', '1.2.3.4', list, '203.0.113.9'],
  ['list, IPv6 proxy range', '2001:db8:5::1', '198.51.100.4', list, '198.51.100.4'],
  ['list, IPv4-mapped range matches plain IPv4', '172.16.3.3', '198.51.100.4', list, '198.51.100.4'],
  ['list, every hop trusted: the left-most', '10.1.2.3', '10.9.9.9', list, '10.9.9.9'],
])('%s', (_label, peer, forwardedFor, trust, expected) => {
  expect(pickClientAddress({ peer, forwardedFor, trust })).toBe(expected);
});

test.each([
  ['', { kind: 'none' }],
  ['0', { kind: 'none' }],
  [' 1 ', { kind: 'count', hops: 1 }],
  ['3', { kind: 'count', hops: 3 }],
])('TRUSTED_PROXIES=%p', (value, expected) => {
  expect(parseTrustedProxies(value)).toEqual(expected);
});

test.each(['11', 'yes', '10.0.0.0/33', '10.0.0.1, nonsense', 'loopback'])('TRUSTED_PROXIES=%p is refused', (value) => {
  expect(() => parseTrustedProxies(value)).toThrow(/TRUSTED_PROXIES/);
});

test.each([
  ['1.2.3.4', '1.2.3.4'],
  [' 1.2.3.4 ', '1.2.3.4'],
  ['::ffff:1.2.3.4', '1.2.3.4'],
  ['fe80::1%eth0', 'fe80::1'],
  ['2001:0db8:0000:0000:0000:0000:0000:0001', '2001:db8::1'],
  ['999.1.1.1', null],
  ['1.2.3', null],
  ['', null],
  ['<script>', null],
])('normalizeAddress(%p) = %p', (raw, expected) => {
  expect(normalizeAddress(raw)).toBe(expected);
});

test.each([
  ['203.0.113.9', '203.0.113.9'],
  ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
  ['2001:db8:1:2::ffff', '2001:db8:1:2::/64'],
  ['2001:db8:1:3::1', '2001:db8:1:3::/64'],
  [UNKNOWN_ADDRESS, UNKNOWN_ADDRESS],
])('networkKey(%p) = %p', (address, expected) => {
  expect(networkKey(address)).toBe(expected);
});
