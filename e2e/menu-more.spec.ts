// A menu view longer than a page: the page carries its first 12 cards and "Show N more
// items" brings the rest into the same list from getMenuItems, focus on the first new card, each
// new card's Add working like the first ones, the veg filter counting the whole view. Its own
// database (50 treats, 35 of them added here) and its own production server, so the demo menu the
// other journeys use stays as it is.
import { rmSync } from 'node:fs';
import pg from 'pg';
import { test, expect, type Page } from '@playwright/test';
import { prepareTestServer, type TestServer } from '../scripts/test-database';
import { startAppServer, type AppServer } from './support/servers';
import { addFromMenu } from './support/menu';
import { expectNoAxeViolations } from './support/axe';

test.describe.configure({ mode: 'serial' });

const ADDED = 35;
let db: TestServer;
let app: AppServer;
const uploadDir = `.data/e2e-menu-more-${process.pid}`;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  db = await prepareTestServer('e2emenu');
  const client = new pg.Client({ connectionString: db.templateUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(`SELECT id FROM "Category" WHERE "categoryEnum" = 'TREATS'`);
    for (let i = 1; i <= ADDED; i++) {
      const id = `e2emore${String(i).padStart(3, '0')}`;
      // after the demo treats (sortOrder 100+), every third one veg
      await client.query(
        `INSERT INTO "MenuItem" (id, name, slug, description, "unitType", "foodType", "categoryId", enabled, "sortOrder", "createdAt", "updatedAt")
         VALUES ($1, $2, $6, 'Baked in small batches.', 'PIECES', $3, $4, true, $5, now(), now())`,
        [id, `Biscuit No. ${i}`, i % 3 === 0 ? 'veg' : 'nonveg', rows[0].id, 100 + i, `biscuit-no-${i}`],
      );
      await client.query(`INSERT INTO "Variant" (id, "menuItemId", price, unit, "unitType", enabled, "sortOrder") VALUES ($1, $2, $3, 10, 'PIECES', true, 0)`, [`${id}v`, id, 10000 + i * 100]);
    }
  } finally {
    await client.end();
  }
  app = await startAppServer({ DATABASE_URL: db.templateUrl, UPLOAD_DIR: uploadDir, JOBS_IN_WEB_SERVER: '0' });
});

test.afterAll(async () => {
  await app?.stop();
  await db?.cleanup();
  rmSync(uploadDir, { recursive: true, force: true });
});

const cards = (page: Page) => page.getByTestId('menu-item');
const treatsTotal = 4 + ADDED;

test('a long category carries 12 cards; Show more adds the rest to the same list and focus moves to the first new card', async ({ page }) => {
  await page.goto(`${app.baseUrl}/?category=TREATS`);
  await expect(cards(page)).toHaveCount(12);
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.some((t) => t.includes('"numberOfItems":12'))).toBe(true);
  await expect(page.getByTestId('food-filter-status')).toHaveText(`Showing all ${treatsTotal} items.`);

  await page.getByRole('button', { name: `Show ${treatsTotal - 12} more items` }).click();
  await expect(cards(page)).toHaveCount(treatsTotal);
  await expect(page.getByRole('list', { name: 'Menu items' })).toHaveCount(1);
  await expect(page.getByRole('button', { name: /more items/ })).toHaveCount(0);
  const thirteenth = cards(page).nth(12);
  await expect(thirteenth).toBeFocused();
  // the cards keep the menu's order: the demo's four treats, then the added ones by sort order
  await expect(cards(page).last().getByRole('heading')).toHaveText(`Biscuit No. ${ADDED}`);
  // From the top: focus scrolled the page so that an earlier row's buttons sit under the sticky
  // header, and axe's target-size counts a target under it as obscured (6 px tall) wherever the
  // scroll happens to leave one. Users scroll; what this checks is the cards themselves.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoAxeViolations(page, '/?category=TREATS (all loaded)');

  // a loaded card works like a server-rendered one
  await addFromMenu(page, `Biscuit No. ${ADDED}`);
  await expect(page.getByRole('region', { name: 'Notifications' }).getByRole('status').filter({ hasText: `Biscuit No. ${ADDED} added to cart` })).toBeVisible();
  await page.goto(`${app.baseUrl}/cart`);
  await expect(page.getByText(`Biscuit No. ${ADDED}`).first()).toBeVisible();
});

test('under the veg filter the button counts only veg items still to come', async ({ page }) => {
  await page.goto(`${app.baseUrl}/?category=TREATS`);
  await page.getByRole('group', { name: 'Show' }).getByText('Veg', { exact: true }).click();
  const veg = 3 + Math.floor(ADDED / 3); // the demo's three veg treats and every third added
  await expect(page.getByTestId('food-filter-status')).toHaveText(`Showing ${veg} of ${treatsTotal} items: veg only.`);
  const shown = await page.locator('[data-testid="menu-item"]:visible').count();
  await page.getByRole('button', { name: `Show ${veg - shown} more veg items` }).click();
  await expect(page.locator('[data-testid="menu-item"]:visible')).toHaveCount(veg);
  await expect(page.locator('[data-testid="menu-item"]:visible').first()).toHaveAttribute('data-food-type', 'veg');
});

test('the whole menu carries 12 cards with its hero, the rest on request', async ({ page }) => {
  await page.goto(app.baseUrl);
  await expect(cards(page)).toHaveCount(12);
  await page.getByRole('button', { name: /^Show \d+ more items$/ }).click();
  await expect(cards(page)).toHaveCount(15 + ADDED);
});
