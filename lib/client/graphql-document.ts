// graphql(`query …`): the browser's documents, typed from the schema by `npm run codegen`. The
// types are the client preset's (generated/gql.ts, imported for its types only); the text sent is
// the document as written plus the fragments it spreads (generated/fragments.ts). The preset's own
// graphql() looks every document up in one map, which put all of them, admin ones included, into
// every page's JavaScript (about 10 kB gzipped); this keeps each page to the documents it uses.
import type { graphql as typedGraphql } from './generated/gql';
import { FRAGMENTS } from './generated/fragments';

const SPREAD = /\.\.\.\s*([_A-Za-z][_0-9A-Za-z]*)/g;
const DEFINED = /\bfragment\s+([_A-Za-z][_0-9A-Za-z]*)\s+on\b/g;

/** The document's text with the definitions of the fragments it spreads (and they spread), once each. */
export function withFragments(source: string): string {
  const defined = new Set([...source.matchAll(DEFINED)].map((m) => m[1]));
  const needed: string[] = [];
  const add = (names: Iterable<string>) => {
    for (const name of names) {
      // `... on Type` is an inline fragment, not a spread
      if (name === 'on' || defined.has(name) || needed.includes(name)) continue;
      const fragment = FRAGMENTS[name];
      if (!fragment) throw new Error(`graphql(): no fragment ${name} (run npm run codegen)`);
      needed.push(name);
      add(fragment.spreads);
    }
  };
  add([...source.matchAll(SPREAD)].map((m) => m[1]));
  return [source, ...needed.map((name) => FRAGMENTS[name].text)].join('\n');
}

/** Read as the preset's TypedDocumentString: only its text (toString) is used at run time. */
class DocumentText {
  private text: string | null = null;
  constructor(private readonly source: string) {}
  toString(): string {
    this.text ??= withFragments(this.source);
    return this.text;
  }
}

export const graphql = ((source: string) => new DocumentText(source)) as unknown as typeof typedGraphql;
