// For query-limit tests: the largest query a well-behaved client could send for one root field,
// every field selected down to the deepest level the schema allows without revisiting a type,
// with every argument passed as a variable.
import { getNamedType, isObjectType, isInterfaceType, type GraphQLField, type GraphQLObjectType, type GraphQLSchema } from 'graphql';

export function fullSelectionQuery(schema: GraphQLSchema, operation: 'query' | 'mutation', rootField: string): string {
  const root = operation === 'query' ? schema.getQueryType()! : schema.getMutationType()!;
  const vars: string[] = [];
  const field = (f: GraphQLField<unknown, unknown>, seen: Set<string>): string => {
    const args = f.args.map((a) => {
      const name = `v${vars.length}`;
      vars.push(`$${name}: ${a.type.toString()}`);
      return `${a.name}: $${name}`;
    });
    const head = args.length ? `${f.name}(${args.join(', ')})` : f.name;
    const type = getNamedType(f.type);
    if (!isObjectType(type) && !isInterfaceType(type)) return head;
    if (seen.has(type.name)) return '';
    const inner = selection(type as GraphQLObjectType, new Set([...seen, type.name]));
    return inner ? `${head} { ${inner} }` : '';
  };
  const selection = (type: GraphQLObjectType, seen: Set<string>): string =>
    Object.values(type.getFields()).map((f) => field(f, seen)).filter(Boolean).join(' ');
  const body = field(root.getFields()[rootField], new Set());
  return `${operation} Full${vars.length ? `(${vars.join(', ')})` : ''} { ${body} }`;
}
