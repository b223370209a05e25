import 'server-only';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLContext } from './context';
import { formatError, serviceUnavailableStatus, variableErrorLimit } from './errors';
import { queryLimits } from './query-limits';
import { withInputHygiene } from './input-hygiene';
import { staffOnly } from './staff-only';
import { sameOriginMutations } from './same-origin';
import { resolvers, typeDefs } from './schema';

export function createApolloServer() {
  return new ApolloServer<GraphQLContext>({
    // In place: the resolvers are set on the schema buildASTSchema made, where graphql-tools would
    // otherwise build every type a second time to attach them (mapSchema). Safe because every
    // resolver here is an object type's field; enum, scalar and union maps would need the copy. A
    // third of the schema's cost on every server start and in every test file that loads the route.
    schema: withInputHygiene(makeExecutableSchema({ typeDefs, resolvers, updateResolversInPlace: true })),
    formatError,
    introspection: process.env.NODE_ENV !== 'production',
    // Stack traces stay on the server.
    includeStacktraceInErrorResponses: false,
    csrfPrevention: true,
    // Depth, alias, directive, cost, token and size limits (graphql/query-limits.ts); 503 while the
    // database is out of reach. No cache hints: every answer is `no-store` (set once by the route,
    // app/api/graphql/route.ts). Apollo's cache-control plugin answered the same, but worked out a
    // policy for every field of every answer: about 40 % of executing a page of 20 orders (4.6 ->
    // 2.8 ms p50). The one text rule for every argument is in the schema (input-hygiene.ts).
    // Mutations only from the shop's own pages (same-origin.ts); staff-only operations refuse
    // everyone else before any input is checked (staff-only.ts).
    plugins: [sameOriginMutations, staffOnly, ...queryLimits.plugins, serviceUnavailableStatus, variableErrorLimit, ApolloServerPluginCacheControlDisabled()],
    validationRules: queryLimits.validationRules,
    parseOptions: queryLimits.parseOptions,
  });
}
