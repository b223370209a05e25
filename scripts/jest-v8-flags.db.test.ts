// A database test file runs in one of jest's workers (scripts/test.ts gives the db project two):
// the flags reach it only if jest's workers still inherit the parent's V8 flags.
import { JEST_V8_FLAGS, jestV8Flags } from './jest-v8-flags';

test('the database test workers run without V8\'s optimizing compilers', () => {
  expect(process.execArgv).toEqual(expect.arrayContaining(JEST_V8_FLAGS));
});

test.each([
  ['npm test', {}, JEST_V8_FLAGS],
  ['the fault suites', { TEST_FAULTS: '1' }, []],
])('%s: %j', (_run, env, flags) => {
  expect(jestV8Flags(env)).toEqual(flags);
});
