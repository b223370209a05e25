// What reaches /api/graphql that is not a GraphQL request at all answers 400 with a JSON error,
// never a 500 or an empty body.
import { NextRequest } from 'next/server';
import { useTestDatabase } from '@/testing/test-database';
import { POST } from './route';

useTestDatabase();

async function post(body: string | undefined, contentType: string | null = 'application/json') {
  const headers: Record<string, string> = {};
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
