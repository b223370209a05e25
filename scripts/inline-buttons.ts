import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// The store's primary button is components/ui/button.tsx's Button (or ButtonLink, or buttonClasses
// for an element that can be neither): its colour, size, focus and busy state are decided there
// once. A class string that paints the brand colour under white text on a rounded-lg box is that
// look written by hand again. A chosen chip or tab (`aria-[current=page]:bg-brand-700`, a pill's
// `rounded-full`) is a different control and is not counted.

const ROOTS = ['components', 'app'];
const OWN_HOME = 'components/ui/';

/** Whether a line writes the primary button's look by hand. */
export function isInlinePrimaryButton(line: string): boolean {
  // the brand fill without a state prefix (hover:, aria-[…]:, has-[…]:, md:)
  return /(^|[\s"'`])bg-brand-700(?=[\s"'`]|$)/.test(line) && /(^|[\s"'`])text-white(?=[\s"'`]|$)/.test(line) && /(^|[\s"'`])rounded-lg(?=[\s"'`]|$)/.test(line);
}

function sourceFiles(root: string, dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const relative = path.posix.join(dir, name);
    if (statSync(path.join(root, relative)).isDirectory()) return sourceFiles(root, relative);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [relative] : [];
  });
}

/** `file:line` of every primary button look written outside components/ui. */
export function inlinePrimaryButtons(root: string): string[] {
  return ROOTS.flatMap((dir) => sourceFiles(root, dir))
    .filter((file) => !file.startsWith(OWN_HOME))
    .flatMap((file) =>
      readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, index) => (isInlinePrimaryButton(line) ? [`${file}:${index + 1}`] : [])),
    );
}
