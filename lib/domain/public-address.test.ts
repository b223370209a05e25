import { isPublicAddress } from './public-address';

test.each<[string, boolean]>([
  ['142.250.183.10', true],
  ['2606:4700:4700::1111', true],
  ['127.0.0.1', false],
  ['127.8.9.10', false],
  ['::1', false],
  ['::ffff:127.0.0.1', false],
  ['::ffff:10.1.2.3', false],
  // IPv4 inside IPv6: mapped, compatible, translated; written out and as URL parsers write them
  ['::ffff:7f00:1', false],
  ['::127.0.0.1', false],
  ['::7f00:1', false],
  ['::10.0.0.1', false],
  ['::169.254.169.254', false],
  ['::a9fe:a9fe', false],
  ['::ffff:0:127.0.0.1', false],
  ['::ffff:0:7f00:1', false],
  ['0:0:0:0:0:ffff:7f00:1', false],
  ['::', false],
  ['::ffff:142.250.183.10', true],
  ['::142.250.183.10', true],
  ['10.0.0.1', false],
  ['172.16.5.4', false],
  ['172.31.255.255', false],
  ['192.168.1.1', false],
  ['169.254.169.254', false],
  ['fe80::1', false],
  ['fd00::1', false],
  ['100.64.0.1', false],
  ['0.0.0.0', false],
  ['255.255.255.255', false],
  ['224.0.0.1', false],
  ['198.51.100.7', false],
  ['not an address', false],
])('%s is public: %s', (address, expected) => {
  expect(isPublicAddress(address)).toBe(expected);
});
