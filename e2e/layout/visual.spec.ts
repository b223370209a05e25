// Visual baselines of the main pages at both sizes: a change in layout shows up as an
// image diff in review. The browser's clock is fixed, so dates the page works out itself (the cart's
// delivery days) are the same on every run; what the server dates or numbers (order numbers, order
// dates, counts that grow as other tests run) is masked.
// Update after an intended change: npx playwright test e2e/layout/visual.spec.ts --update-snapshots
import { expect, type Locator, type Page } from '@playwright/test';
import { DESKTOP, PHONE, cartLoaded, settle, viewportOptions } from '../support/layout-checks';
import { asActor, test } from '../support/layout-routes';
import type { Actor, LayoutWorld } from '../support/layout-world';

/** 10:00 in Bengaluru on a Tuesday: before the 22:00 cutoff, so the cart offers its usual days. */
const FIXED_TIME = new Date('2026-11-24T10:00:00+05:30');

type Shot = {
  name: string;
  actor: Actor;
  path: (w: LayoutWorld) => string;
  masks: (page: Page, w: LayoutWorld) => Locator[];
  /** a style for parts whose height follows other tests' data (their content is masked too) */
  fixedHeights?: string;
};

/** Dates the server writes from its own clock ("Placed Tue, 24 Nov 2026", "Pay by …"): they move every day. */
const serverDates = (page: Page): Locator[] => [page.locator('time'), page.getByText(/\b\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}\b/)];
const datesAndNumbers = (page: Page, w: LayoutWorld): Locator[] => [...serverDates(page), page.getByText(w.orderNumber)];

const SHOTS: Shot[] = [
  { name: 'menu', actor: 'visitor', path: () => '/', masks: () => [] },
  { name: 'category-pdm', actor: 'visitor', path: () => '/?category=PDM', masks: () => [] },
  { name: 'item-page', actor: 'visitor', path: () => '/menu/PDM/chicken-and-pumpkin-bowl', masks: () => [] },
  { name: 'cart', actor: 'customer', path: () => '/cart', masks: () => [] },
  { name: 'orders', actor: 'customer', path: () => '/orders', masks: datesAndNumbers },
  { name: 'order-detail', actor: 'customer', path: (w) => `/orders/${encodeURIComponent(w.orderNumber)}`, masks: datesAndNumbers },
  // Only the seeded customer, so the rows do not depend on how many customers other tests made.
  { name: 'user-list', actor: 'admin', path: () => '/user-list?q=Ravi', masks: serverDates },
  // The dashboard's figures and charts grow as other tests place orders: masked, the layout is what counts.
  {
    name: 'admin-hub',
    actor: 'admin',
    path: () => '/admin',
    masks: (page) => [...serverDates(page), page.getByTestId('dashboard-today'), page.getByTestId('dashboard-chart'), page.locator('section[aria-labelledby="cancellations"]'), page.locator('section[aria-labelledby="ending"]')],
    // the two lists are "None." or as long as other tests' cancellations and endings make them
    fixedHeights: 'section[aria-labelledby="cancellations"], section[aria-labelledby="ending"] { height: 10rem !important; overflow: hidden !important; }',
  },
];

/**
 * Loads every image now (lazy ones too) and waits for them. Scrolling through would do the same but
 * leans on animation frames, which the installed fake clock holds back.
 */
async function loadAllImages(page: Page) {
  await page.evaluate(() => document.querySelectorAll('img[loading="lazy"]').forEach((img) => ((img as HTMLImageElement).loading = 'eager')));
  await expect
    .poll(() => page.evaluate(() => Array.from(document.images).every((img) => img.complete)), { message: 'every image has loaded' })
    .toBe(true);
}

for (const v of [PHONE, DESKTOP]) {
  test.describe(`${v.name} ${v.width}×${v.height}`, () => {
    test.use(viewportOptions(v));

    for (const shot of SHOTS) {
      test.describe(`as ${shot.actor}`, () => {
        test.use(asActor(shot.actor));

        test(`${shot.name} looks as it did at ${v.name}`, async ({ page, world }) => {
          await page.clock.install({ time: FIXED_TIME });
          await page.goto(shot.path(world));
          await settle(page);
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
          await cartLoaded(page, shot.actor);
          await loadAllImages(page);
          if (shot.fixedHeights) await page.addStyleTag({ content: shot.fixedHeights });
          // What the server numbers and dates is masked, but its width still moves the layout: the
          // order number ends in five random letters (W against I), and a date's width changes with
          // the day (one evening's delivery date pushed its Change and Skip onto a second line on a
          // phone). The same text every run keeps what wraps the same; "Tue, 1 Dec" is the
          // baselines' width.
          await page.evaluate((orderNumber) => {
            const DATE = /\b(?:(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), )?\d{1,2} (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)(?: \d{4})?\b/g;
            const TIME = /\b\d{1,2}:\d{2}\b/g;
            const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
            for (let t = texts.nextNode(); t; t = texts.nextNode()) {
              const text = t.nodeValue ?? '';
              const fixed = text
                .split(orderNumber)
                .join('DM000000-00000')
                .replace(DATE, (date) => (date.includes(',') ? 'Tue, 1 Dec' : '1 Dec') + (/\d{4}$/.test(date) ? ' 2026' : ''))
                .replace(TIME, '10:00');
              if (fixed !== text) t.nodeValue = fixed;
            }
          }, world.orderNumber);
          await expect(page).toHaveScreenshot(`${shot.name}-${v.name}.png`, {
            fullPage: true,
            animations: 'disabled',
            caret: 'hide',
            mask: shot.masks(page, world),
            // Antialiasing differs by a few pixels between runs; a moved or resized box changes thousands.
            threshold: 0.25,
            maxDiffPixelRatio: 0.002,
          });
        });
      });
    }
  });
}
