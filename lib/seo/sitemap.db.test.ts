// The sitemap over the seeded database: the fixed public pages, then a page per enabled item.
import sitemap from '@/app/sitemap';
import { useTestDatabase } from '@/testing/test-database';
import { DISALLOWED_PATHS } from './crawl-rules';

const t = useTestDatabase();

const ORIGINAL = process.env.SITE_URL;
beforeAll(() => {
  process.env.SITE_URL = 'https://gooddog.example/';
});
afterAll(() => {
  process.env.SITE_URL = ORIGINAL;
});

it('lists the menu, each category, the fixed pages and every enabled item, with absolute URLs', async () => {
  const urls = (await sitemap()).map((e) => e.url);
  expect(urls.slice(0, 5)).toEqual([
    'https://gooddog.example/',
    'https://gooddog.example/?category=CDM',
    'https://gooddog.example/?category=PDM',
    'https://gooddog.example/?category=TREATS',
    'https://gooddog.example/?category=ADON',
  ]);
  expect(urls).toContain('https://gooddog.example/privacy-policy');
  expect(urls).toContain('https://gooddog.example/menu/PDM/chicken-and-pumpkin-bowl');
  const items = urls.filter((u) => u.includes('/menu/'));
  expect(items).toHaveLength(await t.db().menuItem.count({ where: { enabled: true } }));
  for (const url of urls) expect(DISALLOWED_PATHS.some((rule) => new URL(url).pathname.startsWith(rule))).toBe(false);
});
