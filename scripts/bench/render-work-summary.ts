// The pure part of scripts/bench/render-work.ts: from a load's Chromium trace events, the renderer's
// main-thread time per kind of rendering work (parsing, style, layout, paint, script) and the style
// recalculations and layouts themselves, in order, with what each covered and what forced it.

export type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: {
    name?: string;
    elementCount?: number;
    beginData?: { stackTrace?: { functionName?: string; url?: string; lineNumber?: number }[] };
  };
};

/** Trace event names summed per load; nested ones (Layout inside UpdateStyleAndLayout) each count in full. */
export const WORK_EVENTS = [
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'EvaluateScript',
  'FunctionCall',
  'v8.compile',
] as const;

export type RenderStep = { kind: 'style' | 'layout'; atMs: number; ms: number; elements?: number; forcedBy?: string };

export type RenderWork = { perEvent: Record<string, number>; steps: RenderStep[] };

/**
 * The renderer main thread is the thread Chromium names CrRendererMain in the page's process; with
 * several (a worker's process), every one is read: a page load has only one doing any of the work.
 */
export function summariseRenderWork(events: readonly TraceEvent[], minStepMs = 2): RenderWork {
  const mainThreads = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const onMain = events.filter((e) => e.ph === 'X' && mainThreads.has(`${e.pid}:${e.tid}`));
  // reduce, not Math.min(...): a load's main thread holds tens of thousands of events
  const start = events.find((e) => e.name === 'navigationStart' && mainThreads.has(`${e.pid}:${e.tid}`))?.ts ?? onMain.reduce((first, e) => Math.min(first, e.ts), Infinity);
  const perEvent: Record<string, number> = {};
  for (const e of onMain) if ((WORK_EVENTS as readonly string[]).includes(e.name)) perEvent[e.name] = (perEvent[e.name] ?? 0) + (e.dur ?? 0) / 1000;
  const steps = onMain
    .filter((e) => (e.name === 'UpdateLayoutTree' || e.name === 'Layout') && (e.dur ?? 0) / 1000 >= minStepMs)
    .sort((a, b) => a.ts - b.ts)
    .map((e): RenderStep => {
      const frame = e.args?.beginData?.stackTrace?.[0];
      return {
        kind: e.name === 'Layout' ? 'layout' : 'style',
        atMs: (e.ts - start) / 1000,
        ms: (e.dur ?? 0) / 1000,
        ...(e.args?.elementCount !== undefined ? { elements: e.args.elementCount } : {}),
        ...(frame ? { forcedBy: `${frame.functionName || '(anonymous)'} ${String(frame.url ?? '').split('/').pop()}:${frame.lineNumber ?? '?'}` } : {}),
      };
    });
  return { perEvent, steps };
}

export function formatStep(s: RenderStep): string {
  return `${s.kind} @${Math.round(s.atMs)} ${s.ms.toFixed(1)} ms${s.elements !== undefined ? ` (${s.elements} elements)` : ''}${s.forcedBy ? ` forced by ${s.forcedBy}` : ''}`;
}
