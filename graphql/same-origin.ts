// A mutation (every change, uploads and CSV imports included: they are mutations here) must come
// from the shop's own pages: an Origin of this site, or without one a browser's
// `Sec-Fetch-Site: same-origin`. Anything else is a 403 that says why (lib/http/same-origin.ts).
// Queries change nothing and a foreign page cannot read their answers (no CORS), so they pass.
import 'server-only';
import { GraphQLError } from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import { siteUrl } from '@/lib/site';
import { FOREIGN_ORIGIN_MESSAGE, foreignOriginReason, ownOrigins } from '@/lib/http/same-origin';
import type { GraphQLContext } from './context';

export const sameOriginMutations: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ operation, contextValue }) {
        if (operation?.operation !== 'mutation') return;
        const { req } = contextValue;
        const reason = foreignOriginReason(req.headers, ownOrigins(siteUrl(), req.url));
        if (!reason) return;
        console.warn(`[graphql] mutation refused: ${reason}`);
        throw new GraphQLError(FOREIGN_ORIGIN_MESSAGE, { extensions: { code: 'FORBIDDEN', http: { status: 403 } } });
      },
    };
  },
};
