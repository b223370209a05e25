// graphql/server.ts sets the resolvers on the schema in place (updateResolversInPlace), which
// graphql-tools supports fully only for object types' fields: an enum's internal values or a
// scalar's parse and serialize given in a resolver map need the copy it otherwise makes. This keeps
// the maps to what in place handles, and checks that the schema it makes is the copied one.
import { isObjectType, printSchema } from 'graphql';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { resolvers, typeDefs } from './schema';

const sdl = makeExecutableSchema({ typeDefs });
// every area's map, one row per type and field
const entries = resolvers.flatMap((map) => Object.entries(map as Record<string, Record<string, unknown>>).flatMap(([type, fields]) => Object.entries(fields).map(([field, value]) => [type, field, value] as const)));

test('every resolver map names object types of the SDL, and only their fields, as functions', () => {
  const wrong = entries.filter(([type, field, value]) => {
    const t = sdl.getType(type);
    return !isObjectType(t) || !(field in t.getFields()) || typeof value !== 'function';
  });
  expect(wrong.map(([type, field]) => `${type}.${field}`)).toEqual([]);
  expect(entries.length).toBeGreaterThan(100);
});

test('the schema made in place prints as the copied one, and every field runs its own resolver', () => {
  const copied = makeExecutableSchema({ typeDefs, resolvers });
  const inPlace = makeExecutableSchema({ typeDefs, resolvers, updateResolversInPlace: true });
  expect(printSchema(inPlace)).toBe(printSchema(copied));
  // graphql-tools binds each resolver, so a field's resolve is a new function: stand-ins that
  // answer with their own name show which one a field runs.
  const named: Record<string, Record<string, () => string>> = {};
  for (const [type, field] of entries) (named[type] ??= {})[field] = () => `${type}.${field}`;
  const schema = makeExecutableSchema({ typeDefs, resolvers: named, updateResolversInPlace: true });
  const answers = entries.map(([type, field]) => {
    const t = schema.getType(type);
    return isObjectType(t) ? (t.getFields()[field]?.resolve as (() => string) | undefined)?.() : undefined;
  });
  expect(answers).toEqual(entries.map(([type, field]) => `${type}.${field}`));
});
