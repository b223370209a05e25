// What reaches /api/graphql that is not a GraphQL request at all answers 400 with a JSON error,
// never a 500 or an empty body.
import { setClock } from '@/lib/clock';
import { NextRequest } from 'next/server';
import { useTestDatabase } from '@/testing/test-database';
import { loginAs } from '@/testing/login';
import { ADMIN_PHONE } from '@/prisma/seed-data';
import { POST } from './route';

const t = useTestDatabase();
// 31 December 2026 in Bengaluru: the December deliveries these tests mark DELIVERED have come
// (Delivered only on or after the delivery day).
let restoreClock: () => void = () => {};
beforeEach(() => (restoreClock = setClock(new Date('2026-12-31T10:00:00+05:30'))));
afterEach(() => restoreClock());

async function post(body: string | undefined, contentType: string | null = 'application/json', extra: Record<string, string> = {}) {
  const headers: Record<string, string> = { ...extra };
  if (contentType) headers['content-type'] = contentType;
  const res = await POST(new NextRequest('http://localhost:3000/api/graphql', { method: 'POST', headers, body }));
  const text = await res.text();
  return { status: res.status, type: res.headers.get('content-type') ?? '', cacheControl: res.headers.get('cache-control'), text };
}

test.each<[string, string | undefined, string | null, RegExp]>([
  ['malformed JSON', '{"query": "{ getCategories { id } }"', 'application/json', /not valid JSON/],
  ['JSON with a NUL outside strings', '{"query":\u0000"x"}', 'application/json', /not valid JSON/],
  ['a JSON array (batching is off)', '[{"query":"{ __typename }"}]', 'application/json', /JSON object/],
  ['a JSON string', '"{ __typename }"', 'application/json', /JSON object/],
  ['a JSON number', '42', 'application/json', /JSON object/],
  ['JSON null', 'null', 'application/json', /JSON object/],
  ['an empty body', '', 'application/json', /empty/],
  ['only whitespace', '  \n ', 'application/json', /empty/],
  ['no body at all', undefined, 'application/json', /empty/],
  ['text/plain (a CSRF-able simple request)', '{"query":"{ __typename }"}', 'text/plain', /Content-Type: application\/json/],
  ['form encoded', 'query=%7B__typename%7D', 'application/x-www-form-urlencoded', /Content-Type: application\/json/],
  ['no Content-Type', '{"query":"{ __typename }"}', null, /Content-Type: application\/json/],
])('%s answers 400 BAD_REQUEST as JSON', async (_label, body, contentType, message) => {
  const res = await post(body, contentType);
  expect(res.status).toBe(400);
  expect(res.type).toMatch(/^application\/json/);
  const json = JSON.parse(res.text) as { errors: { message: string; extensions: { code: string } }[] };
  expect(json.errors).toHaveLength(1);
  expect(json.errors[0].message).toMatch(message);
  expect(json.errors[0].extensions.code).toBe('BAD_REQUEST');
  expect(res.cacheControl).toBe('no-store');
});

test('application/json with a charset is a normal request', async () => {
  const res = await post('{"query":"{ __typename }"}', 'application/json; charset=utf-8');
  expect(res.status).toBe(200);
  expect(JSON.parse(res.text)).toEqual({ data: { __typename: 'Query' } });
  // no browser or shared cache keeps an answer: most carry one visitor's data
  expect(res.cacheControl).toBe('no-store');
});

test('an object without a query is refused by Apollo as JSON, not a 500', async () => {
  const res = await post('{"variables":{}}');
  expect(res.status).toBe(400);
  expect(res.text).not.toBe('');
});

describe('GET', () => {
  // (whatever the request carries: the handler reads nothing of it; over HTTP in faults/hardening.fault.test.ts)
  test('answers 405 with Allow: POST and a JSON error, never a 500', async () => {
    const { GET } = await import('./route');
    const res = GET();
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const json = (await res.json()) as { errors: { message: string; extensions: { code: string } }[] };
    expect(json.errors[0]).toMatchObject({ message: expect.stringMatching(/POST/), extensions: { code: 'METHOD_NOT_ALLOWED' } });
  });
});

describe('invalid UTF-8', () => {
  // The attack run's name: 'Ra' C3 28 FF FE 'vi' was saved as 'Ra\uFFFD(\uFFFD\uFFFDvi'.
  const raw = (prefix: string, bad: number[], suffix: string) => Buffer.concat([Buffer.from(prefix, 'utf8'), Buffer.from(bad), Buffer.from(suffix, 'utf8')]);

  test('in a variable is refused as BAD_USER_INPUT naming it, and nothing is stored', async () => {
    const { cookie, user } = await loginAs('9876500301');
    const body = raw('{"query":"mutation($id: ID!, $f: String) { updateUser(id: $id, firstName: $f) { firstName } }","variables":{"id":"' + user.id + '","f":"Ra', [0xc3, 0x28, 0xff, 0xfe], 'vi"}}');
    const res = await POST(new NextRequest('http://localhost:3000/api/graphql', { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body }));
    expect(res.status).toBe(400);
    const json = (await res.json()) as { errors: { message: string; extensions: { code: string; field: string } }[] };
    expect(json.errors[0].extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'variables.f' });
    expect(json.errors[0].message).toMatch(/not valid UTF-8/);
    expect((await t.db().user.findUniqueOrThrow({ where: { id: user.id } })).firstName ?? '').not.toContain('\uFFFD');
  });

  test('outside any string is refused naming the body', async () => {
    const res = await post(raw('{"query":"{ __typename }"', [0xff], '}').toString('latin1'));
    expect(res.status).toBe(400);
  });

  test('valid UTF-8 (and a written-out U+FFFD) still passes', async () => {
    const res = await post('{"query":"{ __typename }","variables":{"x":"José ಬೆಂಗಳೂರು \\ufffd"}}');
    expect(res.status).toBe(200);
  });
});

describe('body limits by who asks', () => {
  const bigQuery = (bytes: number) => JSON.stringify({ query: '{ getCategories { id } }', variables: { pad: 'x'.repeat(bytes) } });

  test('without a session, 64 kB: more is refused from its Content-Length before a byte is read', async () => {
    // A body that never arrives: only its declared length is looked at.
    const never = new ReadableStream({ pull: () => new Promise(() => {}) });
    const res = await POST(new NextRequest('http://localhost:3000/api/graphql', { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(Math.round(6.9 * 1024 * 1024)) }, body: never, duplex: 'half' } as ConstructorParameters<typeof NextRequest>[1]));
    expect(res.status).toBe(413);
    expect((await post(bigQuery(70 * 1024))).status).toBe(413);
    expect((await post(bigQuery(60 * 1024))).status).toBe(200);
  });

  test("a forged or foreign cookie is no session: the small limit", async () => {
    const res = await POST(new NextRequest('http://localhost:3000/api/graphql', { method: 'POST', headers: { 'content-type': 'application/json', cookie: 'authjs.session-token=forged.not.a.jwe' }, body: bigQuery(70 * 1024) }));
    expect(res.status).toBe(413);
  });

  test('with a session, room for an upload; bytes per minute are bounded per user, across requests', async () => {
    const { cookie, user } = await loginAs('9876500302');
    const send = (bytes: number) => POST(new NextRequest('http://localhost:3000/api/graphql', { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: bigQuery(bytes) }));
    const sixMb = 6 * 1024 * 1024;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await send(sixMb)).status);
    // 32 MB a minute: five 6 MB bodies, not the sixth.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const refused = await send(sixMb);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(((await refused.json()) as { errors: { extensions: { code: string } }[] }).errors[0].extensions.code).toBe('RATE_LIMITED');
    // Small requests are not counted and still pass.
    expect((await send(10)).status).toBe(200);
    expect(await t.db().rateLimitHit.aggregate({ where: { bucket: `body-bytes:user:${user.id}` }, _sum: { weight: true } })).toMatchObject({ _sum: { weight: expect.any(Number) } });
  }, 60_000);
});

test('more than 50 bad variables: one BAD_USER_INPUT, no INTERNAL_SERVER_ERROR', async () => {
  // 60 values of the wrong type in one list: graphql-js stops at 50 and adds an error of its own.
  const query = 'mutation($ids: [ID!]!) { updateDeliveriesStatus(deliveryIds: $ids, status: DELIVERED) { updated } }';
  // as the admin, from the shop's page: anyone else is refused before the variables are read
  const { cookie } = await loginAs(ADMIN_PHONE);
  const res = await post(JSON.stringify({ query, variables: { ids: Array.from({ length: 60 }, () => true) } }), 'application/json', { cookie, origin: 'http://localhost:3000' });
  expect(res.status).toBe(400);
  const json = JSON.parse(res.text) as { errors: { message: string; extensions: { code: string; field?: string } }[] };
  expect(json.errors).toHaveLength(1);
  expect(json.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'variables' });
  expect(json.errors[0].message).toMatch(/More than 50 variables are invalid.*\$ids/);
});

describe('a change from another website', () => {
  const rename = (id: string, firstName: string) => JSON.stringify({ query: 'mutation($id: ID!, $f: String) { updateUser(id: $id, firstName: $f) { firstName } }', variables: { id, f: firstName } });
  const refusal = (res: { status: number; text: string }) => ({ status: res.status, code: (JSON.parse(res.text) as { errors?: { extensions: { code: string } }[] }).errors?.[0]?.extensions.code });

  test.each<[string, string, Record<string, string>]>([
    ['a type list after JSON, from another site', 'application/json; charset=utf-8, text/plain', { origin: 'https://evil.example' }],
    ['a type list after JSON, from the site itself', 'application/json; charset=utf-8, text/plain', { origin: 'http://localhost:3000' }],
    ['exact JSON from another site', 'application/json', { origin: 'https://evil.example' }],
    ['exact JSON from another site claiming same-origin', 'application/json', { origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' }],
    ['exact JSON from a cross-site fetch without Origin', 'application/json', { 'sec-fetch-site': 'cross-site' }],
    ['exact JSON saying nothing of where it came from', 'application/json', {}],
  ])('%s is refused with 403 and changes nothing', async (_label, contentType, headers) => {
    const { cookie, user } = await loginAs('9876500401');
    const res = await post(rename(user.id, 'Hacked'), contentType, { cookie, ...headers });
    expect(refusal(res)).toEqual({ status: 403, code: 'FORBIDDEN' });
    expect(JSON.parse(res.text).errors[0].message).toMatch(/another website|Content-Type: application\/json alone/);
    expect((await t.db().user.findUniqueOrThrow({ where: { id: user.id } })).firstName).not.toBe('Hacked');
  });

  test.each<[string, Record<string, string>]>([
    ['its own Origin', { origin: 'http://localhost:3000' }],
    ['a browser saying same-origin', { 'sec-fetch-site': 'same-origin' }],
  ])('from the site itself (%s) a change goes through', async (_label, headers) => {
    const { cookie, user } = await loginAs('9876500402');
    const res = await post(rename(user.id, 'Renamed'), 'application/json; charset=utf-8', { cookie, ...headers });
    expect(res.status).toBe(200);
    expect((await t.db().user.findUniqueOrThrow({ where: { id: user.id } })).firstName).toBe('Renamed');
  });

  test('a query needs no Origin (it changes nothing, and another site cannot read the answer)', async () => {
    const res = await post('{"query":"{ __typename }"}', 'application/json', { origin: 'https://evil.example' });
    expect(res.status).toBe(200);
  });
});
