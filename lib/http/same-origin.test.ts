import { foreignOriginReason, isExactJsonContentType, namesJson, ownOrigins } from './same-origin';

test.each<[string | null, boolean]>([
  ['application/json', true],
  ['Application/JSON', true],
  ['application/json; charset=utf-8', true],
  ['application/json;charset=UTF-8', true],
  ['application/json; charset="utf-8"', true],
  ['application/json; charset=utf-8, text/plain', false],
  ['application/json, text/plain', false],
  ['application/json; text/plain', false],
  ['application/json; charset=utf-8; evil', false],
  ['application/jsonx', false],
  ['text/plain', false],
  ['text/plain; application/json', false],
  ['', false],
  [null, false],
])('%s is exactly JSON: %s', (value, expected) => {
  expect(isExactJsonContentType(value)).toBe(expected);
});

test.each<[string | null, boolean]>([
  ['application/json', true],
  ['application/json, text/plain', true],
  ['text/plain', false],
  [null, false],
])('%s names JSON first: %s', (value, expected) => {
  expect(namesJson(value)).toBe(expected);
});

const own = ownOrigins('https://shop.example/', 'http://localhost:3000/api/graphql');

test.each<[Record<string, string>, boolean]>([
  [{ origin: 'https://shop.example' }, true],
  [{ origin: 'http://localhost:3000' }, true],
  [{ origin: 'https://evil.example' }, false],
  [{ origin: 'https://shop.example.evil.example' }, false],
  [{ origin: 'null' }, false],
  // a foreign Origin is not rescued by a claimed Sec-Fetch-Site
  [{ origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' }, false],
  [{ 'sec-fetch-site': 'same-origin' }, true],
  [{ 'sec-fetch-site': 'cross-site' }, false],
  [{ 'sec-fetch-site': 'same-site' }, false],
  [{}, false],
])('%o comes from the site: %s', (headers, expected) => {
  expect(foreignOriginReason(new Headers(headers), own) === null).toBe(expected);
});
