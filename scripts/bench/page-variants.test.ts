import { firstFontFiles, framesUntilLoad, withFontDisplay, inlineStylesheets, withFontPreloads, withSkippedOffscreen, withRenderBlockedUntil, withBoundariesInlined, withHeroPreload, pageVariants, scriptsAfterFirstFrame, stylesheets, withoutChunkScripts, withoutScripts } from './page-variants';

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

  // As the build minifies them: fontsource's faces, then the store's own subset (U+0000-00FF written U+??).
  const FONT_CSS = [
    '@font-face{font-family:Inter Variable;src:url(../media/inter-latin-wght-normal.aa.woff2)format("woff2");unicode-range:U+??,U+131}',
    '@font-face{font-family:Inter;font-weight:400 700;src:url(../media/inter-latin-400-700.bb.woff2)format("woff2");unicode-range:U+??,U+131,U+2000-206F}',
    '@font-face{font-family:Inter;src:url(../media/inter-rupee-400-700.cc.woff2)format("woff2");unicode-range:U+20B9}',
  ].join('');

  it.each([
    ['the store subset covering Basic Latin, as an address from the page', FONT_CSS, ['/_next/static/media/inter-latin-400-700.bb.woff2']],
    ['a range written in full', '@font-face{font-family:"Inter";src:url("./a.woff2") format("woff2");unicode-range:U+0000-00FF}', ['/_next/static/chunks/a.woff2']],
    ['no face of the family', '@font-face{font-family:Roboto;src:url(./r.woff2);unicode-range:U+??}', []],
  ])('finds the first font files: %s', (_name, css, files) => {
    expect(firstFontFiles(new Map([['/_next/static/chunks/site.css', css]]))).toEqual(files);
  });

  it('skips the layout of the given boxes while they are off screen', () => {
    expect(withSkippedOffscreen(PAGE, ['main section', 'footer'])).toContain('<style>main section,footer{content-visibility:auto;contain-intrinsic-size:auto 400px}</style></head>');
  });

  it('preloads fonts before the stylesheet, and refuses a page with nothing to preload', () => {
    const html = withFontPreloads(PAGE, ['/f.woff2']);
    expect(html.indexOf('<link rel="preload" as="font" type="font/woff2" crossorigin="" href="/f.woff2"/>')).toBeLessThan(html.indexOf('site.css'));
    expect(() => withFontPreloads(PAGE, [])).toThrow('no stylesheet link or no font file to preload');
  });

  it.each([
    ['a face that says swap', '@font-face{font-family:Inter;font-display:swap;src:url(../media/a.woff2)format("woff2");unicode-range:U+??}', '<style>@font-face{font-family:Inter;font-display:optional;src:url(/_next/static/media/a.woff2)format("woff2");unicode-range:U+??}</style>'],
    ['a face that says nothing', '@font-face{font-family:"Inter";src:url("./b.woff2")}', '<style>@font-face{font-display:optional;font-family:"Inter";src:url(/_next/static/chunks/b.woff2)}</style>'],
    ['every family, the next in the stack too', '@font-face{font-family:Inter;src:url(./i.woff2)}@font-face{font-family:Inter Variable;src:url(./v.woff2)}', '<style>@font-face{font-display:optional;font-family:Inter;src:url(/_next/static/chunks/i.woff2)}@font-face{font-display:optional;font-family:Inter Variable;src:url(/_next/static/chunks/v.woff2)}</style>'],
  ])('declares the font faces again after the stylesheet: %s', (_name, css, style) => {
    const html = withFontDisplay(PAGE, new Map([['/_next/static/chunks/site.css', css]]), 'optional');
    expect(html).toContain(style);
    expect(html.indexOf(style)).toBeGreaterThan(html.indexOf('site.css'));
  });

  it.each([
    ['an element', '#main', '<head><link rel="expect" href="#main" blocking="render"/>'],
    ['the whole document', '#', '<head><link rel="expect" href="#" blocking="render"/>'],
  ])('holds the first frame until %s is parsed', (_name, target, head) => {
    expect(withRenderBlockedUntil(PAGE, target)).toContain(head);
    expect(() => withRenderBlockedUntil('<p>no head</p>', target)).toThrow('no <head>');
  });

  it('puts a boundary completed after the shell in place of its fallback, and takes away its swap', () => {
    const streamed = [
      '<body><header><a>Shop</a><!--$?--><template id="B:0"></template><nav>fallback<!--$--><i>inner</i><!--/$--></nav><!--/$--></header>',
      '<main>menu</main><div hidden id="S:0"><nav><div>real</div><div>nav</div></nav></div>',
      '<script>$RC=function(a,b){};$RC("B:0","S:0")</script></body>',
    ].join('');
    expect(withBoundariesInlined(streamed)).toBe(
      '<body><header><a>Shop</a><!--$--><nav><div>real</div><div>nav</div></nav><!--/$--></header><main>menu</main><script>$RC=function(a,b){};</script></body>',
    );
    expect(() => withBoundariesInlined(PAGE)).toThrow('no boundary completed after the shell');
  });

  it("preloads the hero's pictures by media query, after the charset and the viewport", () => {
    const hero = [
      '<!DOCTYPE html><html><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width"/></head><body><picture>',
      '<source media="(max-width: 650px)" srcSet="/m.webp?w=640 640w" sizes="100vw"/>',
      '<img alt="" fetchPriority="high" sizes="(max-width: 1152px) 100vw, 1120px" srcSet="/d.webp?w=640 640w" src="/d.webp"/>',
      '</picture></body></html>',
    ].join('');
    const html = withHeroPreload(hero);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<meta name="viewport" content="width=device-width"/><link rel="preload" as="image" fetchpriority="high" imagesrcset="/m.webp?w=640 640w" imagesizes="100vw" media="(max-width: 650px)"/>');
    expect(head).toContain('<link rel="preload" as="image" fetchpriority="high" imagesrcset="/d.webp?w=640 640w" imagesizes="(max-width: 1152px) 100vw, 1120px" media="not all and (max-width: 650px)"/>');
    expect(() => withHeroPreload(PAGE)).toThrow('no <picture> in the page');
  });

  it('refuses a page without a font face', () => {
    expect(() => withFontDisplay(PAGE, new Map([['/_next/static/chunks/site.css', 'body{margin:0}']]), 'optional')).toThrow('no stylesheet link or no font face');
  });

  it('measures the page as served first, then one change each', () => {
    const variants = pageVariants(PAGE, new Map([['/_next/static/chunks/site.css', FONT_CSS]]));
    expect(variants.map((v) => v.name)).toEqual(['as-served', 'no-scripts', 'no-chunks', 'chunks-after-first-frame', 'frames-until-load', 'inline-css', 'offscreen-skipped', 'paint-after-main', 'paint-after-parse', 'font-optional', 'font-preload']);
    expect(variants[0].html).toBe(PAGE);
    expect(new Set(variants.map((v) => v.html)).size).toBe(variants.length);
  });
});
