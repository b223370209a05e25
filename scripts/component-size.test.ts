import path from 'node:path';
import { lineCount, longComponents, MAX_COMPONENT_LINES } from './component-size';

const root = path.resolve(__dirname, '..');

describe('lineCount', () => {
  it.each([
    ['', 0],
    ['one\n', 1],
    ['one\ntwo', 2],
    ['one\ntwo\n', 2],
  ])('%j has %d lines', (source, lines) => {
    expect(lineCount(source)).toBe(lines);
  });
});

describe('longComponents', () => {
  it('names a file over the limit with its length, and only those', () => {
    const long = longComponents(root, 0);
    expect(long.length).toBeGreaterThan(0);
    expect(long.every((f) => f.lines > 0 && /^(components|app)\//.test(f.file) && f.file.endsWith('.tsx'))).toBe(true);
  });
});

// Over the limit: split the file into named parts (a card, a dialog, a hook), the page or the
// component composing them. No file is exempt. The failure names each file with its length.
it(`no component or page passes ${MAX_COMPONENT_LINES} lines`, () => {
  expect(longComponents(root)).toEqual([]);
});
