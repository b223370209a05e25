// The V8 flags `npm test` starts jest with (scripts/test.ts). Jest evaluates every module afresh
// for each test file, so V8's optimizing compilers (Maglev and TurboFan) compiled code that ran for
// seconds and was thrown away: on two cores their background threads took a fifth of the tests'
// CPU. Without them (the bytecode and baseline tiers stay) a whole run needed 11 % less CPU and 27 s
// less time (docs/decisions/operations.md, "Jest runs without V8's optimizing compilers"). Jest's
// workers inherit them (scripts/jest-v8-flags.db.test.ts). Not for the fault suites, whose time
// limits are production's.
export const JEST_V8_FLAGS = ['--no-opt', '--no-maglev'];

export function jestV8Flags(env: Record<string, string | undefined>): string[] {
  return env.TEST_FAULTS ? [] : JEST_V8_FLAGS;
}
