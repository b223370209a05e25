// What a first visit to a page costs: the HTML and the JavaScript the HTML makes the browser fetch
// (external <script src> chunks, without noModule polyfills that modern browsers skip), each
// measured as sent with gzip.
import { gzipSync } from 'node:zlib';
import type { PageWeight } from './budgets';

const gzipBytes = (text: Buffer) => gzipSync(text, { level: 6 }).length;

/** External, same-origin script URLs a modern browser downloads for this HTML. */
export function scriptSources(html: string): string[] {
  const sources = new Set<string>();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    if (/\bnomodule\b/i.test(tag)) continue;
    const src = /\bsrc="([^"]+)"/i.exec(tag)?.[1];
    if (src && src.startsWith('/')) sources.add(src.replaceAll('&amp;', '&'));
  }
  return [...sources];
}

async function body(url: string, headers: Record<string, string> = {}, expectStatus?: number): Promise<Buffer> {
  const res = await fetch(url, { headers, signal: AbortSignal.timeout(15_000) });
  if (expectStatus ? res.status !== expectStatus : !res.ok) throw new Error(`GET ${url}: ${res.status}`);
  return Buffer.from(await res.arrayBuffer());
}

/** Bytes of inline <script> bodies: mostly the RSC payload that hydrates the page's client components. */
export function inlineScriptBytes(html: string): number {
  let bytes = 0;
  for (const [, content] of html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) bytes += Buffer.byteLength(content);
  return bytes;
}

export async function measurePageWeight(
  baseUrl: string,
  path: string,
  /** the status the page answers with: the not-found page (the build's smallest) is measured too */
  expectStatus?: number,
): Promise<PageWeight & { inlineScriptBytes: number; scriptList: { src: string; gzipBytes: number }[] }> {
  const html = await body(baseUrl + path, { accept: 'text/html' }, expectStatus);
  const scriptList = [];
  let jsBytes = 0;
  let jsGzipBytes = 0;
  for (const src of scriptSources(html.toString('utf8'))) {
    const js = await body(baseUrl + src);
    const gz = gzipBytes(js);
    jsBytes += js.length;
    jsGzipBytes += gz;
    scriptList.push({ src, gzipBytes: gz });
  }
  return { path, htmlBytes: html.length, htmlGzipBytes: gzipBytes(html), inlineScriptBytes: inlineScriptBytes(html.toString('utf8')), jsBytes, jsGzipBytes, scripts: scriptList.length, scriptList };
}
