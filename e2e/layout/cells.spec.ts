// Guards the layout of every route of the spec and the admin pages, for each actor who may see it,
// on a 390×844 touch phone and a 1280×800 desktop: the page never scrolls sideways,
// nothing fixed or sticky covers an enabled control, and on a phone the bottom bar is on the screen.
// One page load per cell; the sessions are made once (support/layout-world.ts).
import { expect } from '@playwright/test';
import { DESKTOP, PHONE, cartLoaded, cellName, expectGoodLayout, settle, viewportOptions } from '../support/layout-checks';
import { ACTORS, LAYOUT_ROUTES, asActor, test } from '../support/layout-routes';

for (const v of [PHONE, DESKTOP]) {
  test.describe(`${v.name} ${v.width}×${v.height}`, () => {
    test.use(viewportOptions(v));

    for (const actor of ACTORS) {
      const routes = LAYOUT_ROUTES.filter((r) => r.actors.includes(actor));
      if (routes.length === 0) continue;
      test.describe(`as ${actor}`, () => {
        test.use(asActor(actor));

        for (const route of routes) {
          test(`${route.label} as ${actor} at ${v.name}`, async ({ page, world }) => {
            const cell = cellName(route.label, actor, v);
            const path = route.path(world);
            const response = await page.goto(path);
            expect(response?.status(), `${cell}: answers`).toBeLessThan(500);
            // The actor is allowed here: no redirect to the login page or elsewhere.
            expect(new URL(page.url()).pathname, `${cell}: stays on the page`).toBe(new URL(path, page.url()).pathname);
            await settle(page);
            await expect(page.getByRole('heading', { level: 1 }).first(), `${cell}: has its heading`).toBeVisible();
            await cartLoaded(page, actor);
            await expectGoodLayout(page, cell, v, { bottomBar: true });
          });
        }
      });
    }
  });
}
