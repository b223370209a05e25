// The schema wrapper on its own, with a resolver that validates nothing: every argument of every
// field is still checked (and trimmed) before the resolver runs, whether it came inline or as a
// variable.
import { ApolloServer } from '@apollo/server';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { formatError } from './errors';
import { withInputHygiene } from './input-hygiene';

const seen: unknown[] = [];
const schema = makeExecutableSchema({
  typeDefs: `
    input Note { text: String, dropNote: String, tags: [String!] }
    type Item { label(suffix: String): String }
    type Query { echo(value: String, note: Note): Item }
  `,
  resolvers: {
    Query: { echo: (_: unknown, args: unknown) => (seen.push(args), {}) },
    Item: { label: (_: unknown, args: { suffix?: string }) => (seen.push(args), `x${args.suffix ?? ''}`) },
  },
});
const server = new ApolloServer({ schema: withInputHygiene(schema), formatError });

async function run(query: string, variables: Record<string, unknown> = {}) {
  const res = await server.executeOperation({ query, variables });
  if (res.body.kind !== 'single') throw new Error('expected a single result');
  return res.body.singleResult;
}

beforeEach(() => {
  seen.length = 0;
});

test.each<[string, string, Record<string, unknown>, string]>([
  ['a variable', 'query($v: String) { echo(value: $v) { label } }', { v: 'a\u0000' }, 'value'],
  ['an inline literal', 'query { echo(value: "a\\u0000") { label } }', {}, 'value'],
  ['a field of an input object', 'query($n: Note) { echo(note: $n) { label } }', { n: { text: '\ud800' } }, 'note.text'],
  ['an item of a list inside an input object', 'query { echo(note: { tags: ["ok", "b\\u0085"] }) { label } }', {}, 'note.tags.1'],
  ['a nested output field argument', 'query { echo { label(suffix: "\\u001b") } }', {}, 'suffix'],
])('%s is checked before the resolver runs', async (_label, query, variables, field) => {
  const result = await run(query, variables);
  expect(result.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
  expect(result.errors?.[0].message).toMatch(new RegExp(`^${field.replace(/\./g, '\\.')}: must not contain control characters|^${field.replace(/\./g, '\\.')}: contains a broken character`));
  expect(JSON.stringify(result.errors)).not.toContain('INTERNAL_SERVER_ERROR');
});

test('the resolver gets trimmed values; free text keeps its line breaks', async () => {
  const result = await run('query($n: Note) { echo(value: "  hi  ", note: $n) { label(suffix: " !") } }', { n: { text: ' t ', dropNote: ' a\nb ', tags: [' x '] } });
  expect(result.errors).toBeUndefined();
  expect(seen).toEqual([{ value: 'hi', note: { text: 't', dropNote: 'a\nb', tags: ['x'] } }, { suffix: '!' }]);
});
