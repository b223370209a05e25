import { siteUrlStartupProblem } from './site-settings';

const previous = process.env.APP_ENV;
afterEach(() => {
  process.env.APP_ENV = previous;
});

test.each<[string, Record<string, string>, RegExp | null]>([
  ['no SITE_URL', {}, /SITE_URL is not set, so every link the store writes would point at localhost/],
  ['an empty SITE_URL', { SITE_URL: ' ' }, /SITE_URL is not set/],
  ['only the public one (read by the browser, not by exports)', { NEXT_PUBLIC_SITE_URL: 'https://gooddogkitchen.in' }, /SITE_URL is not set/],
  ['not an address', { SITE_URL: 'gooddogkitchen.in' }, /is not an address/],
  ['another scheme', { SITE_URL: 'ftp://gooddogkitchen.in' }, /must start with https:\/\//],
  ['the shop’s address', { SITE_URL: 'https://gooddogkitchen.in' }, null],
])('a production server with %s', (_case, env, problem) => {
  process.env.APP_ENV = 'production';
  const answer = siteUrlStartupProblem(env);
  if (problem) expect(answer).toMatch(problem);
  else expect(answer).toBeNull();
});

test('elsewhere nothing is required (development falls back to localhost)', () => {
  process.env.APP_ENV = 'development';
  expect(siteUrlStartupProblem({})).toBeNull();
});
