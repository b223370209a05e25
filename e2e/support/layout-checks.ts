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
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
}

/**
 * Waits for the browser's cart to have loaded, for the actors who hold an item (the visitor's from
 * localStorage, the customer's from the server): until then the floating View cart button and the
 * cart's checkout bar are not drawn, and a check would pass on a page the user never sees. The
 * bottom bar's Cart link (in the page at both sizes) is named "Cart, 1 item" once it has.
 */
export async function cartLoaded(page: Page, actor: string): Promise<void> {
  if (actor !== 'visitor' && actor !== 'customer') return;
  await expect(page.locator('nav[aria-label="Shortcuts"] a[aria-label^="Cart, "]'), `${actor}'s cart has loaded`).toHaveCount(1);
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

export type Covered = { target: string; cover: string; overlay: string; how: string };

/**
 * Hit-tests every enabled button, link, field and select that is drawn (not display:none, not
 * invisible, not a 1 px visually hidden input: its label is tested instead) with elementFromPoint.
 * The hit must be the control, inside it, or its label. Three passes, each a way a person meets a
 * control:
 * - "scrolled to the middle": the best place a user can put it. Anything on top there (the bottom
 *   bar at the end of a page without room under it, a sticky bar that never lets go) makes it
 *   unreachable.
 * - "under <overlay>": for every floating thing fixed on the screen that is not the page's own
 *   chrome (the sticky header and the phone's bottom bar): a toast, the floating View cart button.
 *   Each control that shares columns with it is scrolled so that it passes under it, and the
 *   shared part is hit-tested. A floating thing over the content column always ends up on top of
 *   something as the user scrolls (as the View cart button once did on a card's Add button), so only
 *   one that keeps to the chrome, or out of the content's way, passes. The header's and bottom
 *   bar's own controls are hit-tested where they are.
 * - "focused": each control focused in document order (as Tab and the phone keyboard's Next do,
 *   which scroll only as far as the browser thinks is needed): the focused control must not be
 *   hidden under a sticky or fixed bar (WCAG 2.4.11; as the cart's checkout bar once was on
 *   the drop note field).
 * `overlay` names the fixed or sticky box the covering element belongs to, or "(not fixed)".
 */
export async function findCoveredControls(page: Page): Promise<Covered[]> {
  return page.evaluate(() => {
    const describe = (el: Element): string => {
      const id = el.id ? `#${el.id}` : '';
      const cls = typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/).slice(0, 6).join('.')}` : '';
      const name = el.getAttribute('aria-label') ?? (el.textContent ?? '').replace(/\s+/g, ' ').trim();
      return `<${el.tagName.toLowerCase()}${id}${cls}> "${name.slice(0, 50)}"`;
    };
    const positioned = (el: Element): Element | null => {
      for (let p: Element | null = el; p; p = p.parentElement) {
        const pos = getComputedStyle(p).position;
        if (pos === 'fixed' || pos === 'sticky') return p;
      }
      return null;
    };
    const instant = 'instant' as ScrollBehavior;

    // The page's chrome: the sticky site header and the phone's bottom bar.
    const header = document.querySelector('body > header, header.sticky');
    const bottomBar = document.querySelector('nav[aria-label="Shortcuts"]');
    const chrome = [header, bottomBar].filter((el): el is Element => !!el && el.getClientRects().length > 0);
    const inChrome = (el: Element) => chrome.some((c) => c.contains(el));
    // The part of the screen content scrolls through: under the header, above the bottom bar.
    const freeArea = () => {
      const top = header && header.getClientRects().length ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
      const barTop = bottomBar && bottomBar.getClientRects().length ? bottomBar.getBoundingClientRect().top : window.innerHeight;
      return { top, bottom: Math.min(window.innerHeight, barTop) };
    };

    // Floating boxes: fixed elements outside the chrome. A pointer-events: none container (the
    // toast region) floats only where its children take the pointer.
    const floating: Element[] = [];
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      const style = getComputedStyle(el);
      if (style.position !== 'fixed' || inChrome(el) || el.getClientRects().length === 0 || style.visibility !== 'visible') continue;
      if (floating.some((f) => f.contains(el))) continue;
      if (style.pointerEvents !== 'none') {
        floating.push(el);
        continue;
      }
      for (const child of Array.from(el.querySelectorAll('*'))) {
        if (getComputedStyle(child).pointerEvents === 'none' || floating.some((f) => f.contains(child))) continue;
        const r = child.getBoundingClientRect();
        if (r.width > 0 && r.height > 0) floating.push(child);
      }
    }
    const inFloating = (el: Element) => floating.some((f) => f.contains(el));

    const selector = 'button, a[href], input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="radio"]';
    const controls = Array.from(document.querySelectorAll<HTMLElement>(selector)).filter((el) => {
      if ((el as HTMLButtonElement).disabled || el.getAttribute('aria-disabled') === 'true') return false;
      if (el.closest('[inert], [aria-hidden="true"]')) return false;
      const style = getComputedStyle(el);
      if (style.visibility !== 'visible' || Number(style.opacity) === 0 || el.getClientRects().length === 0) return false;
      const r = el.getBoundingClientRect();
      return r.width >= 2 && r.height >= 2;
    });

    const found: Covered[] = [];
    const seen = new Set<string>();
    /** Hit-tests `el` at (x, y); records what is on top when it is not the control or its label. */
    const probe = (el: HTMLElement, x: number, y: number, how: string, accept: (overlay: Element | null) => boolean) => {
      if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) return;
      const hit = document.elementFromPoint(x, y);
      if (!hit || hit === el || el.contains(hit)) return;
      const labels = (el as HTMLInputElement).labels;
      if (labels && Array.from(labels).some((l) => l === hit || l.contains(hit))) return;
      // The hit is an ancestor: the control lets the pointer through to it (an opacity-0 input
      // under its chip, pointer-events: none). Not a cover.
      if (hit.contains(el)) return;
      const overlay = positioned(hit);
      if (!accept(overlay)) return;
      const entry = { target: describe(el), cover: describe(hit), overlay: overlay ? describe(overlay) : '(not fixed)', how };
      const key = `${entry.target}|${entry.cover}|${how}`;
      if (!seen.has(key)) found.push(entry);
      seen.add(key);
    };
    const centre = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    };

    // Pass 1: scrolled to the middle of the screen.
    for (const el of controls) {
      if (inChrome(el) || inFloating(el)) continue;
      el.scrollIntoView({ block: 'center', inline: 'center', behavior: instant });
      const c = centre(el);
      // Still outside the free area: the page cannot scroll it further, and whatever is on top
      // (the bottom bar) hides it.
      probe(el, c.x, Math.min(Math.max(c.y, 0), window.innerHeight - 1), 'scrolled to the middle', () => true);
    }

    // Pass 2: under each floating box; the chrome's own controls where they are.
    window.scrollTo({ top: 0, left: 0, behavior: instant });
    for (const el of controls) {
      if (!inChrome(el)) continue;
      const c = centre(el);
      probe(el, c.x, c.y, 'in the page chrome', (overlay) => !!overlay && floating.some((f) => f.contains(overlay) || overlay.contains(f)));
    }
    for (const box of floating) {
      for (const el of controls) {
        if (inChrome(el) || inFloating(el) || box.contains(el)) continue;
        el.scrollIntoView({ block: 'center', inline: 'nearest', behavior: instant });
        const b = box.getBoundingClientRect();
        const free = freeArea();
        const boxTop = Math.max(b.top, free.top);
        const boxBottom = Math.min(b.bottom, free.bottom);
        if (boxBottom <= boxTop) continue; // the box keeps to the chrome
        let r = el.getBoundingClientRect();
        const left = Math.max(r.left, b.left);
        const right = Math.min(r.right, b.right);
        if (right - left < 1) continue; // never in the same columns
        window.scrollBy({ top: r.top + r.height / 2 - (boxTop + boxBottom) / 2, left: 0, behavior: instant });
        r = el.getBoundingClientRect();
        const y = Math.min(Math.max(r.top + r.height / 2, boxTop + 1), boxBottom - 1);
        // The control must itself be on the free part of the screen there (the page may not scroll that far).
        if (y < r.top || y > r.bottom || y < free.top || y > free.bottom) continue;
        probe(el, (left + right) / 2, y, `under ${describe(box)} while scrolling`, (overlay) => !!overlay && getComputedStyle(overlay).position === 'fixed' && !inChrome(overlay));
      }
    }

    // Pass 3: focused in document order, from the top of the page.
    window.scrollTo({ top: 0, left: 0, behavior: instant });
    const before = document.activeElement as HTMLElement | null;
    for (const el of controls) {
      if (inChrome(el) || inFloating(el) || el.tabIndex < 0) continue;
      el.focus();
      if (document.activeElement !== el) continue;
      const c = centre(el);
      probe(el, c.x, c.y, 'focused', (overlay) => !!overlay);
    }
    before?.focus?.();
    (document.activeElement as HTMLElement | null)?.blur?.();
    window.scrollTo({ top: 0, left: 0, behavior: instant });
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
  expect.soft(covered.map((c) => `${c.how}: ${c.target} is covered by ${c.cover} in ${c.overlay}`), `${cell}: controls covered by something drawn on top`).toEqual([]);

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
