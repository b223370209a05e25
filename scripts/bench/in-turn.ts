// A measured call and its reference, timed one after the other, pair after pair, in the same
// process and the same seconds: whatever else the machine is doing slows both alike, so their ratio
// holds on a busy machine as on a quiet one. A call that throws counts as an error, not a timing.
import { summarise } from './stats';
import type { Timing } from './goals';

type Call = () => Promise<unknown>;

async function timed(call: Call, into: number[]): Promise<boolean> {
  const start = performance.now();
  try {
    await call();
  } catch {
    return false;
  }
  into.push(performance.now() - start);
  return true;
}

/**
 * `warm` untimed pairs, then pairs until `seconds` have passed and at least `minRuns` pairs ran
 * (or `maxRuns`). Each side's req/s is its calls over its own time.
 */
export async function inTurn(measured: Call, reference: Call, opts: { seconds: number; minRuns?: number; maxRuns?: number; warm?: number }): Promise<{ measured: Timing; reference: Timing; pairs: number; lastError?: string }> {
  let lastError: string | undefined;
  const note = (call: Call) => async () => {
    try {
      return await call();
    } catch (e) {
      lastError = e instanceof Error ? e.message.split('\n')[0] : String(e);
      throw e;
    }
  };
  const [m, r] = [note(measured), note(reference)];
  for (let i = 0; i < (opts.warm ?? 3); i++) {
    await m().catch(() => {});
    await r().catch(() => {});
  }
  const a: number[] = [];
  const b: number[] = [];
  let errorsA = 0;
  let errorsB = 0;
  const minRuns = opts.minRuns ?? 20;
  const maxRuns = opts.maxRuns ?? 10_000;
  const until = performance.now() + opts.seconds * 1000;
  let pairs = 0;
  while (pairs < maxRuns && (pairs < minRuns || performance.now() < until)) {
    if (!(await timed(m, a))) errorsA++;
    if (!(await timed(r, b))) errorsB++;
    pairs++;
  }
  const side = (ms: number[], errors: number): Timing => {
    const total = ms.reduce((x, y) => x + y, 0) / 1000;
    return { ...summarise(ms, total), errors, non2xx: 0 };
  };
  return { measured: side(a, errorsA), reference: side(b, errorsB), pairs, ...(lastError ? { lastError } : {}) };
}
