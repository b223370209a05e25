// Guards valid HTML on the public pages with the Nu HTML checker (vnu-jar, Java): it once found an
// aria-label on a plain <span> (the version label) on every page and autocomplete="tel-national"
// where it is not allowed. Errors only; the checker's info notes (such as the trailing
// slash React writes on void elements) are not failures.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { test, expect } from '@playwright/test';

// The jar from the vnu-jar package, run with the machine's Java (its install script, which would
// download a Java, is not allowed to run: package.json allowScripts).
const VNU_JAR = path.resolve('node_modules/vnu-jar/build/dist/vnu.jar');
const PAGES = ['/', '/?category=PDM', '/menu/PDM/chicken-and-pumpkin-bowl', '/about', '/privacy-policy', '/termsandconditions', '/cart', '/log-in'];

type NuMessage = { type: string; url: string; message: string; extract?: string; lastLine?: number };

test('the public pages have no Nu HTML checker errors', async ({ request }) => {
  test.setTimeout(120_000);
  const dir = mkdtempSync(path.join(tmpdir(), 'nu-'));
  try {
    const files = await Promise.all(
      PAGES.map(async (page, i) => {
        const res = await request.get(page);
        expect(res.status(), page).toBe(200);
        const file = path.join(dir, `page-${i}.html`);
        writeFileSync(file, await res.text());
        return file;
      }),
    );
    // One Java start for every page: the checker takes seconds to start, milliseconds per page.
    // It exits non-zero when it reports errors, so the report is read from the error's stdout too.
    const { stdout } = await promisify(execFile)('java', ['-jar', VNU_JAR, '--errors-only', '--format', 'json', '--stdout', ...files], { maxBuffer: 16 * 1024 * 1024 }).catch(
      (e: { stdout?: string; message: string }) => {
        if (!e.stdout) throw new Error(`the Nu checker did not run (is Java installed?): ${e.message}`);
        return { stdout: e.stdout };
      },
    );
    const messages = (JSON.parse(stdout) as { messages: NuMessage[] }).messages.filter((m) => m.type === 'error' || m.type === 'non-document-error');
    const readable = messages.map((m) => `${PAGES[files.indexOf(new URL(m.url).pathname)] ?? m.url}: ${m.message} «${(m.extract ?? '').slice(0, 120)}»`);
    expect(readable).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
