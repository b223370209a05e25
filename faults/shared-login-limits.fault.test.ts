// Two app servers (two `next start` processes) on one database, as behind a load balancer: the
// login-code limits must count across both, or an attacker gets twice the budget by alternating.
// The limits live in Postgres (lib/auth/otp/policy.ts); this keeps it so.
import { useTestDatabase } from '@/testing/test-database';
import { OTP_POLICY } from '@/lib/auth/otp/policy';
import { startApp, graphqlAt, type App } from './support/app';

const t = useTestDatabase();
jest.setTimeout(180_000);

let a: App;
let b: App;
const figures = { requests: 0 };

beforeAll(async () => {
  [a, b] = await Promise.all([startApp('limits-a', t.url()), startApp('limits-b', t.url())]);
});
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  console.log(`shared login limits: ${figures.requests} requests over two app servers on one database`);
});

const SEND = 'mutation($p: String!) { sendOtp(phoneNumber: $p, countryCode: "+91") { id } }';
const VERIFY = 'mutation($o: String!, $id: ID!) { verifyOtp(otp: $o, userId: $id) { verified } }';
const send = (app: App, phone: string, ip: string) => {
  figures.requests++;
  return graphqlAt(app.baseUrl, SEND, { p: phone }, { ip });
};
const code = (r: Awaited<ReturnType<typeof send>>) => r.json?.errors?.[0]?.extensions?.code ?? (r.json?.data ? 'OK' : `HTTP ${r.status}`);

test('the same number asked for a code on both servers at once gets exactly one', async () => {
  const phone = '9812300001';
  const replies = await Promise.all(Array.from({ length: 10 }, (_, i) => send(i % 2 ? b : a, phone, '10.60.0.1')));
  const codes = replies.map(code);
  expect(codes.filter((c) => c === 'OK')).toHaveLength(1);
  expect(codes.filter((c) => c === 'RATE_LIMITED')).toHaveLength(9);
  for (const r of replies.filter((x) => code(x) === 'RATE_LIMITED')) expect(r.json?.errors?.[0]?.message).toMatch(/^Please wait \d+ seconds? before asking for a new code\.$/);
  expect(await t.db().otpChallenge.count({ where: { phoneNumber: `+91${phone}` } })).toBe(1);
});

test(`one network reaches ${OTP_POLICY.maxNewPhonesPerNetwork} new numbers an hour in total, whichever server it asks`, async () => {
  const ip = '203.0.113.9';
  const codes: string[] = [];
  for (let i = 0; i <= OTP_POLICY.maxNewPhonesPerNetwork; i++) codes.push(code(await send(i % 2 ? b : a, `98123100${String(i).padStart(2, '0')}`, ip)));
  expect(codes.slice(0, OTP_POLICY.maxNewPhonesPerNetwork)).toEqual(Array(OTP_POLICY.maxNewPhonesPerNetwork).fill('OK'));
  expect(codes[OTP_POLICY.maxNewPhonesPerNetwork]).toBe('RATE_LIMITED');
});

test(`wrong codes count across servers: after ${OTP_POLICY.maxWrongTries} on either, the right one is refused on both (the requester waits)`, async () => {
  const sent = await send(a, '9812300002', '10.60.0.2');
  const id = (sent.json?.data?.sendOtp as { id: string }).id;
  const messages: string[] = [];
  for (let i = 0; i < OTP_POLICY.maxWrongTries; i++) {
    figures.requests++;
    const r = await graphqlAt((i % 2 ? b : a).baseUrl, VERIFY, { o: '000000', id }, { ip: '10.60.0.2' });
    messages.push(r.json?.errors?.[0]?.message ?? 'accepted');
  }
  expect(messages).toEqual(['That code is not right. 4 tries left.', 'That code is not right. 3 tries left.', 'That code is not right. 2 tries left.', 'That code is not right. 1 try left.', 'Too many wrong tries. Please ask for a new code.']);
  for (const app of [a, b]) {
    figures.requests++;
    const right = await graphqlAt(app.baseUrl, VERIFY, { o: '123456', id }, { ip: '10.60.0.2' });
    // Five wrong codes from one network: that requester waits (30 s, doubling), on every server.
    expect(right.json?.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(right.json?.errors?.[0]?.message).toMatch(/^Too many wrong codes\. Please try again in \d+ seconds\.$/);
  }
});
