import robots from '@/app/robots';
import { DISALLOWED_PATHS, PUBLIC_PATHS } from './crawl-rules';

const ORIGINAL = process.env.SITE_URL;
beforeAll(() => {
  process.env.SITE_URL = 'https://gooddog.example/';
});
afterAll(() => {
  process.env.SITE_URL = ORIGINAL;
});

// Robots matching as crawlers do it: a rule matches a path it is a prefix of.
const blocked = (path: string) => DISALLOWED_PATHS.some((rule) => path.startsWith(rule));

describe('sitemap paths', () => {
  // the whole sitemap (with the item pages) is checked over a database: sitemap.db.test.ts
  it('lists nothing that robots.txt disallows', () => {
    for (const { path } of PUBLIC_PATHS) expect(blocked(path)).toBe(false);
  });
});

describe('robots', () => {
  it('allows the site, points at the sitemap', () => {
    const r = robots();
    expect(r.sitemap).toBe('https://gooddog.example/sitemap.xml');
    expect(r.rules).toMatchObject({ userAgent: '*', allow: '/' });
  });

  it.each([
    '/user-list',
    '/api/graphql',
    '/api/auth/session',
    '/cart',
    '/address',
    '/order',
    '/orders',
    '/payment',
    '/payment/upload-screenshot',
    '/invoice',
    '/profile',
    '/profile-create',
    '/profile-update',
    '/userDetails',
    '/log-in',
    '/monitoring',
  ])('keeps %s out', (path) => {
    expect(blocked(path)).toBe(true);
  });

  it.each(['/', '/?category=PDM', '/menu/PDM/chicken-and-pumpkin-bowl', '/about', '/privacy-policy', '/termsandconditions'])('lets %s in', (path) => {
    expect(blocked(path)).toBe(false);
  });
});
