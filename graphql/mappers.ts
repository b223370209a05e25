// codegen.ts maps some GraphQL types to the objects our services return (Order is an OrderView…).
// TypeScript then checks the resolvers written for those types, but not the fields graphql-js reads
// straight off the object (the default resolver). This checks those: for each mapped type, every
// field without a resolver must be on the object, with the type the SDL gives it. A breach reads
// "Type 'OrderView' does not satisfy the constraint …" and names the field. Nothing runs here.
import 'server-only';
import type { Resolvers, ResolversParentTypes } from './generated/resolvers';
import type { addressesResolvers } from './addresses/resolvers';
import type { usersResolvers } from './users/resolvers';
import type { catalogResolvers } from './catalog/resolvers';
import type { cartsResolvers } from './carts/resolvers';
import type { ordersResolvers } from './orders/resolvers';
import type { dispatchResolvers } from './dispatch/resolvers';

type Mapped = keyof Resolvers & keyof ResolversParentTypes;

/** What a field resolver of the SDL's type answers (the value, not the promise of it). */
type Answer<R> = R extends (...args: never[]) => infer T ? Awaited<T> : R extends { resolve: (...args: never[]) => infer T } ? Awaited<T> : never;

/** The fields of `Type` that `Written` does not resolve, each with the type the SDL answers. */
type ReadOffTheObject<Type extends Mapped, Written> = {
  [F in Exclude<keyof NonNullable<Resolvers[Type]>, keyof Written>]-?: Answer<NonNullable<NonNullable<Resolvers[Type]>[F]>>;
};

type Serves<Type extends Mapped, Written, Model extends ReadOffTheObject<Type, Written>> = Model;

// PaymentView.id is null for an order without a payment row; Order.payment answers null for it, and
// updatePaymentScreenshot and extendPaymentDeadline always read a row. The id is left out of the
// check until those services say so in their return type.
type PaymentIdOfARow = { id: true };

export type MappedTypesServeTheirFields = [
  Serves<'Address', (typeof addressesResolvers)['Address'], ResolversParentTypes['Address']>,
  Serves<'User', (typeof usersResolvers)['User'], ResolversParentTypes['User']>,
  Serves<'MenuItem', (typeof catalogResolvers)['MenuItem'], ResolversParentTypes['MenuItem']>,
  Serves<'Cart', (typeof cartsResolvers)['Cart'], ResolversParentTypes['Cart']>,
  Serves<'Order', (typeof ordersResolvers)['Order'], ResolversParentTypes['Order']>,
  Serves<'Suborder', (typeof ordersResolvers)['Suborder'], ResolversParentTypes['Suborder']>,
  Serves<'Payment', PaymentIdOfARow, ResolversParentTypes['Payment']>,
  Serves<'DispatchStop', (typeof dispatchResolvers)['DispatchStop'], ResolversParentTypes['DispatchStop']>,
];
