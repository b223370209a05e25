// An endpoint written with an IP address is checked without DNS: every way of writing an address
// inside the server's own network is refused, IPv4 inside IPv6 included.
import { checkPushEndpoint } from './push-endpoint-guard';

test.each<[string, boolean]>([
  ['https://[::127.0.0.1]/x', false],
  ['https://[::ffff:127.0.0.1]/x', false],
  ['https://[::ffff:7f00:1]/x', false],
  ['https://[::7f00:1]/x', false],
  ['https://[::ffff:0:127.0.0.1]/x', false],
  ['https://[::10.0.0.1]/x', false],
  ['https://[::169.254.169.254]/latest/meta-data', false],
  ['https://[::ffff:192.168.1.1]/x', false],
  ['https://[::1]/x', false],
  ['https://127.0.0.1/x', false],
  ['https://0x7f.1/x', false],
  ['https://[2606:4700:4700::1111]/x', true],
  ['https://142.250.183.10/x', true],
  ['https://[::ffff:142.250.183.10]/x', true],
])('%s may be a push endpoint: %s', async (endpoint, expected) => {
  const check = await checkPushEndpoint(endpoint, {} as NodeJS.ProcessEnv);
  expect([endpoint, check.ok]).toEqual([endpoint, expected]);
});
