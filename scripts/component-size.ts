import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// A component a newcomer can read on one screen: past about 120 lines a file is split into named
// parts (a card, a dialog, a hook, the page that composes them), each file doing one thing. No file
// is exempt: component-size.test.ts fails on any, and `npx tsx scripts/component-size.ts` lists them.

export const MAX_COMPONENT_LINES = 120;
const ROOTS = ['components', 'app'];

/** The lines of a file as an editor numbers them (a final newline ends the last line, it starts none). */
export function lineCount(source: string): number {
  if (source === '') return 0;
  return source.split('\n').length - (source.endsWith('\n') ? 1 : 0);
}

function componentFiles(root: string, dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const relative = path.posix.join(dir, name);
    if (statSync(path.join(root, relative)).isDirectory()) return componentFiles(root, relative);
    return name.endsWith('.tsx') && !name.endsWith('.test.tsx') ? [relative] : [];
  });
}

/** Every component and page file over the limit, with its length, longest first. */
export function longComponents(root: string, max = MAX_COMPONENT_LINES): { file: string; lines: number }[] {
  return ROOTS.flatMap((dir) => componentFiles(root, dir))
    .map((file) => ({ file, lines: lineCount(readFileSync(path.join(root, file), 'utf8')) }))
    .filter((f) => f.lines > max)
    .sort((a, b) => b.lines - a.lines || a.file.localeCompare(b.file));
}

// Run directly: each file over the limit with its length, and a failing exit when there is one.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  const long = longComponents(path.resolve(__dirname, '..'));
  for (const f of long) console.log(`${f.file}: ${f.lines} lines (at most ${MAX_COMPONENT_LINES})`);
  process.exitCode = long.length > 0 ? 1 : 0;
}
