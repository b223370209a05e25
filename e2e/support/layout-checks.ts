// The layout checks run on every (route × actor × viewport) cell of e2e/layout: the page never
// scrolls sideways, nothing fixed or sticky (a toast, the floating View cart button, the cart's
// checkout bar, the bottom bar) sits on an enabled control, and on a phone the bottom bar is on the
// screen. The measuring runs inside the page (one evaluate each), so a cell costs one page load and
// a few milliseconds more. Every failure names the cell and the element: tag#id.class "text".
import { expect, type Page } from '@playwright/test';

export type Viewport = { name: 'phone' | 'desktop'; width: number; height: number };

export const PHONE: Viewport = { name: 'phone', width: 390, height: 844 };
export const DESKTOP: Viewport = { name: 'desktop', width: 1280, height: 800 };

/**
 * Context options for a viewport. The phone is a touch device with a mobile viewport (isMobile),
 * at device scale 1 so that baselines stay small; the layout does not depend on the pixel ratio.
 */
export function viewportOptions(v: Viewport) {
  return v.name === 'phone'
    ? { viewport: { width: v.width, height: v.height }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 }
    : { viewport: { width: v.width, height: v.height }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 };
}

/** Waits until the page has drawn its content: the main landmark, fonts, and no requests in flight. */
export async function settle(page: Page): Promise<void> {
  await expect(page.locator('main#main')).toBeVisible();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // The store streams parts of some pages; a page that keeps a connection open would never be idle,
  // so idle is waited for a while and not required.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
}

export type Overflow = { scrollWidth: number; widest: string[] };

/**
 * How wide the document is, and when it is wider than `width`, the elements that make it so: those
 * whose right edge passes `width` and that no ancestor clips (an overflow-x: auto table wrapper
 * keeps its table's width to itself), the furthest first, the innermost of equal ones first.
 */
export async function measureOverflow(page: Page, width: number): Promise<Overflow> {
  return page.evaluate((limit) => {
    const describe = (el: Element): string => {
      const id = el.id ? `#${el.id}` : '';
      const cls = typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/).slice(0, 6).join('.')}` : '';
      const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
      return `<${el.tagName.toLowerCase()}${id}${cls}> "${text}"`;
    };
    const clippedByAncestor = (el: Element): boolean => {
      for (let p = el.parentElement; p && p !== document.body && p !== document.documentElement; p = p.parentElement) {
        const ox = getComputedStyle(p).overflowX;
        if (ox !== 'visible') return true;
      }
      return false;
    };
    const scrollWidth = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
    if (scrollWidth <= limit) return { scrollWidth, widest: [] };
    const offenders: { el: Element; right: number; depth: number }[] = [];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const right = r.right + window.scrollX;
      if (right <= limit + 0.5) continue;
      if (clippedByAncestor(el)) continue;
      let depth = 0;
      for (let p = el.parentElement; p; p = p.parentElement) depth++;
      offenders.push({ el, right, depth });
    }
    offenders.sort((a, b) => b.right - a.right || b.depth - a.depth);
    return { scrollWidth, widest: offenders.slice(0, 3).map((o) => `${describe(o.el)} right edge at ${Math.round(o.right)} px`) };
  }, width);
}

export type Covered = { target: string; cover: string; overlay: string };

/**
 * Every enabled button, link, field and select that is drawn (not display:none, not invisible, not a
 * 1 px visually hidden input: its label is checked instead), scrolled to the middle of the screen
 * (the best place a user can put it) and hit-tested at its centre with elementFromPoint. The hit
 * must be the control, inside it, or its label. Anything else is covering it; `overlay` is the
 * fixed or sticky box the cover belongs to (the toast region, the floating button, a sticky bar),
 * or "(not fixed)" when an ordinary element overlaps it.
 */
export async function findCoveredControls(page: Page): Promise<Covered[]> {
  return page.evaluate(() => {
    const describe = (el: Element): string => {
      const id = el.id ? `#${el.id}` : '';
      const cls = typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/).slice(0, 6).join('.')}` : '';
      const name = el.getAttribute('aria-label') ?? (el.textContent ?? '').replace(/\s+/g, ' ').trim();
      return `<${el.tagName.toLowerCase()}${id}${cls}> "${name.slice(0, 50)}"`;
    };
    const positionedAncestor = (el: Element): Element | null => {
      for (let p: Element | null = el; p; p = p.parentElement) {
        const pos = getComputedStyle(p).position;
        if (pos === 'fixed' || pos === 'sticky') return p;
      }
      return null;
    };
    const selector = 'button, a[href], input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="radio"]';
    const controls = Array.from(document.querySelectorAll<HTMLElement>(selector));
    const found: Covered[] = [];
    const seen = new Set<string>();
    for (const el of controls) {
      if ((el as HTMLButtonElement).disabled || el.getAttribute('aria-disabled') === 'true') continue;
      if (el.closest('[inert], [aria-hidden="true"]')) continue;
      const style = getComputedStyle(el);
      if (style.visibility !== 'visible' || style.display === 'none' || Number(style.opacity) === 0) continue;
      if (el.getClientRects().length === 0) continue;
      let r = el.getBoundingClientRect();
      if (r.width < 2 || r.height < 2) continue;
      el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
      r = el.getBoundingClientRect();
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      // Off the screen even after scrolling: cut off by a clipping ancestor or the page's width,
      // which the overflow check reports. Nothing to hit-test here.
      if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue;
      const hit = document.elementFromPoint(x, y);
      if (!hit || hit === el || el.contains(hit)) continue;
      const labels = (el as HTMLInputElement).labels;
      if (labels && Array.from(labels).some((l) => l === hit || l.contains(hit))) continue;
      // The hit is an ancestor of the control: the control lets pointer events through to it
      // (pointer-events: none, an opacity-0 input under its chip). Not a cover.
      if (hit.contains(el)) continue;
      const overlay = positionedAncestor(hit);
      // A control inside the same fixed or sticky box as the hit is a sibling in that box, e.g. the
      // bottom bar's own links: the bar is not covering itself.
      const entry = { target: describe(el), cover: describe(hit), overlay: overlay ? describe(overlay) : '(not fixed)' };
      const key = `${entry.target}|${entry.cover}`;
      if (!seen.has(key)) found.push(entry);
      seen.add(key);
    }
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    return found;
  });
}

export type BarPlacement = { present: boolean; visible: boolean; rect: { left: number; top: number; right: number; bottom: number } | null; links: string[] };

/** Where the mobile bottom bar (nav "Shortcuts") is drawn, and which of its links are off-screen. */
export async function bottomBarPlacement(page: Page, v: Viewport): Promise<BarPlacement> {
  return page.evaluate(({ width, height }) => {
    const bar = document.querySelector('nav[aria-label="Shortcuts"]');
    if (!bar) return { present: false, visible: false, rect: null, links: [] };
    const style = getComputedStyle(bar);
    const r = bar.getBoundingClientRect();
    const visible = style.display !== 'none' && style.visibility === 'visible' && r.width > 0 && r.height > 0;
    const offscreen = Array.from(bar.querySelectorAll('a'))
      .filter((a) => {
        const ar = a.getBoundingClientRect();
        return ar.left < 0 || ar.right > width + 0.5 || ar.top < 0 || ar.bottom > height + 0.5;
      })
      .map((a) => `<a href="${a.getAttribute('href')}"> "${(a.textContent ?? '').trim()}"`);
    return { present: true, visible, rect: { left: r.left, top: r.top, right: r.right, bottom: r.bottom }, links: offscreen };
  }, { width: v.width, height: v.height });
}

/** Names a cell in failure messages: "/cart as customer at phone 390×844". */
export function cellName(path: string, actor: string, v: Viewport): string {
  return `${path} as ${actor} at ${v.name} ${v.width}×${v.height}`;
}

/**
 * The three checks of a cell. Soft assertions: a cell that overflows and has a covered button
 * reports both. Each message starts with the cell's name.
 */
export async function expectGoodLayout(page: Page, cell: string, v: Viewport, opts: { bottomBar: boolean }): Promise<void> {
  const overflow = await measureOverflow(page, v.width);
  expect
    .soft(overflow.scrollWidth, `${cell}: the page is ${overflow.scrollWidth} px wide on a ${v.width} px screen; widest: ${overflow.widest.join('; ')}`)
    .toBeLessThanOrEqual(v.width);

  const covered = await findCoveredControls(page);
  expect.soft(covered.map((c) => `${c.target} is covered by ${c.cover} in ${c.overlay}`), `${cell}: controls covered by something drawn on top`).toEqual([]);

  if (v.name === 'phone') {
    const bar = await bottomBarPlacement(page, v);
    if (opts.bottomBar) {
      expect.soft(bar.visible, `${cell}: the bottom bar is shown`).toBe(true);
      if (bar.visible && bar.rect) {
        const inside = bar.rect.left >= -0.5 && bar.rect.right <= v.width + 0.5 && bar.rect.bottom <= v.height + 0.5 && bar.rect.top >= 0;
        expect.soft(inside, `${cell}: the bottom bar lies inside the ${v.width}×${v.height} screen (it is at ${JSON.stringify(bar.rect)})`).toBe(true);
      }
      expect.soft(bar.links, `${cell}: bottom bar links off the screen`).toEqual([]);
    } else {
      expect.soft(bar.visible, `${cell}: no bottom bar here`).toBe(false);
    }
  } else {
    const bar = await bottomBarPlacement(page, v);
    expect.soft(bar.visible, `${cell}: the bottom bar is for phones only`).toBe(false);
  }
}
