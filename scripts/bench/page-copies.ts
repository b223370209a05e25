// "Static speed" measured literally: each public page's own HTML, saved as a static file under
// public/ and served by the same `next start` beside the page. The page is judged against the
// same bytes as a file, so the ratio is what serving a cached page costs over serving a file; the
// small static file (the logo) stays in the table to show what the bytes themselves cost (the
// response is gzipped per request either way). Next reads public/ when it starts, so the copies are
// written by a first server that is stopped before the measured one starts.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const COPY_DIR = 'public/bench-static';

export type PageCopy = { page: string; file: string; bytes: number };

export function copyName(page: string): string {
  return `${page.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'menu'}.html`;
}

export async function savePageCopies(baseUrl: string, pages: string[]): Promise<PageCopy[]> {
  mkdirSync(COPY_DIR, { recursive: true });
  const copies: PageCopy[] = [];
  for (const page of pages) {
    // the second answer is the cached page the bench will load (the first may fill the cache)
    let html = '';
    for (let i = 0; i < 2; i++) {
      const res = await fetch(baseUrl + page, { headers: { accept: 'text/html' }, signal: AbortSignal.timeout(30_000) });
      if (!res.ok) throw new Error(`page copy: ${page} answered ${res.status}`);
      html = await res.text();
    }
    const name = copyName(page);
    writeFileSync(path.join(COPY_DIR, name), html);
    copies.push({ page, file: `/${path.basename(COPY_DIR)}/${name}`, bytes: Buffer.byteLength(html) });
  }
  return copies;
}

export function removePageCopies(): void {
  rmSync(COPY_DIR, { recursive: true, force: true });
}
