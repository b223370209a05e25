// The Nu HTML checker (npm vnu-jar; Java from the machine, never the package's downloader) over the
// HTML the server sends: errors only, one line each with the page they came from.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type NuMessage = { type: string; subType?: string; message: string; url?: string; lastLine?: number; extract?: string };
export type NuPage = { path: string; errors: string[] };

const VNU_JAR = 'node_modules/vnu-jar/build/dist/vnu.jar';

/** vnu's JSON report grouped by page: only errors (and fatal ones), as "line N: message". */
export function errorsByFile(report: { messages: NuMessage[] }, files: Map<string, string>): NuPage[] {
  const pages = new Map<string, string[]>([...files.values()].map((p) => [p, []]));
  for (const m of report.messages) {
    if (m.type !== 'error' && !(m.type === 'non-document-error')) continue;
    const file = m.url ? decodeURIComponent(new URL(m.url).pathname) : '';
    const page = files.get(file) ?? file;
    const list = pages.get(page) ?? [];
    list.push(`${m.lastLine ? `line ${m.lastLine}: ` : ''}${m.message}${m.extract ? ` [${m.extract.trim().slice(0, 80)}]` : ''}`);
    pages.set(page, list);
  }
  return [...pages].map(([p, errors]) => ({ path: p, errors }));
}

export async function checkHtml(baseUrl: string, paths: readonly string[], headers: Record<string, string> = {}): Promise<NuPage[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-nu-'));
  try {
    const files = new Map<string, string>();
    for (const [i, p] of paths.entries()) {
      const res = await fetch(baseUrl + p, { headers: { accept: 'text/html', ...headers }, signal: AbortSignal.timeout(15_000) });
      if (!res.ok) throw new Error(`Nu: GET ${p} answered ${res.status}`);
      const file = path.join(dir, `page-${i}.html`);
      writeFileSync(file, await res.text());
      files.set(file, p);
    }
    const run = spawnSync('java', ['-jar', VNU_JAR, '--format', 'json', '--stdout', ...files.keys()], { encoding: 'utf8', timeout: 120_000, maxBuffer: 64 * 1024 * 1024 });
    if (run.error) throw new Error(`Nu: java -jar vnu.jar failed: ${run.error.message}`);
    const out = run.stdout.trim() || run.stderr.trim();
    return errorsByFile(JSON.parse(out) as { messages: NuMessage[] }, files);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
