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
 * Milliseconds of a profile's samples per module, keyed `chunk-file #id label`; samples outside any
 * chunk are keyed by V8's own name ("(program)", "(garbage collector)", "(idle)") or `url (outside
 * a module)`. `chunkAt` gives a chunk by its URL.
 */
export async function chargeSamples(profile: CpuProfile, chunkAt: (url: string) => Promise<Chunk>): Promise<Map<string, number>> {
  const byNode = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const selfMs = new Map<number, number>();
  profile.samples.forEach((node, i) => selfMs.set(node, (selfMs.get(node) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
  const out = new Map<string, number>();
  for (const [nodeId, ms] of selfMs) {
    const frame = byNode.get(nodeId)!;
    let key: string;
    if (!frame.url) key = frame.functionName ? `(${frame.functionName.replace(/[()]/g, '')})` : '(anonymous native)';
    else if (!frame.url.includes('/_next/static/chunks/')) key = `${new URL(frame.url).pathname} (outside a chunk)`;
    else {
      const file = frame.url.split('/').pop()!.split('?')[0];
      const chunk = await chunkAt(frame.url);
      const offset = chunk.offset(frame.lineNumber, frame.columnNumber);
      // the innermost factory holding the code (a chunk's factories do not nest, but be safe)
      const at = chunk.modules.filter((m) => m.start <= offset && offset < m.end).sort((x, y) => x.end - x.start - (y.end - y.start))[0];
      key = at ? `${file} #${at.id} ${at.label}` : `${file} (outside a module) ${frame.functionName || 'anonymous'}:${frame.columnNumber}`;
    }
    out.set(key, (out.get(key) ?? 0) + ms);
  }
  return out;
}
