import sitemap from '@/app/sitemap';
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

describe('sitemap', () => {
  it('lists the menu, each category and the legal pages, with absolute URLs', () => {
    expect(sitemap().map((e) => e.url)).toEqual([
      'https://gooddog.example/',
      'https://gooddog.example/?category=CDM',
      'https://gooddog.example/?category=PDM',
      'https://gooddog.example/?category=TREATS',
      'https://gooddog.example/?category=ADON',
      'https://gooddog.example/privacy-policy',
      'https://gooddog.example/termsandconditions',
    ]);
  });

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

  it.each(['/', '/?category=PDM', '/privacy-policy', '/termsandconditions'])('lets %s in', (path) => {
    expect(blocked(path)).toBe(false);
  });
});
