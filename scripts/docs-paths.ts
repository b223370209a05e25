import { existsSync, globSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// The folders a doc can name a file in. A path is only looked for when it starts with one of
// these, so URLs (`/admin/payments`), placeholders (`lib/<area>/`) and files outside the repo
// (`../shared/docs/api.md`) are never mistaken for files of ours.
export const TOP_LEVEL_DIRS = [
  '.ci', 'app', 'components', 'docs', 'e2e', 'faults', 'graphql', 'lib', 'perf', 'prisma', 'public',
  'scripts', 'service-worker', 'testing',
];

// Written by `npm install` or `npm run build`, never committed: a doc may name them although a
// fresh checkout does not have them yet.
export const BUILT_PATHS = ['lib/generated', 'public/sw.js'];

const PATH_PATTERN = new RegExp(
  `(?<![\\w./@-])(?:@/)?((?:${TOP_LEVEL_DIRS.map((d) => d.replace('.', '\\.')).join('|')})/[^\\s\`'"(),;|]*)`,
  'g',
);

/** Every repository path a markdown text names, as written (globs kept), without trailing punctuation. */
export function pathsNamedIn(markdown: string): string[] {
  const found: string[] = [];
  for (const match of markdown.matchAll(PATH_PATTERN)) {
    let named = match[1].replace(/#.*$/, '').replace(/[.:]+$/, '');
    // the end of a markdown link's text: `[docs/money.md](docs/money.md)`
    if (named.endsWith(']') && !named.includes('[')) named = named.slice(0, -1);
    named = named.replace(/\/+$/, '');
    // a placeholder or an elided name is a pattern for the reader, not a file
    if (/[<>{}…]/.test(named) || named.endsWith('-')) continue;
    if (!named.includes('/')) continue;
    found.push(named);
  }
  return [...new Set(found)];
}

/** The local targets of markdown links (`[money](money.md#wallet)` → `money.md`), as written. */
export function linkTargetsIn(markdown: string): string[] {
  const found: string[] = [];
  for (const match of markdown.matchAll(/\]\(([^)\s]+)\)/g)) {
    const target = match[1].replace(/#.*$/, '');
    if (target === '' || /^[a-z]+:/i.test(target)) continue;
    found.push(target);
  }
  return [...new Set(found)];
}

function hasGlob(named: string) {
  return /[*?]/.test(named);
}

/** Whether a path named in the docs is in the repository (a glob: whether it matches anything). */
export function pathExists(root: string, named: string): boolean {
  if (BUILT_PATHS.some((built) => named === built || named.startsWith(`${built}/`))) return true;
  if (hasGlob(named)) {
    // Next's folders are named with brackets ([id]); in a glob those would be a character class
    const pattern = named.replace(/[[\]]/g, (c) => `\\${c}`);
    return globSync(pattern, { cwd: root }).length > 0;
  }
  // an import specifier (`@/lib/database/db`) names a module without its extension
  return ['', '.ts', '.tsx', '/index.ts'].some((ext) => existsSync(path.join(root, named + ext)));
}

/** The markdown files that are the project's documentation: README.md and everything under docs/. */
export function docFiles(root: string): string[] {
  const files = ['README.md'];
  const walk = (dir: string) => {
    for (const name of readdirSync(path.join(root, dir))) {
      const rel = `${dir}/${name}`;
      if (statSync(path.join(root, rel)).isDirectory()) walk(rel);
      else if (name.endsWith('.md')) files.push(rel);
    }
  };
  walk('docs');
  return files;
}

export function missingDocPaths(root: string): { doc: string; path: string }[] {
  return docFiles(root).flatMap((doc) => {
    const markdown = readFileSync(path.join(root, doc), 'utf8');
    // a link is relative to the page it is on; a path in the text is from the repository's root
    const links = linkTargetsIn(markdown).map((target) => path.posix.normalize(path.posix.join(path.posix.dirname(doc), target)));
    return [...new Set([...pathsNamedIn(markdown), ...links])]
      .filter((named) => !named.startsWith('../') && !pathExists(root, named))
      .map((named) => ({ doc, path: named }));
  });
}
