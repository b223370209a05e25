import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, print } from 'graphql';
import { graphql as presetGraphql } from './generated/gql';
import { graphql, withFragments } from './graphql-document';

/** A document's definitions, each printed, in name order: the same request whatever the layout. */
const definitions = (text: string) =>
  parse(text)
    .definitions.map((d) => print(d))
    .sort();

/** The sources codegen found (the keys of the preset's map in generated/gql.ts). */
function documentSources(): string[] {
  const gql = readFileSync(path.join(__dirname, 'generated/gql.ts'), 'utf8');
  const map = gql.slice(gql.indexOf('const documents: Documents = {'), gql.indexOf('\n};', gql.indexOf('const documents: Documents = {')));
  return [...map.matchAll(/^ {4}("(?:[^"\\]|\\.)*"): types\.\w+,$/gm)].map((m) => JSON.parse(m[1]) as string);
}

describe('graphql(): the text sent for each of the browser’s documents', () => {
  const sources = documentSources();

  it('finds every document codegen found', () => {
    expect(sources.length).toBeGreaterThan(50);
  });

  it('asks for what the client preset’s document asks for, fragments included', () => {
    for (const source of sources) {
      expect({ source, definitions: definitions(String(graphql(source as never))) }).toEqual({ source, definitions: definitions(String(presetGraphql(source as never))) });
    }
  });
});

describe('withFragments', () => {
  it.each([
    ['no spread: the text as written', 'query A { a }', ['query A {\n  a\n}']],
    ['a spread: its fragment once', 'query A { getCarts { ...CartFields } again: getCarts { ...CartFields } }', ['fragment CartFields', 'query A']],
    ['an inline fragment is no spread', 'query A { node { ... on Cart { categoryEnum } } }', ['query A']],
    ['a fragment’s own definition is not added again', 'fragment CartFields on Cart { categoryEnum }', ['fragment CartFields']],
  ])('%s', (_, source, starts) => {
    const defs = definitions(withFragments(source));
    expect(defs).toHaveLength(starts.length);
    starts.forEach((start, i) => expect(defs[i].startsWith(start)).toBe(true));
  });

  it('refuses a fragment codegen has not seen', () => {
    expect(() => withFragments('query A { a { ...Nowhere } }')).toThrow('no fragment Nowhere');
  });
});
