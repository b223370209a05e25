import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { docFiles, TOP_LEVEL_DIRS } from './docs-paths';

// A comment or a heading that cites an issue by its number sends a newcomer to a tracker they may not have: the
// code's own words have to say why. This finds such citations in comments, in test names and in the
// docs' headings. Prose elsewhere in a doc may still name another project's issue by its URL.

const CITATION = /\bissues? ?#?\d+/i;

// Never edited by hand: written by `prisma generate`, or applied migrations whose checksums the
// database keeps (changing a comment in one would make it differ from what was applied).
const SKIPPED = ['lib/generated', 'prisma/migrations', 'node_modules', 'public'];
const CODE_EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '.css', '.prisma', '.sh'];

/** The lines (1-based) of a source file whose comment or test name cites an issue number. */
export function citingLinesInCode(source: string): number[] {
  const found: number[] = [];
  let inBlock = false;
  source.split('\n').forEach((line, index) => {
    const match = CITATION.exec(line);
    const before = match ? line.slice(0, match.index) : '';
    const inComment =
      inBlock ||
      /\/\/|\/\*/.test(before) ||
      /^\s*(\*|#)/.test(line) ||
      /\b(describe|it|test)(\.each\b.*)?\(\s*['"`]/.test(before);
    if (match && inComment) found.push(index + 1);
    // where the line leaves us: inside a /* … */ block or not
    for (const token of line.matchAll(/\/\*|\*\//g)) inBlock = token[0] === '/*';
  });
  return found;
}

/** The lines (1-based) of a markdown text whose heading cites an issue number. */
export function citingHeadingsInMarkdown(markdown: string): number[] {
  const found: number[] = [];
  markdown.split('\n').forEach((line, index) => {
    if (/^#{1,6}\s/.test(line) && CITATION.test(line)) found.push(index + 1);
  });
  return found;
}

function sourceFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(path.join(root, dir))) {
      const rel = `${dir}/${name}`;
      if (SKIPPED.some((skipped) => rel === skipped || rel.endsWith(`/${skipped}`))) continue;
      // build output (the bench's framework reference page builds into perf/reference-app/.next-reference)
      if (name.startsWith('.next')) continue;
      if (statSync(path.join(root, rel)).isDirectory()) walk(rel);
      else if (CODE_EXTENSIONS.some((ext) => name.endsWith(ext))) files.push(rel);
    }
  };
  for (const dir of TOP_LEVEL_DIRS) {
    if (SKIPPED.includes(dir)) continue;
    try {
      statSync(path.join(root, dir));
    } catch {
      continue;
    }
    walk(dir);
  }
  return files;
}

/** Every `file:line` of the repository whose comment, test name or doc heading cites an issue number. */
export function issueCitations(root: string): string[] {
  const inCode = sourceFiles(root).flatMap((file) =>
    citingLinesInCode(readFileSync(path.join(root, file), 'utf8')).map((line) => `${file}:${line}`),
  );
  const inDocs = docFiles(root).flatMap((file) =>
    citingHeadingsInMarkdown(readFileSync(path.join(root, file), 'utf8')).map((line) => `${file}:${line}`),
  );
  return [...inCode, ...inDocs];
}
