// Through the real /api/graphql route: the per-network login-code budget follows the socket
// address (or what TRUSTED_PROXIES lets X-Forwarded-For say), never a header the client writes.
import { useTestDatabase } from '@/testing/test-database';
import { graphqlRequest } from '@/testing/graphql-request';
import { OTP_POLICY } from '@/lib/auth/otp/policy';

const t = useTestDatabase();

const SEND = 'mutation($p: String!) { sendOtp(phoneNumber: $p, countryCode: "+91") { id } }';
let n = 0;
const unknownPhone = () => `97${String(31000000 + ++n * 13).padStart(8, '0')}`;

afterEach(() => {
  delete process.env.TRUSTED_PROXIES;
});

test('a spoofed X-Forwarded-For does not give a fresh per-network budget', async () => {
  const socket = '203.0.113.50';
  for (let i = 0; i < OTP_POLICY.maxNewPhonesPerNetwork; i++) {
    const res = await graphqlRequest(SEND, { p: unknownPhone() }, { ip: socket, headers: { 'x-forwarded-for': `198.51.100.${i}` } });
    expect(res.errors).toBeUndefined();
  }
  for (const spoof of ['198.51.100.200', '1.1.1.1, 2.2.2.2', '10.0.0.1']) {
    const res = await graphqlRequest(SEND, { p: unknownPhone() }, { ip: socket, headers: { 'x-forwarded-for': spoof, 'x-real-ip': spoof } });
    expect(res.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
  }
  // Every code was counted against the socket address.
  const rows = await t.db().otpChallenge.findMany({ where: { ip: socket } });
  expect(rows).toHaveLength(OTP_POLICY.maxNewPhonesPerNetwork);
});

test('behind one trusted proxy (TRUSTED_PROXIES=1) the entry the proxy appended is the client', async () => {
  process.env.TRUSTED_PROXIES = '1';
  const proxy = '10.0.0.9';
  // The client prepends whatever it likes; our proxy appends the address it saw.
  for (let i = 0; i < OTP_POLICY.maxNewPhonesPerNetwork; i++) {
    const res = await graphqlRequest(SEND, { p: unknownPhone() }, { ip: proxy, headers: { 'x-forwarded-for': `6.6.6.${i}, 198.51.100.77` } });
    expect(res.errors).toBeUndefined();
  }
  const refused = await graphqlRequest(SEND, { p: unknownPhone() }, { ip: proxy, headers: { 'x-forwarded-for': '7.7.7.7, 198.51.100.77' } });
  expect(refused.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
  // Another customer behind the same proxy is another network.
  const other = await graphqlRequest(SEND, { p: unknownPhone() }, { ip: proxy, headers: { 'x-forwarded-for': '198.51.100.78' } });
  expect(other.errors).toBeUndefined();
  expect(await t.db().otpChallenge.count({ where: { ip: '198.51.100.77' } })).toBe(OTP_POLICY.maxNewPhonesPerNetwork);
});

test('with a list of proxies, hops are skipped only while they are ours', async () => {
  process.env.TRUSTED_PROXIES = '10.0.0.0/8';
  await graphqlRequest(SEND, { p: unknownPhone() }, { ip: '10.0.0.9', headers: { 'x-forwarded-for': '6.6.6.6, 198.51.100.90, 10.2.2.2' } });
  // Not from one of our proxies: the header is not believed.
  await graphqlRequest(SEND, { p: unknownPhone() }, { ip: '203.0.113.91', headers: { 'x-forwarded-for': '198.51.100.90' } });
  expect(await t.db().otpChallenge.count({ where: { ip: '198.51.100.90' } })).toBe(1);
  expect(await t.db().otpChallenge.count({ where: { ip: '203.0.113.91' } })).toBe(1);
});
