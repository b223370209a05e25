// jest's own order of test files (a file that failed last time first, then the slowest last time,
// then, with no times known, the biggest file first: big files usually take longest), except that a
// file's size counts the shared suite it runs: graphql/mutation-fuzz-1.db.test.ts is a few lines
// that declare testing/mutation-fuzz-suite.ts's tests. On a fresh clone (no times known) jest's
// own order started those short files last, and a 50-second file started last is a 50-second tail
// on the run. Plain CommonJS: jest loads the sequencer untransformed.
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS: jest loads the sequencer untransformed */
const fs = require('node:fs');
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

// `@/testing/<name>-suite` in an import: a suite of tests kept in testing/ and declared by the file.
const SUITE_IMPORT = /from\s+['"]@\/(testing\/[\w-]+-suite)['"]/g;

function sizeOf(file) {
  try {
    return fs.statSync(file).size;
  } catch {
    return 0;
  }
}

/** The file's size and that of every testing/*-suite.ts it imports. */
function weight(file, rootDir) {
  let source = '';
  try {
    source = fs.readFileSync(file, 'utf8');
  } catch {
    return 0;
  }
  let total = Buffer.byteLength(source);
  for (const [, suite] of source.matchAll(SUITE_IMPORT)) total += sizeOf(path.join(rootDir, `${suite}.ts`));
  return total;
}

class SuiteSizeSequencer extends Sequencer {
  sort(tests) {
    const weights = new Map();
    const weightOf = (test) => {
      if (!weights.has(test.path)) weights.set(test.path, weight(test.path, test.context.config.rootDir));
      return weights.get(test.path);
    };
    for (const test of tests) test.duration = this.time(test);
    return tests.sort((a, b) => {
      const failedA = this.hasFailed(a);
      const failedB = this.hasFailed(b);
      const hasTimeA = a.duration != null;
      const hasTimeB = b.duration != null;
      if (failedA !== failedB) return failedA ? -1 : 1;
      // as jest: a file without a time (a new one) before those with one
      if (hasTimeA !== hasTimeB) return hasTimeA ? 1 : -1;
      if (hasTimeA && hasTimeB) return a.duration < b.duration ? 1 : -1;
      if (weightOf(a) !== weightOf(b)) return weightOf(b) - weightOf(a);
      return a.path < b.path ? -1 : 1;
    });
  }
}

module.exports = SuiteSizeSequencer;
module.exports.weight = weight;
