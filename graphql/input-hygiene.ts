// Every argument of every field, checked in one place before its resolver runs
// (lib/domain/text-input.ts has the rule). Each field of the schema that takes arguments gets its
// resolver wrapped: graphql-js hands a resolver its arguments after merging inline literals and
// variables, so both are covered, and so are resolvers that never call parseArgs and operations
// added later. A violation is BAD_USER_INPUT naming the argument's path; the resolver then gets the
// trimmed values. Wrapping the schema once, rather than an Apollo willResolveField hook, leaves the
// thousands of argument-less output fields of a large answer untouched: the hook made Apollo wrap
// every field of every response.
import 'server-only';
import { defaultFieldResolver, isObjectType, type GraphQLSchema } from 'graphql';
import { badInput } from '@/lib/errors';
import { cleanInput } from '@/lib/domain/text-input';

export function withInputHygiene(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      if (field.args.length === 0) continue;
      const resolve = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, args: Record<string, unknown>, context, info) => {
        if (Object.keys(args).length > 0) {
          const result = cleanInput(args);
          if (!result.ok) throw badInput(`${result.path}: ${result.message}`, result.path);
          Object.assign(args, result.value);
        }
        return resolve(source, args, context, info);
      };
    }
  }
  return schema;
}
