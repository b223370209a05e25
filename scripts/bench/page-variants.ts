// Variants of one page's served HTML for scripts/bench/lighthouse-variants.ts: each takes away or
// moves one thing (the page's scripts, its stylesheet request, the moment its JavaScript starts),
// so Lighthouse on them beside the page as served says where the page's points go. Pure string
// work on Next's own markup: `<script src=… async>` chunk tags and their `rel="preload" as="script"`
// hints in <head>, inline `self.__next_f.push` payload scripts, one `<link rel="stylesheet">`.

import { scriptSources } from './page-weight';

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

/** The variants measured, the page as served first. */
export function pageVariants(html: string, css: ReadonlyMap<string, string>): PageVariant[] {
  return [
    { name: 'as-served', what: 'the page as the store serves it', html },
    { name: 'no-scripts', what: 'no scripts at all (JSON-LD kept)', html: withoutScripts(html) },
    { name: 'no-chunks', what: 'no chunk files (the inline payload kept): nothing hydrates', html: withoutChunkScripts(html) },
    { name: 'chunks-after-first-frame', what: 'the chunk files requested after the first frame', html: scriptsAfterFirstFrame(html) },
    { name: 'frames-until-load', what: 'requestAnimationFrame from <head> until the load event', html: framesUntilLoad(html) },
    { name: 'inline-css', what: 'the stylesheet inside the HTML', html: inlineStylesheets(html, css) },
  ];
}
