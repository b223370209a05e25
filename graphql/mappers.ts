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
import type { paymentsResolvers } from './payments/resolvers';
import type { ridersResolvers } from './riders/resolvers';

type Mapped = keyof Resolvers & keyof ResolversParentTypes;

/** What a field resolver of the SDL's type answers (the value, not the promise of it). */
type Answer<R> = R extends (...args: never[]) => infer T ? Awaited<T> : R extends { resolve: (...args: never[]) => infer T } ? Awaited<T> : never;

/** The field resolvers an area's map writes for `Type` (none: every field is read off the object). */
type Written<Type extends Mapped, Area> = Type extends keyof Area ? keyof Area[Type] : never;

/** The fields of `Type` nobody resolves, each with the type the SDL answers; `Unchecked` is left out. */
type ReadOffTheObject<Type extends Mapped, Area, Unchecked extends string> = {
  [F in Exclude<keyof NonNullable<Resolvers[Type]>, Written<Type, Area> | Unchecked>]-?: Answer<NonNullable<NonNullable<Resolvers[Type]>[F]>>;
};

/** `Model` (the mapper) carries every field of `Type` that `Area`'s resolvers leave to it. */
type Serves<Type extends Mapped, Area, Model extends ReadOffTheObject<Type, Area, Unchecked>, Unchecked extends string = never> = Model;

export type MappedTypesServeTheirFields = [
  Serves<'Address', typeof addressesResolvers, ResolversParentTypes['Address']>,
  Serves<'User', typeof usersResolvers, ResolversParentTypes['User']>,
  Serves<'MenuItem', typeof catalogResolvers, ResolversParentTypes['MenuItem']>,
  Serves<'Cart', typeof cartsResolvers, ResolversParentTypes['Cart']>,
  Serves<'Order', typeof ordersResolvers, ResolversParentTypes['Order']>,
  Serves<'Suborder', typeof ordersResolvers, ResolversParentTypes['Suborder']>,
  // a delivery's fields on the road (rider, proof, courier) are resolved with the riders'
  Serves<'Delivery', typeof ordersResolvers & typeof ridersResolvers, ResolversParentTypes['Delivery']>,
  // PaymentView.id is null for an order without a payment row, which Order.payment answers as
  // null; updatePaymentScreenshot and extendPaymentDeadline always read a row. The id stays out of
  // the check until those services say so in their return type.
  Serves<'Payment', typeof paymentsResolvers, ResolversParentTypes['Payment'], 'id'>,
  Serves<'DispatchStop', typeof dispatchResolvers, ResolversParentTypes['DispatchStop']>,
];
