import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// A component a newcomer can read on one screen: past about 120 lines a file is split into named
// parts (a card, a dialog, a hook, the page that composes them), each file doing one thing. The
// files still over the limit are listed in component-size.test.ts with why; the list only shrinks.

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
