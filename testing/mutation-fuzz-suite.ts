// Property-based fuzzing (fast-check) of every mutation in the schema through the real
// /api/graphql route on a real database: arguments shaped by the SDL (strings with NUL, control
// characters, lone surrogates and huge lengths; ints out of range; wrong enums; nulls where the
// schema says non-null; nested input objects with missing or extra fields; real ids of an order, a
// delivery, an address and an upload), sent as an admin and as a customer. Whatever arrives: never a
// 5xx or an INTERNAL_SERVER_ERROR, and a refused call leaves every table exactly as it was.
// The mutations are shared out over graphql/mutation-fuzz-*.db.test.ts, one database each, so the
// longest test file (over a minute alone) no longer decides when `npm test` ends.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import {
  buildSchema,
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLScalarType,
  getNamedType,
  isObjectType,
  type GraphQLInputType,
} from 'graphql';
import { typeDefs } from '@/graphql/schema';
import { useTestDatabase } from '@/testing/test-database';
import { cookieHeader, graphqlRequest } from '@/testing/graphql-request';
import { createCustomer, type TestCustomer } from '@/testing/checkout';
import { createTestOrder } from '@/testing/order-factory';
import { startWriteLog, writeCounts } from '@/testing/write-log';
import { setClock } from '@/lib/clock';
import { seededAdminViewer } from '@/testing/admin';
import { db as appDb } from '@/lib/database/db';
import { startEmailVerification } from '@/lib/email/start-email-verification';
import { verificationToken } from '@/lib/email/verification-token';
import webpush from 'web-push';

/**
 * Sets up the fuzzing of every `parts`-th mutation, from the `part`-th (0-based), on a database of its
 * own: the mutations to fuzz, and the property to run for each.
 */
export function declareMutationFuzzing(part: number, parts: number): { mutations: string[]; fuzz: (name: string) => Promise<void> } {
  const t = useTestDatabase();
  const schema = buildSchema(typeDefs.join('\n'));
  const mine = Object.values(schema.getMutationType()!.getFields())
    .map((m) => m.name)
    .filter((_, i) => i % parts === part);

  // Bounded so the whole file stays well under 90 s on a shared 2-core machine.
  const RUNS_PER_MUTATION = Number(process.env.FUZZ_RUNS ?? 30);

  // ---- arbitraries shaped by the SDL ----

  /** ids and values that reach past validation into the services */
  const real = { ids: [] as string[], strings: [] as string[], dates: ['2026-12-01', '2026-12-08', '9999-12-31', '2026-02-30', '0000-01-01'] };

  const control = fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c));
  const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));
  const hostileString = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.string({ unit: 'binary', maxLength: 20 }),
    fc.array(fc.oneof(control, loneSurrogate, fc.constantFrom('\u0000', '\u202e', '\ufeff', '\u0085', '😀', "'", '"', '\\', '${', '<script>')), { maxLength: 8 }).map((a) => a.join('')),
    fc.constantFrom('', ' ', 'x'.repeat(10_001), 'é'.repeat(300), '9876543210', '+91', 'data:image/png;base64,AAAA', '/images/hero/hero-desktop.webp', 'a.png', 'NaN'),
    fc.constantFrom(...real.dates),
  );
  const idString = () => fc.oneof(hostileString, fc.constantFrom(...(real.ids.length ? real.ids : ['none'])));
  const outOfRangeInt = fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 2 ** 53, -1, 0, 1.5, 1e300);
  /** a value of the wrong JSON type for wherever it is put */
  const wrongType = fc.oneof(fc.constant(null), fc.boolean(), fc.integer(), fc.constant({}), fc.constant([]), fc.string({ maxLength: 5 }));

  function valueFor(type: GraphQLInputType, depth: number): fc.Arbitrary<unknown> {
    if (type instanceof GraphQLNonNull) {
      // now and then break the non-null promise
      return fc.oneof({ weight: 9, arbitrary: valueFor(type.ofType, depth) }, { weight: 1, arbitrary: fc.constant(null) });
    }
    const inner = ((): fc.Arbitrary<unknown> => {
      if (type instanceof GraphQLList) return fc.array(valueFor(type.ofType, depth + 1), { maxLength: depth > 1 ? 1 : 3 });
      if (type instanceof GraphQLEnumType) return fc.constantFrom(...type.getValues().map((v) => v.name), 'WRONG', '', 'cdm');
      if (type instanceof GraphQLInputObjectType) {
        const fields = Object.values(type.getFields());
        const model = Object.fromEntries(fields.map((f) => [f.name, valueFor(f.type, depth + 1)]));
        const required = fields.filter((f) => f.type instanceof GraphQLNonNull).map((f) => f.name);
        return fc.oneof(
          { weight: 8, arbitrary: fc.record(model, { requiredKeys: required }) },
          // a field the schema does not have
          { weight: 1, arbitrary: fc.record(model, { requiredKeys: required }).map((o) => ({ ...o, notInTheSchema: 'x' })) },
          { weight: 1, arbitrary: fc.record(model, { requiredKeys: [] }) },
        );
      }
      const scalar = type as GraphQLScalarType;
      switch (scalar.name) {
        case 'Int':
          return fc.oneof(fc.integer({ min: -5, max: 500 }), fc.integer(), outOfRangeInt);
        case 'Float':
          return fc.oneof(fc.double({ noNaN: true }), fc.constantFrom(12.97, 77.59, -91, 181, 1e308));
        case 'Boolean':
          return fc.boolean();
        case 'ID':
          return idString();
        default:
          // now and then a real value of the kind a String argument carries (a login number for deleteMyAccount's confirmation, a link's token, a push endpoint and keys, a UTR,
          // a bank statement in base64 for previewBankStatement and applyBankStatement)
          return real.strings.length ? fc.oneof({ weight: 4, arbitrary: hostileString }, { weight: 1, arbitrary: fc.constantFrom(...real.strings) }) : hostileString;
      }
    })();
    return fc.oneof({ weight: 19, arbitrary: inner }, { weight: 1, arbitrary: wrongType }, { weight: 1, arbitrary: fc.constant(null) });
  }

  // ---- sessions and records ----

  // The clock moves 11 minutes at every login, so the login-code limits never stop the suite.
  const START = new Date('2026-11-20T04:30:00Z').getTime();
  let minutes = 0;
  const TEST_CODE = (process.env.OTP_TEST_CODE ||= '123456');
  let ip = 0;
  const nextIp = () => `10.7.${Math.floor(++ip / 250) % 250}.${ip % 250}`;

  async function login(userId: string): Promise<string> {
    minutes += 11;
    const { phoneNumber } = await t.db().user.findUniqueOrThrow({ where: { id: userId }, select: { phoneNumber: true } });
    const sent = await graphqlRequest<{ sendOtp: { id: string } }>('mutation($p: String!) { sendOtp(phoneNumber: $p) { id } }', { p: phoneNumber }, { ip: nextIp() });
    if (!sent.data?.sendOtp) throw new Error(`sendOtp: ${JSON.stringify(sent.errors)}`);
    const verified = await graphqlRequest('mutation($o: String!, $id: ID!) { verifyOtp(otp: $o, userId: $id) { verified } }', { o: TEST_CODE, id: sent.data.sendOtp.id }, { ip: nextIp() });
    if (verified.errors) throw new Error(`verifyOtp: ${JSON.stringify(verified.errors)}`);
    minutes += 11;
    return cookieHeader(verified.setCookies);
  }

  let customer: TestCustomer;
  let adminId = '';
  const cookies = { admin: '', customer: '' };
  let restoreClock = () => {};

  beforeAll(async () => {
    restoreClock = setClock({ now: () => new Date(START + minutes * 60_000) });
    const db = t.db();
    customer = await createCustomer(db, { firstName: 'Fuzz' });
    const admin = await db.user.findUniqueOrThrow({ where: { id: (await seededAdminViewer(db)).id } });
    adminId = admin.id;
    const order = await createTestOrder(db, {
      userId: customer.viewer.id,
      suborders: [{ kind: 'PDM', status: 'SUBSCRIBED', repeatType: 'WEEKLY', repeatInfo: 'MON,TUE', deliveries: [{ date: '2026-12-01' }, { date: '2026-12-08' }] }],
    });
    const upload = await db.uploadedImage.create({ data: { ownerId: customer.viewer.id, kind: 'payments', storageKey: `${customer.viewer.id}/payments/${randomUUID()}.png`, contentType: 'image/png', byteSize: 100, width: 40, height: 30 } });
    const item = await db.menuItem.findFirstOrThrow({ include: { variants: true } });
    real.ids.push(
      customer.viewer.id,
      adminId,
      customer.addressId,
      order.id,
      order.orderNumber,
      order.suborders[0].id,
      order.suborders[0].categoryId,
      ...order.suborders[0].deliveries.map((d) => d.id),
      upload.id,
      item.id,
      item.variants[0].id,
    );
    real.strings.push(customer.phoneNumber, customer.phoneNumber.slice(3), admin.phoneNumber);
    // The messages mutations: an address to confirm and a live link for it; push set up, with a
    // browser's keys and endpoints on a public address (nothing is sent: no job runs here).
    await db.user.update({ where: { id: customer.viewer.id }, data: { email: 'fuzz@example.test' } });
    await appDb.$transaction((tx) => startEmailVerification(tx, customer.viewer.id, 'fuzz@example.test'));
    const verification = await db.emailVerification.findFirstOrThrow({ where: { userId: customer.viewer.id } });
    const vapid = webpush.generateVAPIDKeys();
    process.env.WEB_PUSH_PUBLIC_KEY = vapid.publicKey;
    process.env.WEB_PUSH_PRIVATE_KEY = vapid.privateKey;
    const endpoint = 'https://142.250.183.10/push/fuzz-browser';
    await db.pushSubscription.create({ data: { userId: customer.viewer.id, endpoint, p256dh: Buffer.alloc(65, 4).toString('base64url'), auth: Buffer.alloc(16, 9).toString('base64url') } });
    real.strings.push(
      verificationToken(verification.id),
      endpoint,
      'https://127.0.0.1/push/inside',
      'http://142.250.183.10/push/plain',
      Buffer.alloc(65, 4).toString('base64url'),
      Buffer.alloc(16, 9).toString('base64url'),
    );
    real.strings.push(
      '612345678901',
      '6123 4567 8902',
      Buffer.from(`Date,Narration,Credit,UTR\n20/11/2026,UPI/CR/${order.orderNumber},100.00,612345678903\n`).toString('base64'),
      Buffer.from('Sl. No.,Tran Date,Particulars,Amount,Dr / Cr\n1,20/11/2026,UPI,100.00,CR\n').toString('base64'),
    );
    cookies.admin = await login(adminId);
    cookies.customer = await login(customer.viewer.id);
    await startWriteLog(t.db());
  });

  afterAll(() => restoreClock());

  // ---- the property ----

  let totalRuns = 0;
  /** answers by code (OK for a success), to show the runs reach past validation and not only bounce off it */
  const outcomes: Record<string, number> = {};
  const SESSION_ENDERS = new Set(['logout', 'logoutAllDevices']);

  function operation(name: string): string {
    const field = schema.getMutationType()!.getFields()[name];
    const decl = field.args.length ? `(${field.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ')})` : '';
    const args = field.args.length ? `(${field.args.map((a) => `${a.name}: $${a.name}`).join(', ')})` : '';
    return `mutation Fuzz${decl} { ${name}${args}${isObjectType(getNamedType(field.type)) ? ' { __typename }' : ''} }`;
  }

  /** Runs the property for one mutation: resolves when it held for every run, rejects with the counterexample. */
  const fuzz = async (name: string): Promise<void> => {
    const field = schema.getMutationType()!.getFields()[name];
    // An argument may be left out altogether (missing required ones must be refused cleanly too).
    const variables = fc.record(Object.fromEntries(field.args.map((a) => [a.name, valueFor(a.type, 0)])), { requiredKeys: field.args.filter((a) => a.type instanceof GraphQLNonNull).map((a) => a.name) });
    const query = operation(name);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('admin' as const, 'customer' as const), variables, async (role, vars) => {
        totalRuns++;
        minutes += 1;
        const before = await writeCounts(t.db());
        const res = await graphqlRequest(query, vars as Record<string, unknown>, { cookie: cookies[role], ip: nextIp() });
        const code = res.errors?.[0]?.extensions?.code ?? 'OK';
        outcomes[code] = (outcomes[code] ?? 0) + 1;
        expect(res.status).toBeLessThan(500);
        expect((res.errors ?? []).filter((e) => !e.extensions?.code || e.extensions.code === 'INTERNAL_SERVER_ERROR')).toEqual([]);
        if (res.errors?.length) expect(await writeCounts(t.db())).toEqual(before);
        if (SESSION_ENDERS.has(name) && !res.errors) cookies[role] = await login(role === 'admin' ? adminId : customer.viewer.id);
        // The customer deleted their account (their number typed right, nothing left open): a new
        // customer carries on, so the runs after still reach the services.
        if (name === 'deleteMyAccount' && !res.errors) {
          customer = await createCustomer(t.db(), { firstName: 'Fuzz' });
          real.strings.push(customer.phoneNumber);
          cookies.customer = await login(customer.viewer.id);
        }
        // A role change ends the person's sessions: the fuzzed customer is made a customer again.
        if (name === 'setUserRole' && !res.errors) {
          await t.db().user.update({ where: { id: customer.viewer.id }, data: { roleId: 2 } });
          cookies.customer = await login(customer.viewer.id);
        }
      }),
      { numRuns: RUNS_PER_MUTATION, endOnFailure: true },
    );
  };

  afterAll(() => {
    console.log(`mutation fuzzing, part ${part + 1} of ${parts}: ${totalRuns} runs over ${mine.length} mutations (${RUNS_PER_MUTATION} each); answers ${JSON.stringify(outcomes)}`);
  });

  return { mutations: mine, fuzz };
}
