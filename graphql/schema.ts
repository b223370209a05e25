// The whole schema: one SDL and one resolver map per domain, merged here.
import { catalogTypeDefs } from './catalog/schema';
import { catalogResolvers } from './catalog/resolvers';
import { configTypeDefs } from './config/schema';
import { configResolvers } from './config/resolvers';
import { authTypeDefs } from './auth/schema';
import { authResolvers } from './auth/resolvers';
import { usersTypeDefs } from './users/schema';
import { usersResolvers } from './users/resolvers';
import { cartsTypeDefs } from './carts/schema';
import { cartsResolvers } from './carts/resolvers';
import { uploadsTypeDefs } from './uploads/schema';
import { uploadsResolvers } from './uploads/resolvers';
import { adminHeroTypeDefs } from './admin-hero/schema';
import { adminHeroResolvers } from './admin-hero/resolvers';
import { addressesTypeDefs } from './addresses/schema';
import { addressesResolvers } from './addresses/resolvers';
import { ordersTypeDefs } from './orders/schema';
import { ordersResolvers } from './orders/resolvers';
import { paymentsTypeDefs } from './payments/schema';
import { paymentsResolvers } from './payments/resolvers';
import { saveOrdersTypeDefs } from './orders/save-orders.schema';
import { saveOrdersResolvers } from './orders/save-orders.resolvers';

const baseTypeDefs = /* GraphQL */ `
  type Mutation {
    _noop: Boolean
  }
`;

export const typeDefs = [catalogTypeDefs, baseTypeDefs, configTypeDefs, authTypeDefs, usersTypeDefs, cartsTypeDefs, uploadsTypeDefs, adminHeroTypeDefs, addressesTypeDefs, ordersTypeDefs, saveOrdersTypeDefs, paymentsTypeDefs];

type ResolverMap = Record<string, Record<string, unknown>>;

function merge(...maps: ResolverMap[]): ResolverMap {
  const out: ResolverMap = {};
  for (const map of maps) for (const [type, fields] of Object.entries(map)) out[type] = { ...out[type], ...fields };
  return out;
}

export const resolvers = merge(catalogResolvers, configResolvers, authResolvers, usersResolvers, cartsResolvers, uploadsResolvers, adminHeroResolvers, addressesResolvers, ordersResolvers, saveOrdersResolvers, paymentsResolvers);
