// Guards the menu's first screen: the hero says the store's message in text (it
// once had no headline, and the demo picture had words drawn into it), it is short enough on a
// 390 × 844 phone that the first card's price shows without scrolling (the hero once filled the
// screen), its image is the LCP element on a desktop and is fetched with high priority (the only
// picture that is, under the hero), the first product picture on a category page is fetched with
// high priority, and each menu picture is its
// own, named in its alt text.
import { test, expect, type Page } from '@playwright/test';
import { STORE_TAGLINE } from '../lib/site';

/** True when the middle of the element is what a tap there would hit (nothing fixed covers it). */
async function isUncovered(page: Page, selector: string) {
  return page.locator(selector).first().evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return r.bottom <= innerHeight && !!hit && (hit === el || el.contains(hit));
  });
}

test.describe('on a 390 × 844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the hero has a headline and the first price shows without scrolling @phone', async ({ page }) => {
    await page.goto('/');
    const hero = page.getByTestId('hero');
    await expect(hero.getByText(STORE_TAGLINE)).toBeVisible();
    const firstPrice = page.getByTestId('menu-item').first().locator('p', { hasText: '₹' });
    await expect(firstPrice).toBeVisible();
    expect(await page.evaluate(() => scrollY)).toBe(0);
    await firstPrice.evaluate((el) => el.setAttribute('data-first-price', ''));
    expect(await isUncovered(page, '[data-first-price]'), 'the first price is inside the first screen, not under the bottom bar').toBe(true);
  });
});

test('the hero image is the LCP element, fetched early with high priority', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const img = page.getByTestId('hero').locator('img');
  await expect(img).toHaveAttribute('fetchpriority', 'high');
  await expect(img).toHaveAttribute('loading', 'eager');
  await expect(img).toHaveAttribute('sizes', /1120px/);
  await expect(page.getByTestId('hero').locator('source')).toHaveAttribute('srcset', /hero-mobile/);
  const lcp = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1) as PerformanceEntry & { element?: Element };
          resolve(last.element?.closest('[data-testid]')?.getAttribute('data-testid') ?? last.element?.tagName ?? 'none');
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  expect(lcp).toBe('hero');
});

test('under the hero the first card picture comes with the page, without the hero’s high priority', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('hero')).toBeVisible();
  const first = page.getByTestId('menu-item').first().locator('img');
  await expect(first).toHaveAttribute('loading', 'eager');
  await expect(first).not.toHaveAttribute('fetchpriority', 'high');
  await expect(page.locator('img[fetchpriority="high"]')).toHaveCount(1);
});

test('on a category page the first picture is fetched with high priority, the ones below lazily', async ({ page }) => {
  await page.goto('/?category=PDM');
  const pictures = page.getByTestId('menu-item').locator('img');
  await expect(pictures.first()).toHaveAttribute('fetchpriority', 'high');
  await expect(pictures.first()).toHaveAttribute('loading', 'eager');
  await expect(pictures.last()).toHaveAttribute('loading', 'lazy');
});

test("every menu picture is its own; the card's name is its link and the picture a second target hidden from screen readers", async ({ page }) => {
  await page.goto('/');
  const cards = await page.getByTestId('menu-item').evaluateAll((els) =>
    els.map((el) => {
      const img = el.querySelector('img');
      return { name: el.querySelector('h2 a')?.textContent, alt: img?.getAttribute('alt'), hidden: img?.closest('a')?.getAttribute('aria-hidden'), src: img?.getAttribute('src') };
    }),
  );
  expect(cards.length).toBeGreaterThan(10);
  // the name is read once, from the heading's link; the picture's link repeats it for a finger only
  for (const card of cards) expect(card).toMatchObject({ name: expect.stringMatching(/\S/), alt: '', hidden: 'true' });
  expect(new Set(cards.map((c) => c.src)).size).toBe(cards.length);
});
