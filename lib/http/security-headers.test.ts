import { contentSecurityPolicy, HSTS, securityHeaderRules, securityHeaders, type SecurityHeaderMode } from './security-headers';

const PRODUCTION: SecurityHeaderMode = { development: false, production: true };
const DEVELOPMENT: SecurityHeaderMode = { development: true, production: false };
const TEST: SecurityHeaderMode = { development: false, production: false };

const directives = (mode: SecurityHeaderMode) =>
  Object.fromEntries(contentSecurityPolicy(mode).split('; ').map((d) => { const [name, ...values] = d.split(' '); return [name, values]; }));
const header = (mode: SecurityHeaderMode, key: string) => securityHeaders(mode).find((h) => h.key === key)?.value;

test.each<[string, string[]]>([
  ['frame-ancestors', ["'none'"]],
  ['object-src', ["'none'"]],
  ['base-uri', ["'self'"]],
  ['form-action', ["'self'"]],
  ['default-src', ["'self'"]],
  ['connect-src', ["'self'"]],
  ['script-src', ["'self'", "'unsafe-inline'"]],
])('production %s is %j', (name, values) => {
  expect(directives(PRODUCTION)[name]).toEqual(values);
});

test.each([PRODUCTION, DEVELOPMENT, TEST])('no directive names another origin or a wildcard (%j)', (mode) => {
  for (const [name, values] of Object.entries(directives(mode))) {
    for (const v of values as string[]) expect([name, v]).toEqual([name, expect.stringMatching(/^('[a-z-]+'|data:|blob:|ws:|wss:)$/)]);
  }
});

test.each<[string, SecurityHeaderMode, boolean]>([
  ['production', PRODUCTION, false],
  ['development', DEVELOPMENT, true],
  ['test', TEST, false],
])("'unsafe-eval' only in development (%s)", (_label, mode, evalAllowed) => {
  expect(directives(mode)['script-src'].includes("'unsafe-eval'")).toBe(evalAllowed);
  expect(directives(mode)['connect-src'].includes('ws:')).toBe(evalAllowed);
});

test.each<[string, SecurityHeaderMode, string | undefined]>([
  ['production', PRODUCTION, HSTS],
  ['development', DEVELOPMENT, undefined],
  ['test', TEST, undefined],
])('Strict-Transport-Security in %s: %s', (_label, mode, value) => {
  expect(header(mode, 'Strict-Transport-Security')).toBe(value);
});

test('HSTS lasts two years and covers subdomains', () => {
  expect(HSTS).toBe('max-age=63072000; includeSubDomains');
});

test.each([PRODUCTION, DEVELOPMENT])('the other headers are always sent (%j)', (mode) => {
  expect(header(mode, 'X-Content-Type-Options')).toBe('nosniff');
  expect(header(mode, 'Referrer-Policy')).toBe('strict-origin-when-cross-origin');
  expect(header(mode, 'X-Frame-Options')).toBe('DENY');
  expect(header(mode, 'Permissions-Policy')).toMatch(/^camera=\(\), microphone=\(\), geolocation=\(self\)/);
  expect(header(mode, 'Content-Security-Policy')).toBe(contentSecurityPolicy(mode));
});

test('uploads keep their own policy: every header but the page CSP, which covers every other path', () => {
  const [pages, uploads] = securityHeaderRules(PRODUCTION);
  const matches = (source: string, path: string) => new RegExp(`^${source.replace(':path*', '.*')}$`).test(path);
  for (const path of ['/', '/menu/PDM', '/api/graphql', '/uploadsfoo', '/log-in']) expect([path, matches(pages.source, path)]).toEqual([path, true]);
  for (const path of ['/uploads/u1/payments/1.png', '/uploads/hero/a.webp']) {
    expect([path, matches(pages.source, path)]).toEqual([path, false]);
    expect([path, matches(uploads.source, path)]).toEqual([path, true]);
  }
  expect(pages.headers).toEqual(securityHeaders(PRODUCTION));
  expect(uploads.headers.map((h) => h.key)).toEqual(securityHeaders(PRODUCTION).map((h) => h.key).filter((k) => k !== 'Content-Security-Policy'));
});
