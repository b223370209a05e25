import 'server-only';
import { ApolloServer } from '@apollo/server';
import type { GraphQLContext } from './context';
import { formatError, serviceUnavailableStatus } from './errors';
import { queryLimits } from './query-limits';
import { inputHygiene } from './input-hygiene';
import { resolvers, typeDefs } from './schema';

export function createApolloServer() {
  return new ApolloServer<GraphQLContext>({
    typeDefs,
    resolvers: resolvers as never,
    formatError,
    introspection: process.env.NODE_ENV !== 'production',
    // Stack traces stay on the server.
    includeStacktraceInErrorResponses: false,
    csrfPrevention: true,
    // Depth, alias, directive, cost, token and size limits (graphql/query-limits.ts); the one text
    // rule for every argument (graphql/input-hygiene.ts); 503 while the database is out of reach.
    plugins: [...queryLimits.plugins, inputHygiene, serviceUnavailableStatus],
    validationRules: queryLimits.validationRules,
    parseOptions: queryLimits.parseOptions,
  });
}
