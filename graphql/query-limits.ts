// How big a query may be, so one request cannot make the server do unbounded work (2,000 aliases
// of getMenuItems were 9 MB and 3.5 s). The numbers come from the schema and our own queries
// (graphql/query-limits.db.test.ts checks them): the largest selection the schema allows without
// revisiting a type is every field of getOrders/saveOrders, depth 7, cost about 490, 170 tokens,
// 940 characters; the queries our pages send use no aliases or directives and at most 70 tokens. Each limit leaves room for other clients (api.md) while a refusal stays cheap: the token
// and size limits stop the parser early, the others run before any resolver.
import 'server-only';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { GraphQLError } from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';

export const QUERY_LIMITS = {
  /** Characters of query text, checked by the route before parsing: the parser never walks megabytes
   * of whitespace or comments (which are not tokens). */
  maxQueryChars: 20_000,
  maxTokens: 1_000,
  maxDepth: 10,
  maxAliases: 10,
  maxDirectives: 10,
  maxCost: 2_000,
} as const;

export const QUERY_TOO_COMPLEX = 'QUERY_TOO_COMPLEX';

type Limit = Exclude<keyof typeof QUERY_LIMITS, 'maxQueryChars'>;

export function refusal(message: string, limit: keyof typeof QUERY_LIMITS): GraphQLError {
  return new GraphQLError(message.replace(/^Syntax Error: /, ''), {
    extensions: { code: QUERY_TOO_COMPLEX, limit },
  });
}

// graphql-armor reports a refusal through the validation context; ours names the limit.
function report(limit: Limit) {
  return (ctx: { reportError(error: GraphQLError): void } | null, error: GraphQLError) => ctx?.reportError(refusal(error.message, limit));
}

const armor = new ApolloArmor({
  maxDepth: { n: QUERY_LIMITS.maxDepth, propagateOnRejection: false, onReject: [report('maxDepth')] },
  maxAliases: { n: QUERY_LIMITS.maxAliases, propagateOnRejection: false, onReject: [report('maxAliases')] },
  maxDirectives: { n: QUERY_LIMITS.maxDirectives, propagateOnRejection: false, onReject: [report('maxDirectives')] },
  costLimit: { maxCost: QUERY_LIMITS.maxCost, propagateOnRejection: false, onReject: [report('maxCost')] },
  // Counted by our own plugin below (graphql-js's parser option), which answers 400 instead of 500.
  maxTokens: { enabled: false },
  // Field suggestions are removed in production by formatError (graphql/errors.ts), which decides
  // per request; armor's switch is fixed when the module loads.
  blockFieldSuggestion: { enabled: false },
});

const protection = armor.protect();

/** Names the limit on every refusal: graphql-js's token stop and armor's rules (which Apollo files as validation errors). */
const nameTheLimit: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didEncounterErrors({ errors }) {
        for (const error of errors) {
          if (/Document contains more t\w+ \d+ tokens/.test(error.message)) {
            error.message = `Token limit of ${QUERY_LIMITS.maxTokens} exceeded.`;
            Object.assign(error.extensions, { code: QUERY_TOO_COMPLEX, limit: 'maxTokens' });
          } else if (error.extensions.limit) {
            Object.assign(error.extensions, { code: QUERY_TOO_COMPLEX });
          }
        }
      },
    };
  },
};

export const queryLimits = {
  plugins: [...protection.plugins, nameTheLimit],
  validationRules: protection.validationRules,
  parseOptions: { maxTokens: QUERY_LIMITS.maxTokens },
};
