import path from 'node:path';
import os from 'node:os';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const Sequencer = require('./test-sequencer.cjs');

// A made-up repository: a 20 kB shared suite, two short files that declare it, and files of their own.
let root: string;
const files: Record<string, string> = {
  'testing/big-suite.ts': `export function declareBig() {}\n${'//'.padEnd(20_000, '.')}\n`,
  'graphql/big-1.db.test.ts': "import { declareBig } from '@/testing/big-suite';\ndeclareBig();\n",
  'graphql/big-2.db.test.ts': "import { declareBig } from '@/testing/big-suite';\ndeclareBig();\n",
  'lib/long.db.test.ts': `test('long', () => {});\n${'//'.padEnd(12_000, '.')}\n`,
  'lib/short.db.test.ts': "test('short', () => {});\n",
};
beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'sequencer-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

type FakeTest = { path: string; context: { config: { rootDir: string } }; duration?: number };
const fake = (p: string): FakeTest => ({ path: path.join(root, p), context: { config: { rootDir: root } } });
const tests = () => ['lib/short.db.test.ts', 'graphql/big-1.db.test.ts', 'lib/long.db.test.ts', 'graphql/big-2.db.test.ts'].map(fake);
const order = (sorted: FakeTest[]) => sorted.map((t) => path.relative(root, t.path));

/** The sequencer with the times and failures of a last run given, none read from jest's cache. */
function sequencer(times: Record<string, number> = {}, failed: string[] = []) {
  const s = Object.create(Sequencer.prototype);
  s.time = (t: FakeTest) => times[path.relative(root, t.path)];
  s.hasFailed = (t: FakeTest) => failed.includes(path.relative(root, t.path));
  return s as { sort: (tests: FakeTest[]) => FakeTest[] };
}

test('a file that declares a shared testing/*-suite.ts weighs its own size and the suite’s', () => {
  const size = (name: string) => Buffer.byteLength(files[name]);
  expect(Sequencer.weight(path.join(root, 'graphql/big-1.db.test.ts'), root)).toBe(size('graphql/big-1.db.test.ts') + size('testing/big-suite.ts'));
  expect(Sequencer.weight(path.join(root, 'lib/long.db.test.ts'), root)).toBe(size('lib/long.db.test.ts'));
});

test('with no times known, the short files declaring a big suite start before a long file of its own', () => {
  expect(order(sequencer().sort(tests()))).toEqual(['graphql/big-1.db.test.ts', 'graphql/big-2.db.test.ts', 'lib/long.db.test.ts', 'lib/short.db.test.ts']);
});

test('as jest: a failed file first, then one without a time, then the slowest last time', () => {
  const s = sequencer({ 'graphql/big-1.db.test.ts': 40_000, 'graphql/big-2.db.test.ts': 900, 'lib/short.db.test.ts': 200 }, ['lib/short.db.test.ts']);
  expect(order(s.sort(tests()))).toEqual(['lib/short.db.test.ts', 'lib/long.db.test.ts', 'graphql/big-1.db.test.ts', 'graphql/big-2.db.test.ts']);
});
