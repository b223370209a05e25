// The SDL and the zod schemas describe every operation's arguments twice, once for GraphQL and
// once for validation. This test makes them one contract: for every query and mutation, the
// arguments (and every input type under them) must have the same names, the same nullability, the
// same list-ness and compatible scalar and enum types. Refinements (lengths, formats) are zod's
// alone and are not compared.
import { z } from 'zod';
import {
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLScalarType,
  buildSchema,
  type GraphQLInputType,
} from 'graphql';
import { operationArgs, typeDefs } from './schema';
import { CATEGORY_ENUMS } from '@/lib/domain/categories';
import { ORDER_STATUSES } from '@/lib/domain/order-status';
import { PAYMENT_STATUSES } from '@/lib/domain/payment-status';
import { REFUND_STATUSES } from '@/lib/domain/order-money';
import { PURCHASE_MODES, REPEAT_TYPES } from '@/lib/domain/repeat';
import { UNIT_TYPES } from '@/lib/domain/units';
import { HERO_IMAGE_TYPES } from '@/lib/domain/hero-images';
import { IMAGE_KINDS } from '@/lib/domain/upload-rules';
import { NOTIFICATION_CHANNELS, NOTIFICATION_KINDS, NOTIFICATION_STATUSES } from '@/lib/domain/notifications';
import { IMPORT_ROW_STATUSES } from '@/lib/domain/customer-import';
import { FOOD_TYPES } from '@/lib/domain/food-types';
import { LINE_MATCHED_BY, STATEMENT_LINE_STATUSES } from '@/lib/domain/bank-statement-matching';
import { LAYOUT_SOURCES } from '@/lib/domain/bank-statement-layout';
import * as prismaEnums from '@/lib/generated/prisma/enums';

type Json = { type?: string | string[]; anyOf?: Json[]; enum?: unknown[]; items?: Json; properties?: Record<string, Json>; required?: string[]; const?: unknown };

const schema = buildSchema(typeDefs.join('\n'));
const args = operationArgs as Record<string, z.ZodType>;

/** Drops the `null` alternative: returns the inner schema and whether null was allowed. */
function unwrapNull(j: Json): { inner: Json; nullable: boolean } {
  if (j.anyOf) {
    const rest = j.anyOf.filter((a) => a.type !== 'null');
    const nullable = rest.length < j.anyOf.length;
    return { inner: rest.length === 1 ? rest[0] : { anyOf: rest }, nullable };
  }
  if (Array.isArray(j.type) && j.type.includes('null')) {
    const rest = j.type.filter((t) => t !== 'null');
    return { inner: { ...j, type: rest.length === 1 ? rest[0] : rest }, nullable: true };
  }
  return { inner: j, nullable: false };
}

/** A union of string shapes (an email or '', say) is a string to GraphQL. */
function isStringUnion(j: Json): boolean {
  return Boolean(j.anyOf?.every((a) => a.type === 'string' || typeof a.const === 'string'));
}

function enumValues(j: Json): string[] | null {
  if (j.enum) return j.enum.map(String).sort();
  if (j.anyOf && j.anyOf.every((a) => a.const !== undefined)) return j.anyOf.map((a) => String(a.const)).sort();
  return null;
}

/** Every difference between a GraphQL input type and a JSON schema, as readable lines. */
function differences(path: string, gql: GraphQLInputType, json: Json, required: boolean): string[] {
  const { inner, nullable } = unwrapNull(json);
  const nonNull = gql instanceof GraphQLNonNull;
  const zodOptional = nullable || !required;
  if (nonNull && zodOptional) return [`${path}: GraphQL says required (${gql}), zod accepts null or missing`];
  if (!nonNull && !zodOptional) return [`${path}: GraphQL says optional (${gql}), zod requires a value`];
  const type = nonNull ? (gql as GraphQLNonNull<GraphQLInputType>).ofType : gql;

  if (type instanceof GraphQLList) {
    if (inner.type !== 'array' || !inner.items) return [`${path}: GraphQL list, zod ${JSON.stringify(inner.type)}`];
    return differences(`${path}[]`, type.ofType, inner.items, true);
  }
  if (type instanceof GraphQLInputObjectType) {
    if (inner.type !== 'object' || !inner.properties) return [`${path}: GraphQL input ${type.name}, zod ${JSON.stringify(inner.type)}`];
    return compareFields(path, type.getFields(), inner);
  }
  if (type instanceof GraphQLEnumType) {
    const gqlValues = type.getValues().map((v) => v.name).sort();
    const zodValues = enumValues(inner);
    if (!zodValues) return [`${path}: GraphQL enum ${type.name}, zod is not an enum`];
    return JSON.stringify(gqlValues) === JSON.stringify(zodValues) ? [] : [`${path}: enum ${type.name} ${gqlValues} vs zod ${zodValues}`];
  }
  if (type instanceof GraphQLScalarType) {
    const expected: Record<string, string> = { String: 'string', ID: 'string', Int: 'integer', Float: 'number', Boolean: 'boolean' };
    const want = expected[type.name];
    const got = enumValues(inner) || isStringUnion(inner) ? 'string' : inner.type;
    if (want === 'number' && (got === 'number' || got === 'integer')) return [];
    return got === want ? [] : [`${path}: GraphQL ${type.name}, zod ${JSON.stringify(got)}`];
  }
  return [`${path}: unexpected GraphQL type ${String(type)}`];
}

function compareFields(path: string, fields: Record<string, { type: GraphQLInputType }>, json: Json): string[] {
  const props = json.properties ?? {};
  const required = new Set(json.required ?? []);
  const gqlNames = Object.keys(fields).sort();
  const zodNames = Object.keys(props).sort();
  const out: string[] = [];
  for (const name of gqlNames) if (!(name in props)) out.push(`${path}.${name}: in the SDL, not in the zod schema`);
  for (const name of zodNames) if (!(name in fields)) out.push(`${path}.${name}: in the zod schema, not in the SDL`);
  for (const name of gqlNames) if (name in props) out.push(...differences(`${path}.${name}`, fields[name].type, props[name], required.has(name)));
  return out;
}

const operations = (['Query', 'Mutation'] as const).flatMap((root) =>
  Object.values(schema.getType(root) ? (schema.getType(root) as { getFields(): Record<string, { name: string; args: readonly { name: string; type: GraphQLInputType }[] }> }).getFields() : {}).map(
    (field) => [root, field] as const,
  ),
);

test.each(operations.filter(([, f]) => f.args.length > 0).map(([root, f]) => [`${root}.${f.name}`, f] as const))(
  '%s: the zod schema accepts exactly the SDL arguments',
  (_name, field) => {
    const zodSchema = args[field.name];
    expect(zodSchema).toBeDefined();
    const json = z.toJSONSchema(zodSchema, { io: 'input', unrepresentable: 'any' }) as Json;
    const fields = Object.fromEntries(field.args.map((a) => [a.name, { type: a.type }]));
    expect(compareFields(field.name, fields, json)).toEqual([]);
  },
);

test('no argument schema is left over for an operation the SDL does not have', () => {
  const names = new Set(operations.map(([, f]) => f.name));
  expect(Object.keys(args).filter((n) => !names.has(n))).toEqual([]);
});

test('the comparison notices a difference', () => {
  const fields = { a: { type: new GraphQLNonNull(schema.getType('String') as GraphQLScalarType) } };
  const wrong = z.toJSONSchema(z.object({ a: z.string().nullish(), b: z.number() }), { io: 'input' }) as Json;
  expect(compareFields('x', fields, wrong)).toEqual(['x.b: in the zod schema, not in the SDL', 'x.a: GraphQL says required (String!), zod accepts null or missing']);
});

// Each union is written once in lib/domain; the SDL enums and the database enums must agree with it.
test.each<[string, readonly string[], string | null]>([
  ['CategoryEnum', CATEGORY_ENUMS, 'CategoryEnum'],
  ['CartKind', CATEGORY_ENUMS, null],
  ['OrderStatus', ORDER_STATUSES, 'OrderStatus'],
  ['PaymentStatus', PAYMENT_STATUSES, 'PaymentStatus'],
  ['RefundStatus', REFUND_STATUSES, 'RefundStatus'],
  ['RepeatType', REPEAT_TYPES, 'RepeatType'],
  ['UnitType', UNIT_TYPES, 'UnitType'],
  ['BuyOrSubscribe', PURCHASE_MODES, 'BuyOrSubscribe'],
  ['HeroImageType', HERO_IMAGE_TYPES, 'HeroImageType'],
  ['ImageKind', IMAGE_KINDS, null],
  ['NotificationKind', NOTIFICATION_KINDS, 'NotificationKind'],
  ['NotificationChannel', NOTIFICATION_CHANNELS, 'NotificationChannel'],
  ['NotificationStatus', NOTIFICATION_STATUSES, 'NotificationStatus'],
  ['ImportRowStatus', IMPORT_ROW_STATUSES, null],
  ['FoodType', FOOD_TYPES, 'FoodType'],
  ['BankLineStatus', STATEMENT_LINE_STATUSES, null],
  ['BankLineMatchedBy', LINE_MATCHED_BY, null],
  ['BankLayoutSource', LAYOUT_SOURCES, null],
])('enum %s: SDL, database and lib/domain agree', (name, domain, prismaName) => {
  const gql = schema.getType(name);
  expect(gql).toBeInstanceOf(GraphQLEnumType);
  const sdlValues = (gql as GraphQLEnumType).getValues().map((v) => v.name);
  // The SDL adds ALL to the categories: the menu's synthetic "All Categories".
  expect(sdlValues.filter((v) => name !== 'CategoryEnum' || v !== 'ALL').sort()).toEqual([...domain].sort());
  if (prismaName) {
    const db = (prismaEnums as unknown as Record<string, Record<string, string>>)[prismaName];
    expect(Object.values(db).sort()).toEqual([...domain].sort());
  }
});

test('uploads accept every image kind the database keeps (menu pictures come from the menu editor)', () => {
  expect(Object.values(prismaEnums.ImageKind).sort()).toEqual([...IMAGE_KINDS].sort());
});
