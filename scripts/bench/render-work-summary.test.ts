import { formatStep, summariseRenderWork, type TraceEvent } from './render-work-summary';

const MAIN = { pid: 7, tid: 1 };
const OTHER = { pid: 7, tid: 2 };
const meta = (at: { pid: number; tid: number }, name: string): TraceEvent => ({ name: 'thread_name', ph: 'M', ts: 0, ...at, args: { name } });
const x = (name: string, tsMs: number, durMs: number, at = MAIN, args?: TraceEvent['args']): TraceEvent => ({ name, ph: 'X', ts: tsMs * 1000, dur: durMs * 1000, ...at, args });

const trace: TraceEvent[] = [
  meta(MAIN, 'CrRendererMain'),
  meta(OTHER, 'Compositor'),
  { name: 'navigationStart', ph: 'R', ts: 1_000_000, ...MAIN },
  x('ParseHTML', 1_010, 6),
  x('UpdateLayoutTree', 1_020, 30, MAIN, { elementCount: 6 }),
  x('Layout', 1_060, 80),
  x('Paint', 1_150, 9),
  // a layout a script asked for, on the main thread
  x('UpdateLayoutTree', 1_300, 1.5, MAIN, { elementCount: 2 }),
  x('Layout', 1_301, 12, MAIN, { beginData: { stackTrace: [{ functionName: 'measure', url: 'http://127.0.0.1:3000/_next/static/chunks/abc.js', lineNumber: 4 }] } }),
  // the compositor's own work is not the page's main thread
  x('Paint', 1_100, 50, OTHER),
  x('Layout', 1_100, 50, OTHER),
];

test('main-thread time per kind of work, from the renderer main thread only', () => {
  const { perEvent } = summariseRenderWork(trace);
  expect(perEvent.ParseHTML).toBeCloseTo(6);
  expect(perEvent.UpdateLayoutTree).toBeCloseTo(31.5);
  expect(perEvent.Layout).toBeCloseTo(92);
  expect(perEvent.Paint).toBeCloseTo(9);
  expect(perEvent.EvaluateScript).toBeUndefined();
});

test('style recalculations and layouts in order, from navigation start, the short ones left out', () => {
  const { steps } = summariseRenderWork(trace, 2);
  expect(steps).toEqual([
    { kind: 'style', atMs: 20, ms: 30, elements: 6 },
    { kind: 'layout', atMs: 60, ms: 80 },
    { kind: 'layout', atMs: 301, ms: 12, forcedBy: 'measure abc.js:4' },
  ]);
  expect(steps.map(formatStep)).toEqual(['style @20 30.0 ms (6 elements)', 'layout @60 80.0 ms', 'layout @301 12.0 ms forced by measure abc.js:4']);
});

test('without a navigationStart mark, times count from the first main-thread event', () => {
  const { steps } = summariseRenderWork(trace.filter((e) => e.name !== 'navigationStart'));
  expect(steps[0].atMs).toBe(10);
});
