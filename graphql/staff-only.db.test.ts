// Staff-only operations refuse a customer (and a visitor) before looking at the input: every one of
// them, called through the real route with input that breaks each kind of check (the document's
// validation, the coercion of variables, the text rule, the resolver's zod schema), answers
// FORBIDDEN (UNAUTHENTICATED logged out), never BAD_USER_INPUT describing the operation's rules.
import { buildSchema } from 'graphql';
import { typeDefs } from './schema';
import { STAFF_ONLY_OPERATIONS } from './staff-only';
import { useTestDatabase } from '@/testing/test-database';
import { graphqlRequest } from '@/testing/graphql-request';
import { createCustomer } from '@/testing/checkout';
import { loginAs } from '@/testing/login';
import { loginAsAdmin } from '@/testing/admin';
import { AUTHORIZATION_EXPECTATIONS } from '@/testing/authorization-expectations';

const t = useTestDatabase();
const schema = buildSchema(typeDefs.join('\n'));
const rootOf = (name: string) =>
  schema.getQueryType()!.getFields()[name] ? { kind: 'query' as const, field: schema.getQueryType()!.getFields()[name] } : { kind: 'mutation' as const, field: schema.getMutationType()!.getFields()[name] };

/** Every argument as a variable of its own type, each given a value no check accepts. */
function withBadVariables(name: string): { query: string; variables: Record<string, unknown> } {
  const { kind, field } = rootOf(name);
  const decls = field.args.map((a, i) => `$v${i}: ${a.type.toString()}`);
  const args = field.args.map((a, i) => `${a.name}: $v${i}`);
  // A string with a NUL: refused by the text rule as a String or ID, by coercion as anything else.
  const variables = Object.fromEntries(field.args.map((_, i) => [`v${i}`, '\u0000']));
  return { query: `${kind} Bad(${decls.join(', ')}) { ${name}(${args.join(', ')})${selection(name)} }`, variables };
}

/** An argument the operation has not got: the document fails validation. */
function withUnknownArgument(name: string): string {
  const { kind } = rootOf(name);
  return `${kind} { ${name}(notAnArgument: 1)${selection(name)} }`;
}

function selection(name: string): string {
  const type = rootOf(name).field.type.toString().replace(/[[\]!]/g, '');
  const named = schema.getType(type);
  return named && 'getFields' in named ? ' { __typename }' : '';
}

describe('staff-only operations', () => {
  it('lists exactly the operations the authorization matrix says only staff may call', () => {
    const adminOnly = Object.entries(AUTHORIZATION_EXPECTATIONS)
      .filter(([, e]) => e.anonymous === 'UNAUTHENTICATED' && e.customerA === 'FORBIDDEN' && e.customerB === 'FORBIDDEN' && e.admin === 'ALLOWED')
      .map(([name]) => name)
      .sort();
    expect(Object.keys(STAFF_ONLY_OPERATIONS).sort()).toEqual(adminOnly);
  });

  it('answers a customer FORBIDDEN and a visitor UNAUTHENTICATED whatever input they send', async () => {
    const customer = await createCustomer(t.db(), { firstName: 'Prober' });
    const { cookie } = await loginAs(customer.phoneNumber);
    const wrong: string[] = [];
    for (const name of Object.keys(STAFF_ONLY_OPERATIONS)) {
      const calls: [string, string, Record<string, unknown>][] = [['unknown argument', withUnknownArgument(name), {}]];
      if (rootOf(name).field.args.length > 0) {
        const bad = withBadVariables(name);
        calls.push(['bad variables', bad.query, bad.variables]);
      }
      for (const [how, query, variables] of calls) {
        const asCustomer = await graphqlRequest(query, variables, { cookie });
        if (asCustomer.errors?.[0]?.extensions?.code !== 'FORBIDDEN' || asCustomer.errors.length !== 1 || asCustomer.data) {
          wrong.push(`${name} (${how}) as a customer: ${asCustomer.status} ${JSON.stringify(asCustomer.errors)}`);
        }
        const asVisitor = await graphqlRequest(query, variables);
        if (asVisitor.errors?.[0]?.extensions?.code !== 'UNAUTHENTICATED' || asVisitor.errors.length !== 1) {
          wrong.push(`${name} (${how}) logged out: ${asVisitor.status} ${JSON.stringify(asVisitor.errors)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refuses a staff-only field asked for beside a public one, and through a fragment', async () => {
    const customer = await createCustomer(t.db(), { firstName: 'Fragments' });
    const { cookie } = await loginAs(customer.phoneNumber);
    const res = await graphqlRequest('query { me { __typename } ...F } fragment F on Query { getUsers(notAnArgument: 1) { __typename } }', {}, { cookie });
    expect(res.errors?.map((e) => e.extensions?.code)).toEqual(['FORBIDDEN']);
  });

  it('still tells an admin what is wrong with their input', async () => {
    const { cookie } = await loginAsAdmin(t.db());
    const bad = withBadVariables('createMenuItem');
    const res = await graphqlRequest(bad.query, bad.variables, { cookie });
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
