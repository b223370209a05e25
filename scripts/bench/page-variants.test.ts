import { framesUntilLoad, inlineStylesheets, pageVariants, scriptsAfterFirstFrame, stylesheets, withoutChunkScripts, withoutScripts } from './page-variants';

// The shape of a page as Next 16 serves it (trimmed from /privacy-policy).
const PAGE = [
  '<!DOCTYPE html><html lang="en-IN"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js" integrity="sha256-A"/>',
  '<script src="/_next/static/chunks/b.js" async="" integrity="sha256-B"></script>',
  '<script src="/_next/static/chunks/c.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills.js" integrity="sha256-P" noModule=""></script>',
  '</head><body><main><h1>Privacy policy</h1></main>',
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  '<script>self.__next_f.push([1,"0:{}"])</script>',
  '</body></html>',
].join('');

describe('variants of a served page', () => {
  it.each([
    ['no scripts: JSON-LD stays, every other script and script hint goes', withoutScripts(PAGE), ['application/ld+json', '<h1>Privacy policy</h1>', 'site.css'], ['b.js', 'c.js', 'a.js', '__next_f']],
    ['no chunks: the inline payload stays, the files and hints go', withoutChunkScripts(PAGE), ['__next_f', 'application/ld+json'], ['b.js', 'c.js', 'a.js', 'polyfills.js']],
    ['chunks after the first frame: a loader at the end of <body> names them', scriptsAfterFirstFrame(PAGE), ['requestAnimationFrame', '["/_next/static/chunks/b.js","/_next/static/chunks/c.js"]', '__next_f'], ['<script src=', 'integrity="sha256-B"', 'polyfills.js']],
    ['frames until load: a loop first in <head>', framesUntilLoad(PAGE), ['<head><script>(function(){var done=false;addEventListener("load"'], []],
    ['inline CSS: the stylesheet link becomes a <style>', inlineStylesheets(PAGE, new Map([['/_next/static/chunks/site.css', 'main{color:red}']])), ['<style>main{color:red}</style>', 'b.js'], ['rel="stylesheet"']],
  ])('%s', (_name, html, kept, gone) => {
    for (const k of kept) expect(html).toContain(k);
    for (const g of gone) expect(html).not.toContain(g);
  });

  it('finds the stylesheets in order', () => {
    expect(stylesheets(PAGE)).toEqual(['/_next/static/chunks/site.css']);
  });

  it('refuses to inline a stylesheet it was not given', () => {
    expect(() => inlineStylesheets(PAGE, new Map())).toThrow('no text for the stylesheet /_next/static/chunks/site.css');
  });

  it('measures the page as served first, then one change each', () => {
    const variants = pageVariants(PAGE, new Map([['/_next/static/chunks/site.css', '']]));
    expect(variants.map((v) => v.name)).toEqual(['as-served', 'no-scripts', 'no-chunks', 'chunks-after-first-frame', 'frames-until-load', 'inline-css']);
    expect(variants[0].html).toBe(PAGE);
    expect(new Set(variants.map((v) => v.html)).size).toBe(variants.length);
  });
});
