// Variants of one page's served HTML for scripts/bench/lighthouse-variants.ts: each takes away or
// moves one thing (the page's scripts, its stylesheet request, the moment its JavaScript starts),
// so Lighthouse on them beside the page as served says where the page's points go. Pure string
// work on Next's own markup: `<script src=… async>` chunk tags and their `rel="preload" as="script"`
// hints in <head>, inline `self.__next_f.push` payload scripts, one `<link rel="stylesheet">`.

import { scriptSources } from './page-weight';
import { FAMILY } from '../subset-fonts';

export type PageVariant = { name: string; what: string; html: string };

const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>/g;
const CHUNK_SCRIPT = /<script src="[^"]+"[^>]*><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*\/>/g;
const STYLESHEET = /<link rel="stylesheet" href="([^"]+)"[^>]*\/>/g;

const isJsonLd = (tag: string) => /^<script[^>]*type="application\/ld\+json"/.test(tag);

/** Every script except JSON-LD, and the script preload hints: the page as a browser without JavaScript gets it. */
export function withoutScripts(html: string): string {
  return html.replace(SCRIPT, (tag) => (isJsonLd(tag) ? tag : '')).replace(SCRIPT_PRELOAD, '');
}

/** The chunk files' tags and hints only; the inline payload scripts stay (nothing hydrates). */
export function withoutChunkScripts(html: string): string {
  return html.replace(CHUNK_SCRIPT, '').replace(SCRIPT_PRELOAD, '');
}

/**
 * The chunk files requested only after the browser's first frame (one requestAnimationFrame, then
 * a task): what "hydration after the first paint" would do. Their integrity hashes are dropped with
 * the tags; the files are the same.
 */
export function scriptsAfterFirstFrame(html: string): string {
  // what a modern browser runs: not the noModule polyfills
  const srcs = scriptSources(html);
  const loader = `<script>requestAnimationFrame(function(){setTimeout(function(){${JSON.stringify(srcs)}.forEach(function(s){var e=document.createElement("script");e.src=s;e.async=true;document.head.appendChild(e)})},0)})</script>`;
  return withoutChunkScripts(html).replace('</body>', `${loader}</body>`);
}

/** Frames asked for from the first byte of <head> until the frame after the load event. */
export function framesUntilLoad(html: string): string {
  const loop = '<script>(function(){var done=false;addEventListener("load",function(){requestAnimationFrame(function(){done=true})});requestAnimationFrame(function f(){if(!done)requestAnimationFrame(f)})})()</script>';
  return html.replace('<head>', `<head>${loop}`);
}

/** The stylesheet files the page links, in their order. */
export function stylesheets(html: string): string[] {
  return [...html.matchAll(STYLESHEET)].map((m) => m[1]);
}

/** Each linked stylesheet replaced by a <style> with its text (`css` maps href to text). */
export function inlineStylesheets(html: string, css: ReadonlyMap<string, string>): string {
  return html.replace(STYLESHEET, (tag, href: string) => {
    const text = css.get(href);
    if (text === undefined) throw new Error(`no text for the stylesheet ${href}`);
    return `<style>${text}</style>`;
  });
}

/** Every @font-face rule of the stylesheets, each with the stylesheet it is in. */
function fontFaces(css: ReadonlyMap<string, string>): { href: string; face: string }[] {
  return [...css].flatMap(([href, text]) => (text.match(/@font-face\s*\{[^}]*\}/g) ?? []).map((face) => ({ href, face })));
}

/** A url() of a stylesheet as an address from the page. */
const fromPage = (url: string, href: string) => new URL(url, `http://page${href}`).pathname;

/**
 * The woff2 files of the faces of the store's own Inter subset (scripts/subset-fonts.ts, first in its
 * font stack) that cover Basic Latin, as addresses from the page: what the first paint's text needs.
 */
export function firstFontFiles(css: ReadonlyMap<string, string>): string[] {
  const family = new RegExp(`font-family:\\s*["']?${FAMILY}["']?\\s*[;}]`);
  return fontFaces(css).flatMap(({ href, face }) => {
    if (!family.test(face) || !/unicode-range:\s*U\+(0+-|(00)?\?\?[,;}])/i.test(face)) return [];
    const url = face.match(/url\(["']?([^"')]+\.woff2)["']?\)/)?.[1];
    return url ? [fromPage(url, href)] : [];
  });
}

/** A `<link rel="preload" as="font">` for each file before the first stylesheet: fetched with the stylesheet, not after it. */
export function withFontPreloads(html: string, files: readonly string[]): string {
  const links = files.map((f) => `<link rel="preload" as="font" type="font/woff2" crossorigin="" href="${f}"/>`).join('');
  const at = html.indexOf('<link rel="stylesheet"');
  if (at === -1 || !files.length) throw new Error('no stylesheet link or no font file to preload');
  return html.slice(0, at) + links + html.slice(at);
}

/**
 * Every font face of the page's stylesheets declared again after them with another `font-display`
 * (a later face with the same descriptors wins, so only it is fetched). Every one, not only the
 * store's subset: a face given up on falls through to the next family in the stack (fontsource's
 * Inter Variable), which would swap in instead. With `optional` a face that is not there within
 * about 100 ms is not used for this page: no second layout when it arrives.
 */
export function withFontDisplay(html: string, css: ReadonlyMap<string, string>, display: 'optional' | 'swap' | 'block' | 'fallback'): string {
  const faces = fontFaces(css).map(({ href, face }) => {
    const absolute = face.replace(/url\(["']?([^"')]+)["']?\)/g, (_m, url: string) => `url(${fromPage(url, href)})`);
    return /font-display:/.test(absolute) ? absolute.replace(/font-display:\s*[a-z]+/, `font-display:${display}`) : absolute.replace('{', `{font-display:${display};`);
  });
  const last = [...html.matchAll(STYLESHEET)].at(-1);
  if (!faces.length || last?.index === undefined) throw new Error('no stylesheet link or no font face');
  const at = last.index + last[0].length;
  return `${html.slice(0, at)}<style>${faces.join('')}</style>${html.slice(at)}`;
}

/**
 * `content-visibility: auto` on the given selectors: the browser lays out and paints those boxes only
 * when they come near the viewport (a placeholder height until then), so the first layout holds only
 * what is on screen.
 */
export function withSkippedOffscreen(html: string, selectors: readonly string[]): string {
  return html.replace('</head>', `<style>${selectors.join(',')}{content-visibility:auto;contain-intrinsic-size:auto 400px}</style></head>`);
}

/**
 * `<link rel="expect" href="#id" blocking="render">` first in <head>: the browser makes no frame
 * until the element with that id has been parsed whole (`#` alone: until the document has), so the
 * parser's work up to it falls before the first paint instead of across it.
 */
export function withRenderBlockedUntil(html: string, target: string): string {
  if (!html.includes('<head>')) throw new Error('no <head> to put the link in');
  return html.replace('<head>', `<head><link rel="expect" href="${target}" blocking="render"/>`);
}

/**
 * The hero's pictures preloaded early in <head>, one `<link rel="preload" as="image">` per source of
 * its <picture> with that source's media query (the <img>'s srcset for every other width), at high
 * priority: React preloads a shell's eager <img> on its own, but not one inside a <picture>.
 */
export function withHeroPreload(html: string): string {
  const picture = html.match(/<picture>([\s\S]*?)<\/picture>/)?.[1];
  if (!picture) throw new Error('no <picture> in the page');
  const attr = (tag: string, name: string) => tag.match(new RegExp(` ${name}="([^"]*)"`, 'i'))?.[1];
  const sources = [...picture.matchAll(/<source [^>]*>/g)].map((m) => m[0]);
  const img = picture.match(/<img [^>]*>/)?.[0];
  if (!img) throw new Error('no <img> in the <picture>');
  const links = sources.map((tag) => ({ media: attr(tag, 'media')!, srcset: attr(tag, 'srcSet')!, sizes: attr(tag, 'sizes')! }));
  const others = links.length ? `not all and ${links.map((l) => l.media).join(', not all and ')}` : undefined;
  links.push({ media: others ?? '', srcset: attr(img, 'srcSet')!, sizes: attr(img, 'sizes')! });
  const tags = links.map((l) => `<link rel="preload" as="image" fetchpriority="high" imagesrcset="${l.srcset}" imagesizes="${l.sizes}"${l.media ? ` media="${l.media}"` : ''}/>`).join('');
  // after the charset and the viewport: the charset must come in the first 1,024 bytes
  const viewport = html.match(/<meta name="viewport"[^>]*>/);
  if (viewport?.index === undefined) throw new Error('no viewport <meta> to put the links after');
  const at = viewport.index + viewport[0].length;
  return `${html.slice(0, at)}${tags}${html.slice(at)}`;
}

/**
 * The index just past the token that closes what opens at `start`: `tokens` (a global pattern)
 * finds every opening and closing token from there on, `closes` tells them apart, nesting counted.
 */
function closingEnd(html: string, start: number, tokens: RegExp, closes: (token: string) => boolean): number {
  tokens.lastIndex = start;
  let depth = 0;
  for (let m = tokens.exec(html); m; m = tokens.exec(html)) {
    depth += closes(m[0]) ? -1 : 1;
    if (depth === 0) return m.index + m[0].length;
  }
  throw new Error(`nothing closes what opens at ${start}`);
}

/**
 * Every Suspense boundary the server completed only after the shell, put in place as if it had
 * completed inside it. React sends such a boundary as `<!--$?--><template id="B:n"></template>`
 * and its fallback, the content later in `<div hidden id="S:n">`, and a `$RC("B:n","S:n")` call
 * that swaps them, at the next frame or, once a frame has been drawn, 300 ms after it. The page's
 * payload is untouched, so hydration meets the same tree.
 */
export function withBoundariesInlined(html: string): string {
  const calls = [...html.matchAll(/\$RC\("(B:\d+)","(S:\d+)"\)/g)];
  if (!calls.length) throw new Error('no boundary completed after the shell');
  let out = html;
  for (const [call, b, sId] of calls) {
    const open = `<div hidden id="${sId}">`;
    const sAt = out.indexOf(open);
    if (sAt === -1) throw new Error(`no content ${sId}`);
    const sEnd = closingEnd(out, sAt, /<div\b|<\/div>/g, (t) => t === '</div>');
    const content = out.slice(sAt + open.length, sEnd - '</div>'.length);
    out = out.slice(0, sAt) + out.slice(sEnd);
    const marker = `<!--$?--><template id="${b}"></template>`;
    const bAt = out.indexOf(marker);
    if (bAt === -1) throw new Error(`no fallback ${b}`);
    const bEnd = closingEnd(out, bAt, /<!--(\$[?!~]?|\/\$)-->/g, (t) => t === '<!--/$-->');
    out = `${out.slice(0, bAt)}<!--$-->${content}<!--/$-->${out.slice(bEnd)}`;
    out = out.replace(call, '');
  }
  return out;
}

/** The variants measured, the page as served first. */
export function pageVariants(html: string, css: ReadonlyMap<string, string>): PageVariant[] {
  const fonts = firstFontFiles(css);
  return [
    { name: 'as-served', what: 'the page as the store serves it', html },
    { name: 'no-scripts', what: 'no scripts at all (JSON-LD kept)', html: withoutScripts(html) },
    { name: 'no-chunks', what: 'no chunk files (the inline payload kept): nothing hydrates', html: withoutChunkScripts(html) },
    { name: 'chunks-after-first-frame', what: 'the chunk files requested after the first frame', html: scriptsAfterFirstFrame(html) },
    { name: 'frames-until-load', what: 'requestAnimationFrame from <head> until the load event', html: framesUntilLoad(html) },
    { name: 'inline-css', what: 'the stylesheet inside the HTML', html: inlineStylesheets(html, css) },
    { name: 'offscreen-skipped', what: 'content-visibility: auto on the main column\'s sections and the footer', html: withSkippedOffscreen(html, ['main section', 'main li', 'footer']) },
    ...(html.includes('<picture>') ? [{ name: 'hero-preload', what: "the hero's pictures preloaded early in <head>, by media query, at high priority", html: withHeroPreload(html) }] : []),
    ...(html.includes('$RC("') ? [{ name: 'boundaries-inline', what: 'every boundary completed after the shell put in place (no fallback, no swap)', html: withBoundariesInlined(html) }] : []),
    { name: 'paint-after-main', what: 'no frame until <main> is parsed (link rel=expect, blocking=render)', html: withRenderBlockedUntil(html, '#main') },
    { name: 'paint-after-parse', what: 'no frame until the whole document is parsed (link rel=expect href="#")', html: withRenderBlockedUntil(html, '#') },
    ...(fonts.length ? [{ name: 'font-optional', what: 'every font face with font-display: optional', html: withFontDisplay(html, css, 'optional') }] : []),
    ...(fonts.length ? [{ name: 'font-preload', what: `the first font preloaded (${fonts.length} file${fonts.length > 1 ? 's' : ''})`, html: withFontPreloads(html, fonts) }] : []),
  ];
}
