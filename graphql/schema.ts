// The whole schema: one SDL and one resolver map per domain, merged here.
import { catalogTypeDefs } from './catalog/schema';
import { catalogResolvers } from './catalog/resolvers';
import { configTypeDefs } from './config/schema';
import { configResolvers } from './config/resolvers';

const baseTypeDefs = /* GraphQL */ `
  type Mutation {
    _noop: Boolean
  }
`;

export const typeDefs = [catalogTypeDefs, baseTypeDefs, configTypeDefs];

type ResolverMap = Record<string, Record<string, unknown>>;

function merge(...maps: ResolverMap[]): ResolverMap {
  const out: ResolverMap = {};
  for (const map of maps) for (const [type, fields] of Object.entries(map)) out[type] = { ...out[type], ...fields };
  return out;
}

export const resolvers = merge(catalogResolvers, configResolvers);
