// The modules inside a Turbopack production chunk, and a CPU profile's samples charged to them
// (scripts/bench/hydration-profile.ts). A chunk file is one call,
// `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([currentScript, id, factory, id, factory, …])`,
// minified onto a few lines; a module is known by its numeric id and the names its factory exports
// (`e.s(["Name",0,value,…])`, or `Object.defineProperty(r,"name",…)` for CommonJS ones).
import { parse } from 'acorn';

export type ChunkModule = { id: number; start: number; end: number; label: string };
/** A chunk's modules (offsets into the file) and the offset of a 0-based line and column, as a CPU profile gives them. */
export type Chunk = { modules: ChunkModule[]; offset: (line: number, column: number) => number };

type Node = { type: string; start: number; end: number; [key: string]: unknown };

const isFactory = (n: Node | null) => !!n && (n.type === 'ArrowFunctionExpression' || n.type === 'FunctionExpression');

/** The array of module ids and factories given to TURBOPACK.push, or null for a file that is not a chunk. */
function pushedArray(program: Node): Node[] | null {
  let found: Node[] | null = null;
  const visit = (n: unknown): void => {
    if (found || !n || typeof n !== 'object') return;
    const node = n as Node;
    if (node.type === 'ArrayExpression') {
      const elements = node.elements as (Node | null)[];
      if (elements.some((e, i) => i > 0 && isFactory(e) && elements[i - 1]?.type === 'Literal')) {
        found = elements as Node[];
        return;
      }
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value === 'object' && 'type' in value) visit(value);
    }
  };
  visit(program);
  return found;
}

/** What a factory's source exports, as a short label. */
export function moduleLabel(source: string): string {
  const esm = [...source.matchAll(/e\.s\(\[((?:"[^"]*",\d+,[^,\]]+,?){1,})/g)].flatMap((m) => [...m[1].matchAll(/"([^"]+)",\d+/g)].map((n) => n[1]));
  const cjs = [...source.matchAll(/Object\.defineProperty\(\w+,"([A-Za-z_$][\w$]*)",\{enumerable/g)].map((m) => m[1]);
  const names = [...new Set([...esm, ...cjs])].filter((n) => n.length > 1);
  return names.length ? names.slice(0, 4).join(', ') : source.slice(0, 60).replace(/\s+/g, ' ');
}

/** Each module of a chunk file with where its factory is. */
export function parseChunk(text: string): Chunk {
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') lineStarts.push(i + 1);
  const offset = (line: number, column: number) => (lineStarts[line] ?? Infinity) + column;
  let program: Node;
  try {
    program = parse(text, { ecmaVersion: 'latest', sourceType: 'script' }) as unknown as Node;
  } catch {
    return { modules: [], offset };
  }
  const elements = pushedArray(program) ?? [];
  const modules = elements.flatMap((e, i) => {
    const id = elements[i - 1];
    return isFactory(e) && id?.type === 'Literal' ? [{ id: Number(id.value), start: e.start, end: e.end, label: moduleLabel(text.slice(e.start, e.end)) }] : [];
  });
  return { modules, offset };
}

export type CpuProfile = {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
};

/**
 * Where a profile's samples went: one row per place, `file` the chunk file (or the page, or V8's own
 * entry: "(program)", "(garbage collector)", "(idle)"), `module` the module of a chunk that held the
 * code (`#id label`, or the function of the chunk's own runtime code outside any module).
 * `chunkAt` gives a chunk by its URL.
 */
export type Charged = { file: string; module: string | null; ms: number };

export async function chargeSamples(profile: CpuProfile, chunkAt: (url: string) => Promise<Chunk>): Promise<Charged[]> {
  const byNode = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const selfMs = new Map<number, number>();
  profile.samples.forEach((node, i) => selfMs.set(node, (selfMs.get(node) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
  const rows = new Map<string, Charged>();
  for (const [nodeId, ms] of selfMs) {
    const frame = byNode.get(nodeId)!;
    let file: string;
    let where: string | null = null;
    if (!frame.url) file = frame.functionName ? `(${frame.functionName.replace(/[()]/g, '')})` : '(anonymous native)';
    else if (!frame.url.includes('/_next/static/chunks/')) file = new URL(frame.url).pathname;
    else {
      file = new URL(frame.url).pathname.split('/').pop()!;
      const chunk = await chunkAt(frame.url);
      const offset = chunk.offset(frame.lineNumber, frame.columnNumber);
      const at = chunk.modules.find((m) => m.start <= offset && offset < m.end);
      where = at ? `#${at.id} ${at.label}` : `(outside a module) ${frame.functionName || 'anonymous'}:${frame.columnNumber}`;
    }
    const key = `${file}\u0000${where}`;
    const row = rows.get(key) ?? { file, module: where, ms: 0 };
    row.ms += ms;
    rows.set(key, row);
  }
  return [...rows.values()];
}
