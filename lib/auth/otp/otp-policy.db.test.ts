// The one-time-code policy with a pinned clock: expiry, wrong tries, resend spacing, codes per
// window, reuse, the per-network limits (carrier NAT vs SMS pumping), the waits after wrong codes
// (per network, per known device, the phone's slow-down), and identical answers for known and unknown phones.
import { useTestDatabase } from '@/testing/test-database';
import { setClock } from '@/lib/clock';
import { setOtpSender, type OtpSender } from '@/lib/sms/otp-sender';
import { sendOtp, pruneOldLoginRows } from './send-otp';
import { verifyOtp } from './verify-otp';
import { OTP_POLICY } from './policy';
import { AppError } from '@/lib/errors';

const t = useTestDatabase();

const sent: { phone: string; code: string }[] = [];
const capture: OtpSender = { providerChecksCode: false, send: async (phone, code) => void sent.push({ phone, code }) };
const T0 = new Date('2026-11-20T04:30:00.000Z');
let restoreClock: () => void = () => {};
let phoneCounter = 0;
const freshPhone = () => `98${String(45000000 + ++phoneCounter * 7).padStart(8, '0')}`;
const at = (ms: number) => {
  restoreClock();
  restoreClock = setClock(new Date(T0.getTime() + ms));
};
const lastCode = () => sent[sent.length - 1].code;
const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

beforeAll(() => setOtpSender(capture));
afterAll(() => setOtpSender(null));
beforeEach(() => {
  process.env.OTP_TEST_CODE = '';
  at(0);
});
afterEach(() => restoreClock());

async function error(p: Promise<unknown>): Promise<AppError> {
  try {
    await p;
  } catch (e) {
    return e as AppError;
  }
  throw new Error('expected an error');
}

test('a code sent by SMS logs a new phone in once, as NEW', async () => {
  const phone = freshPhone();
  const { id, typeOfUser } = await sendOtp({ phoneNumber: phone, ip: '1.1.1.1' });
  expect(typeOfUser).toBeNull();
  expect(sent.at(-1)!.phone).toBe(`+91${phone}`);
  expect(lastCode()).toMatch(/^\d{6}$/);
  const row = await t.db().otpChallenge.findUniqueOrThrow({ where: { id } });
  expect(row.codeHash).not.toContain(lastCode());
  const result = await verifyOtp({ otp: lastCode(), challengeId: id, ip: '1.1.1.1' });
  expect(result.typeOfUser).toBe('NEW');
  expect(result.user.phoneNumber).toBe(`+91${phone}`);
});

test.each([
  ['exactly 10:00 after sending', 10 * 60 * 1000, true],
  ['10:01 after sending', 10 * 60 * 1000 + 1000, false],
])('a code used %s works: %s', async (_label, after, works) => {
  const { id } = await sendOtp({ phoneNumber: freshPhone(), ip: '1.1.1.2' });
  at(after);
  const attempt = verifyOtp({ otp: lastCode(), challengeId: id, ip: '1.1.1.2' });
  if (works) await expect(attempt).resolves.toMatchObject({ verified: true });
  else expect((await error(attempt)).message).toMatch(/expired/);
});

test('the 6th wrong try voids the code, even the right one after it', async () => {
  const { id } = await sendOtp({ phoneNumber: freshPhone(), ip: '1.1.1.3' });
  const code = lastCode();
  for (let i = 1; i <= OTP_POLICY.maxWrongTries; i++) {
    const e = await error(verifyOtp({ otp: wrong(code), challengeId: id, ip: '1.1.1.3' }));
    expect(e.code).toBe('BAD_USER_INPUT');
    if (i < 5) expect(e.message).toMatch(`${5 - i} `);
  }
  // (after the requester's 30 s wait for five wrong codes)
  at(31_000);
  const sixth = await error(verifyOtp({ otp: code, challengeId: id, ip: '1.1.1.3' }));
  expect(sixth.message).toMatch(/Too many wrong tries/);
});

test('a used code cannot be used again', async () => {
  const { id } = await sendOtp({ phoneNumber: freshPhone(), ip: '1.1.1.4' });
  const code = lastCode();
  await verifyOtp({ otp: code, challengeId: id, ip: '1.1.1.4' });
  expect((await error(verifyOtp({ otp: code, challengeId: id, ip: '1.1.1.4' }))).message).toMatch(/already been used/);
});

test('a new code voids the older one', async () => {
  const phone = freshPhone();
  const first = await sendOtp({ phoneNumber: phone, ip: '1.1.1.5' });
  const firstCode = lastCode();
  at(31_000);
  await sendOtp({ phoneNumber: phone, ip: '1.1.1.5' });
  expect((await error(verifyOtp({ otp: firstCode, challengeId: first.id, ip: '1.1.1.5' }))).message).toMatch(/replaced/);
});

test.each([
  [29_000, false],
  [30_000, true],
  [31_000, true],
])('a resend %i ms after the last code is allowed: %s', async (after, allowed) => {
  const phone = freshPhone();
  await sendOtp({ phoneNumber: phone, ip: '1.1.1.6' });
  at(after);
  const again = sendOtp({ phoneNumber: phone, ip: '1.1.1.6' });
  if (allowed) await expect(again).resolves.toHaveProperty('id');
  else {
    const e = await error(again);
    expect(e.code).toBe('RATE_LIMITED');
    expect(e.details.retryAfterSeconds).toBe(1);
  }
});

test('the 6th code within 10 minutes is refused, and allowed once the first leaves the window', async () => {
  const phone = freshPhone();
  for (let i = 0; i < 5; i++) {
    at(i * 31_000);
    await sendOtp({ phoneNumber: phone, ip: '1.1.1.7' });
  }
  at(5 * 31_000);
  const e = await error(sendOtp({ phoneNumber: phone, ip: '1.1.1.7' }));
  expect(e.code).toBe('RATE_LIMITED');
  expect(e.details.retryAfterSeconds).toBe(10 * 60 - 5 * 31);
  at(10 * 60 * 1000 + 1000);
  await expect(sendOtp({ phoneNumber: phone, ip: '1.1.1.7' })).resolves.toHaveProperty('id');
});

test('50 different customers behind one carrier address (CGNAT) can each get a code', async () => {
  const phones = Array.from({ length: 50 }, () => freshPhone());
  await t.db().user.createMany({ data: phones.map((p) => ({ phoneNumber: `+91${p}`, roleId: 2, firstName: 'Customer' })) });
  for (const phone of phones) await expect(sendOtp({ phoneNumber: phone, ip: '49.36.1.1' })).resolves.toHaveProperty('id');
});

test('new customers signing up behind one address are not stopped by the numbers that verified', async () => {
  // Each signs up (verifies) before the next asks: a verified number no longer counts as unknown.
  for (let i = 0; i < OTP_POLICY.maxNewPhonesPerNetwork + 5; i++) {
    at(i * 1000);
    const { id } = await sendOtp({ phoneNumber: freshPhone(), ip: '49.36.1.2' });
    await verifyOtp({ otp: lastCode(), challengeId: id, ip: '49.36.1.2' });
  }
});

test('one address cycling through unknown numbers is stopped at the 11th, other addresses are not', async () => {
  for (let i = 0; i < OTP_POLICY.maxNewPhonesPerNetwork; i++) await sendOtp({ phoneNumber: freshPhone(), ip: '9.9.9.9' });
  const e = await error(sendOtp({ phoneNumber: freshPhone(), ip: '9.9.9.9' }));
  expect(e.code).toBe('RATE_LIMITED');
  expect(e.details.retryAfterSeconds).toBe(60 * 60);
  // A customer behind the same address still gets a code; another network is not affected.
  const customer = freshPhone();
  await t.db().user.create({ data: { phoneNumber: `+91${customer}`, roleId: 2, firstName: 'Asha' } });
  await expect(sendOtp({ phoneNumber: customer, ip: '9.9.9.9' })).resolves.toHaveProperty('id');
  await expect(sendOtp({ phoneNumber: freshPhone(), ip: '9.9.9.10' })).resolves.toHaveProperty('id');
  // The window slides: an hour later the address may ask again.
  at(60 * 60 * 1000 + 1000);
  await expect(sendOtp({ phoneNumber: freshPhone(), ip: '9.9.9.9' })).resolves.toHaveProperty('id');
});

test('resends to the same few unknown numbers are capped per network too', async () => {
  const phones = [freshPhone(), freshPhone(), freshPhone(), freshPhone(), freshPhone(), freshPhone()];
  let sentCount = 0;
  // 5 codes per phone per 10 minutes, 30 s apart: 6 phones x 5 = 30 codes reach the cap.
  for (let round = 0; round < 5; round++) {
    at(round * 31_000);
    for (const phone of phones) {
      await sendOtp({ phoneNumber: phone, ip: '9.9.8.1' });
      sentCount++;
    }
  }
  expect(sentCount).toBe(OTP_POLICY.maxCodesToNewPhonesPerNetwork);
  at(11 * 60 * 1000);
  expect((await error(sendOtp({ phoneNumber: phones[0], ip: '9.9.8.1' }))).code).toBe('RATE_LIMITED');
});

test('an IPv6 customer cannot get fresh budgets by rotating addresses inside their /64', async () => {
  for (let i = 0; i < OTP_POLICY.maxNewPhonesPerNetwork; i++) await sendOtp({ phoneNumber: freshPhone(), ip: `2001:db8:7:7::${i + 1}` });
  expect((await error(sendOtp({ phoneNumber: freshPhone(), ip: '2001:db8:7:7:ffff::1' }))).code).toBe('RATE_LIMITED');
  await expect(sendOtp({ phoneNumber: freshPhone(), ip: '2001:db8:7:8::1' })).resolves.toHaveProperty('id');
});

test('the ceiling for everyone behind one address', async () => {
  const phones = Array.from({ length: OTP_POLICY.maxCodesPerNetwork }, () => freshPhone());
  await t.db().user.createMany({ data: phones.map((p) => ({ phoneNumber: `+91${p}`, roleId: 2 })) });
  // Seed the window directly: 300 sends through the service would only repeat the test above.
  await t.db().otpChallenge.createMany({
    data: phones.map((p) => ({ phoneNumber: `+91${p}`, codeHash: 'x', ip: '49.36.9.9', createdAt: T0, expiresAt: T0 })),
  });
  const customer = freshPhone();
  await t.db().user.create({ data: { phoneNumber: `+91${customer}`, roleId: 2 } });
  at(1000);
  const e = await error(sendOtp({ phoneNumber: customer, ip: '49.36.9.9' }));
  expect(e.code).toBe('RATE_LIMITED');
  expect(e.message).toMatch(/this network/);
  expect(e.details.retryAfterSeconds).toBe(60 * 60 - 1);
  await expect(sendOtp({ phoneNumber: customer, ip: '49.36.9.10' })).resolves.toHaveProperty('id');
});

test('sendOtp answers the same for a known and an unknown phone', async () => {
  const known = await sendOtp({ phoneNumber: '9000000002', ip: '1.1.1.8' });
  const unknown = await sendOtp({ phoneNumber: freshPhone(), ip: '1.1.1.8' });
  expect(Object.keys(known)).toEqual(Object.keys(unknown));
  expect(known.typeOfUser).toBe(unknown.typeOfUser);
  expect(known.id).toMatch(/^c[a-z0-9]{20,}$/);
  expect(unknown.id).toMatch(/^c[a-z0-9]{20,}$/);
});

test('an existing customer with a profile is EXISTING', async () => {
  at(5 * 60_000);
  const { id } = await sendOtp({ phoneNumber: '+91 90000 00002', ip: '1.1.1.9' });
  const result = await verifyOtp({ otp: lastCode(), challengeId: id, ip: '1.1.1.9' });
  expect(result.typeOfUser).toBe('EXISTING');
  expect(result.user.firstName).toBe('Ravi');
});

test.each(['12345', '5123456789', '+1 202 555 0101', 'abc', ''])('"%s" is not an Indian mobile number', async (phone) => {
  const e = await error(sendOtp({ phoneNumber: phone, ip: '1.1.1.10' }));
  expect(e.code).toBe('BAD_USER_INPUT');
  expect(e.details.field).toBe('phoneNumber');
});

/** Wrong codes for `phone` from `ip`: as many as asked, each on a fresh code when the last is used up. */
async function wrongCodes(phone: string, ip: string, count: number, startMs: number): Promise<number> {
  let ms = startMs;
  let id = '';
  let tries: number = OTP_POLICY.maxWrongTries;
  for (let i = 0; i < count; i++) {
    if (tries === OTP_POLICY.maxWrongTries) {
      ms += 11 * 60_000;
      at(ms);
      id = (await sendOtp({ phoneNumber: phone, ip })).id;
      tries = 0;
    }
    await error(verifyOtp({ otp: wrong(lastCode()), challengeId: id, ip }));
    tries++;
  }
  return ms;
}

test('wrong codes never lock a number for good: each one past five doubles a wait, and the wait ends', async () => {
  const phone = freshPhone();
  // The old rule locked the number after 100 failures until a database edit; a stranger got there in 40 minutes.
  const ms = await wrongCodes(phone, '1.1.2.1', OTP_POLICY.requesterBackoff.freeFailures, 0);
  // The 5th wrong code from this network: 30 s, and no new code before then.
  const waiting = await error(sendOtp({ phoneNumber: phone, ip: '1.1.2.1' }));
  expect(waiting.code).toBe('RATE_LIMITED');
  expect(waiting.details.retryAfterSeconds).toBe(30);
  expect(waiting.message).toBe('Too many wrong codes. Please try again in 30 seconds.');
  at(ms + 31_000);
  const { id } = await sendOtp({ phoneNumber: phone, ip: '1.1.2.1' });
  await error(verifyOtp({ otp: wrong(lastCode()), challengeId: id, ip: '1.1.2.1' }));
  // The 6th: 60 s.
  expect((await error(verifyOtp({ otp: lastCode(), challengeId: id, ip: '1.1.2.1' }))).details.retryAfterSeconds).toBe(60);
  at(ms + 31_000 + 61_000);
  await expect(verifyOtp({ otp: lastCode(), challengeId: id, ip: '1.1.2.1' })).resolves.toMatchObject({ verified: true });
  const rows = await t.db().loginGuard.findMany({ where: { phoneNumber: `+91${phone}` } });
  expect(rows.map((r) => [r.network, r.consecutiveFailures, r.lockedUntil])).toEqual(expect.arrayContaining([['1.1.2.1', 0, null], ['*', 0, null]]));
});

/** One wrong guess for `phone` from `ip`, on a fresh code, `gapMs` after the last: past any wait a guess caused. */
async function strangerGuess(phone: string, ip: string, ms: number, gapMs = 16 * 60_000): Promise<number> {
  at(ms + gapMs);
  const { id } = await sendOtp({ phoneNumber: phone, ip });
  expect((await error(verifyOtp({ otp: wrong(lastCode()), challengeId: id, ip }))).code).toBe('BAD_USER_INPUT');
  return ms + gapMs;
}

/** The owner logs in once from `ip`: their device's cookie value. */
async function ownerLogsIn(phone: string, ip: string): Promise<string> {
  const first = await sendOtp({ phoneNumber: phone, ip });
  return (await verifyOtp({ otp: lastCode(), challengeId: first.id, ip })).deviceToken;
}

test("wrong codes lock only the network they came from: the same number from another network gets its code", async () => {
  const phone = freshPhone();
  const ms = await wrongCodes(phone, '1.1.3.1', OTP_POLICY.requesterBackoff.freeFailures + 1, 0);
  // Past the 30 s every new code waits for, that network still waits for its wrong codes...
  at(ms + 31_000);
  const there = await error(sendOtp({ phoneNumber: phone, ip: '1.1.3.1' }));
  expect(there.code).toBe('RATE_LIMITED');
  expect(there.message).toBe('Too many wrong codes. Please try again in 29 seconds.');
  // ...and another network does not.
  const elsewhere = await sendOtp({ phoneNumber: phone, ip: '1.1.3.2' });
  await expect(verifyOtp({ otp: lastCode(), challengeId: elsewhere.id, ip: '1.1.3.2' })).resolves.toMatchObject({ verified: true });
});

test("guesses from many networks slow strangers down for minutes, never lock them, and never hold back the owner's device or network", async () => {
  const phone = freshPhone();
  const device = await ownerLogsIn(phone, '49.36.5.5');
  // A stranger guesses from four networks, five each: twenty wrong codes for the number.
  let ms = 0;
  for (let n = 0; n < 20; n++) ms = await strangerGuess(phone, `203.0.113.${1 + Math.floor(n / 5)}`, ms);
  const phoneRow = await t.db().loginGuard.findUniqueOrThrow({ where: { phoneNumber_network: { phoneNumber: `+91${phone}`, network: '*' } } });
  expect(phoneRow.consecutiveFailures).toBe(20);
  // Anyone new is slowed down, by 15 minutes at most (no day-long lock)...
  at(ms + 31_000);
  const stranger = await error(sendOtp({ phoneNumber: phone, ip: '198.51.100.7' }));
  expect(stranger.code).toBe('RATE_LIMITED');
  expect(stranger.details.retryAfterSeconds).toBe(15 * 60 - 31);
  expect(stranger.message).toMatch(/from other places.*device or network you used before/);
  // ...but the owner's device logs in from a network it never used (mobile data's next address)...
  const onTheRoad = await sendOtp({ phoneNumber: phone, ip: '100.70.1.1', deviceToken: device });
  await expect(verifyOtp({ otp: lastCode(), challengeId: onTheRoad.id, ip: '100.70.1.1', deviceToken: device })).resolves.toMatchObject({ verified: true });
  // (that success starts the number's count again; the stranger guesses on)
  ms += 31_000;
  for (let n = 0; n < 20; n++) ms = await strangerGuess(phone, `203.0.113.${10 + Math.floor(n / 5)}`, ms);
  // ...and so does the owner from home without the cookie (another browser on the home network)...
  at(ms + 31_000);
  const home = await sendOtp({ phoneNumber: phone, ip: '49.36.5.5' });
  await expect(verifyOtp({ otp: lastCode(), challengeId: home.id, ip: '49.36.5.5' })).resolves.toMatchObject({ verified: true });
  // ...and a stranger's slow-down ends by itself.
  ms += 31_000;
  for (let n = 0; n < 20; n++) ms = await strangerGuess(phone, `203.0.113.${20 + Math.floor(n / 5)}`, ms);
  at(ms + 15 * 60_000 + 1_000);
  await expect(sendOtp({ phoneNumber: phone, ip: '198.51.100.8' })).resolves.toMatchObject({ id: expect.any(String) });
});

test("a device that logged in before is never held back by a stranger on its own network, only by its own wrong codes", async () => {
  const phone = freshPhone();
  const carrier = '100.64.50.50';
  const device = await ownerLogsIn(phone, carrier);
  // A stranger behind the same carrier address guesses until the address must wait.
  let ms = 0;
  for (let n = 0; n <= OTP_POLICY.requesterBackoff.freeFailures; n++) ms = await strangerGuess(phone, carrier, ms, 150_000);
  at((ms += 31_000));
  expect((await error(sendOtp({ phoneNumber: phone, ip: carrier }))).message).toMatch(/^Too many wrong codes\. Please try again in/);
  // The owner's device on that address: a code, and in.
  const mine = await sendOtp({ phoneNumber: phone, ip: carrier, deviceToken: device });
  await expect(verifyOtp({ otp: lastCode(), challengeId: mine.id, ip: carrier, deviceToken: device })).resolves.toMatchObject({ verified: true });
  // A cookie made for another number, or tampered with, is nobody's.
  const other = freshPhone();
  const otherDevice = await ownerLogsIn(other, '1.1.4.1');
  expect((await error(sendOtp({ phoneNumber: phone, ip: carrier, deviceToken: otherDevice }))).message).toMatch(/^Too many wrong codes\. Please try again in/);
  expect((await error(sendOtp({ phoneNumber: phone, ip: carrier, deviceToken: device.slice(0, -2) + 'xx' }))).message).toMatch(/^Too many wrong codes\. Please try again in/);
  // The device's own wrong codes still make it wait.
  for (let n = 0; n < OTP_POLICY.requesterBackoff.freeFailures; n++) {
    at((ms += 40_000));
    const { id } = await sendOtp({ phoneNumber: phone, ip: carrier, deviceToken: device });
    await error(verifyOtp({ otp: wrong(lastCode()), challengeId: id, ip: carrier, deviceToken: device }));
  }
  const own = await error(sendOtp({ phoneNumber: phone, ip: carrier, deviceToken: device }));
  expect(own.code).toBe('RATE_LIMITED');
  expect(own.message).toBe('Too many wrong codes. Please try again in 30 seconds.');
});

test('a success resets the consecutive failure count', async () => {
  const phone = freshPhone();
  const { id } = await sendOtp({ phoneNumber: phone, ip: '1.1.2.2' });
  const code = lastCode();
  await error(verifyOtp({ otp: wrong(code), challengeId: id, ip: '1.1.2.2' }));
  expect((await t.db().loginGuard.findUniqueOrThrow({ where: { phoneNumber_network: { phoneNumber: `+91${phone}`, network: '1.1.2.2' } } })).consecutiveFailures).toBe(1);
  await verifyOtp({ otp: code, challengeId: id, ip: '1.1.2.2' });
  const rows = await t.db().loginGuard.findMany({ where: { phoneNumber: `+91${phone}` } });
  expect(rows.map((r) => r.consecutiveFailures)).toEqual([0, 0]);
});

test('made-up or malformed challenge ids are refused without a lookup counting against the network; wrong codes still count', async () => {
  const ip = '100.64.9.9';
  // Far more garbage than the network's allowance of wrong codes: none of it counts.
  for (let i = 0; i < OTP_POLICY.maxFailedVerifiesPerNetwork + 5; i++) {
    const e = await error(verifyOtp({ otp: '123456', challengeId: i % 2 ? `c${String(i).padStart(24, 'x')}` : `../${i}`, ip }));
    expect(e.code).toBe('BAD_USER_INPUT');
  }
  expect(await t.db().rateLimitHit.count({ where: { bucket: { contains: '100.64.9.9' } } })).toBe(0);
  // A real login from that network still works.
  const phone = freshPhone();
  const { id } = await sendOtp({ phoneNumber: phone, ip });
  await expect(verifyOtp({ otp: lastCode(), challengeId: id, ip })).resolves.toMatchObject({ verified: true });
  // Real wrong codes count: the network's allowance runs out.
  await t.db().rateLimitHit.createMany({ data: Array.from({ length: OTP_POLICY.maxFailedVerifiesPerNetwork }, () => ({ bucket: `otp-verify-failed:network:${ip}`, createdAt: T0 })) });
  at(31_000);
  const again = await sendOtp({ phoneNumber: phone, ip });
  const limited = await error(verifyOtp({ otp: wrong(lastCode()), challengeId: again.id, ip }));
  expect(limited.code).toBe('RATE_LIMITED');
  expect(limited.message).toMatch(/this network/);
});

test('OTP_TEST_CODE is accepted outside production and never in production', async () => {
  process.env.OTP_TEST_CODE = '123456';
  const { id } = await sendOtp({ phoneNumber: freshPhone(), ip: '1.1.2.3' });
  process.env.APP_ENV = 'production';
  try {
    expect((await error(verifyOtp({ otp: '123456', challengeId: id, ip: '1.1.2.3' }))).code).toBe('BAD_USER_INPUT');
  } finally {
    delete process.env.APP_ENV;
  }
  await expect(verifyOtp({ otp: '123456', challengeId: id, ip: '1.1.2.3' })).resolves.toMatchObject({ verified: true });
});

test('pruning drops rows older than a day and keeps the rest', async () => {
  const db = t.db();
  const old = new Date(T0.getTime() - 25 * 60 * 60 * 1000);
  await db.rateLimitHit.create({ data: { bucket: 'prune-test', createdAt: old } });
  await db.rateLimitHit.create({ data: { bucket: 'prune-test', createdAt: T0 } });
  await pruneOldLoginRows(T0);
  expect((await db.rateLimitHit.findMany({ where: { bucket: 'prune-test' } })).map((h) => h.createdAt)).toEqual([T0]);
});
