// The whole schema: one SDL, one resolver map and one map of argument schemas per domain, merged here.
import 'server-only';
import type { Resolvers } from './generated/resolvers';
import { catalogTypeDefs } from './catalog/schema';
import { catalogArgs, catalogResolvers } from './catalog/resolvers';
import { configTypeDefs } from './config/schema';
import { configArgs, configResolvers } from './config/resolvers';
import { authTypeDefs } from './auth/schema';
import { authArgs, authResolvers } from './auth/resolvers';
import { usersTypeDefs } from './users/schema';
import { usersArgs, usersResolvers } from './users/resolvers';
import { cartsTypeDefs } from './carts/schema';
import { cartsArgs, cartsResolvers } from './carts/resolvers';
import { uploadsTypeDefs } from './uploads/schema';
import { uploadsArgs, uploadsResolvers } from './uploads/resolvers';
import { heroImagesTypeDefs } from './hero-images/schema';
import { heroImagesArgs, heroImagesResolvers } from './hero-images/resolvers';
import { addressesTypeDefs } from './addresses/schema';
import { addressesArgs, addressesResolvers } from './addresses/resolvers';
import { ordersTypeDefs } from './orders/schema';
import { ordersArgs, ordersResolvers } from './orders/resolvers';
import { paymentsTypeDefs } from './payments/schema';
import { paymentsArgs, paymentsResolvers } from './payments/resolvers';
import { saveOrdersTypeDefs } from './orders/save-orders.schema';
import { saveOrdersArgs, saveOrdersResolvers } from './orders/save-orders.resolvers';
import { dispatchTypeDefs } from './dispatch/schema';
import { dispatchArgs, dispatchResolvers } from './dispatch/resolvers';
import { auditTypeDefs } from './audit/schema';
import { auditArgs, auditResolvers } from './audit/resolvers';
import { storeTypeDefs } from './store/schema';
import { storeArgs, storeResolvers } from './store/resolvers';
import { notificationsTypeDefs } from './notifications/schema';
import { notificationsArgs, notificationsResolvers } from './notifications/resolvers';
import { privacyTypeDefs } from './privacy/schema';
import { privacyArgs, privacyResolvers } from './privacy/resolvers';
import { invoicesTypeDefs } from './invoices/schema';
import { invoicesArgs, invoicesResolvers } from './invoices/resolvers';
import { bankStatementsTypeDefs } from './bank-statements/schema';
import { bankStatementsArgs, bankStatementsResolvers } from './bank-statements/resolvers';
import { walletTypeDefs } from './wallet/schema';
import { walletArgs, walletResolvers } from './wallet/resolvers';
import { refundsTypeDefs } from './refunds/schema';
import { refundsArgs, refundsResolvers } from './refunds/resolvers';
import { capacityTypeDefs } from './capacity/schema';
import { capacityArgs, capacityResolvers } from './capacity/resolvers';
import { dashboardTypeDefs } from './dashboard/schema';
import { dashboardArgs, dashboardResolvers } from './dashboard/resolvers';
import { menuEditorTypeDefs } from './menu-editor/schema';
import { menuEditorArgs, menuEditorResolvers } from './menu-editor/resolvers';
import { ridersTypeDefs } from './riders/schema';
import { ridersArgs, ridersResolvers } from './riders/resolvers';

const baseTypeDefs = /* GraphQL */ `
  type Mutation {
    _noop: Boolean
  }
`;

export const typeDefs = [catalogTypeDefs, baseTypeDefs, configTypeDefs, authTypeDefs, usersTypeDefs, cartsTypeDefs, uploadsTypeDefs, heroImagesTypeDefs, addressesTypeDefs, ordersTypeDefs, saveOrdersTypeDefs, paymentsTypeDefs, dispatchTypeDefs, auditTypeDefs, storeTypeDefs, notificationsTypeDefs, privacyTypeDefs, invoicesTypeDefs, bankStatementsTypeDefs, walletTypeDefs, refundsTypeDefs, capacityTypeDefs, dashboardTypeDefs, menuEditorTypeDefs, ridersTypeDefs];

// Each area's map, typed against the SDL; makeExecutableSchema merges them (one type's fields may
// come from several areas, Query and Mutation from all).
export const resolvers: Resolvers[] = [catalogResolvers, configResolvers, authResolvers, usersResolvers, cartsResolvers, uploadsResolvers, heroImagesResolvers, addressesResolvers, ordersResolvers, saveOrdersResolvers, paymentsResolvers, dispatchResolvers, auditResolvers, storeResolvers, notificationsResolvers, privacyResolvers, invoicesResolvers, bankStatementsResolvers, walletResolvers, refundsResolvers, capacityResolvers, dashboardResolvers, menuEditorResolvers, ridersResolvers];

/**
 * The zod schema every operation's arguments are parsed with, by operation name. The SDL and these
 * must accept the same arguments (graphql/args-match-schema.test.ts): an operation with arguments
 * and no entry here fails that test.
 */
export const operationArgs = {
  ...catalogArgs,
  ...configArgs,
  ...authArgs,
  ...usersArgs,
  ...cartsArgs,
  ...uploadsArgs,
  ...heroImagesArgs,
  ...addressesArgs,
  ...ordersArgs,
  ...saveOrdersArgs,
  ...paymentsArgs,
  ...dispatchArgs,
  ...auditArgs,
  ...storeArgs,
  ...notificationsArgs,
  ...privacyArgs,
  ...invoicesArgs,
  ...bankStatementsArgs,
  ...menuEditorArgs,
  ...walletArgs,
  ...refundsArgs,
  ...capacityArgs,
  ...dashboardArgs,
  ...ridersArgs,
};
