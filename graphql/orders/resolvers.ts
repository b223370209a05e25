import { z } from 'zod';
import { listOrders } from '@/lib/orders/list-orders';
import { getOrder } from '@/lib/orders/get-order';
import { updateOrderStatus } from '@/lib/orders/update-order-status';
import { updateDeliveryStatus } from '@/lib/orders/update-delivery-status';
import { confirmPayment } from '@/lib/orders/confirm-payment';
import type { OrderWithDetails, SuborderWithDetails } from '@/lib/orders/order-include';
import { ORDER_STATUSES, deliveredCount, nextDeliveryDate } from '@/lib/domain/order-status';
import { compareDays, dateToDay, isIsoDay } from '@/lib/domain/dates';
import { uploadUrl } from '@/lib/uploads/storage-key';
import type { GraphQLContext } from '../context';
import { parseArgs, paging, id } from '../validate';

const day = z.string().trim().refine(isIsoDay, 'Use a date as YYYY-MM-DD.');
const status = z.enum(ORDER_STATUSES);

const ordersArgs = z.object({
  ...paging,
  filter: z
    .object({
      status: status.nullish(),
      fromDate: day.nullish(),
      toDate: day.nullish(),
      userId: id.nullish(),
      search: z.string().trim().max(100).nullish(),
    })
    .refine((f) => !f.fromDate || !f.toDate || compareDays(f.fromDate, f.toDate) <= 0, { message: 'The start date must not be after the end date.', path: ['toDate'] })
    .nullish(),
});

type Row<K extends keyof SuborderWithDetails> = SuborderWithDetails[K] extends (infer T)[] ? T : never;
type Delivery = Row<'deliveries'>;
type Item = Row<'items'>;
type ItemVariant = Item['variants'][number];

export const ordersResolvers = {
  Query: {
    getOrders: (_: unknown, args: unknown, ctx: GraphQLContext) => listOrders(ctx.viewer, parseArgs(ordersArgs, args)),
    getOrder: (_: unknown, args: unknown, ctx: GraphQLContext) =>
      getOrder(ctx.viewer, parseArgs(z.object({ orderNumber: z.string().trim().min(1).max(40) }), args).orderNumber),
  },
  Mutation: {
    updateOrderStatus: (_: unknown, args: unknown, ctx: GraphQLContext) => {
      const a = parseArgs(z.object({ orderId: id, status }), args);
      return updateOrderStatus(ctx.viewer, a.orderId, a.status);
    },
    updateDeliveryStatus: (_: unknown, args: unknown, ctx: GraphQLContext) => {
      const a = parseArgs(z.object({ deliveryId: id, status }), args);
      return updateDeliveryStatus(ctx.viewer, a.deliveryId, a.status);
    },
    confirmPayment: (_: unknown, args: unknown, ctx: GraphQLContext) => confirmPayment(ctx.viewer, parseArgs(z.object({ orderId: id }), args).orderId),
  },
  Order: {
    createdAt: (o: OrderWithDetails) => o.createdAt.toISOString(),
  },
  OrderUser: {
    address: (u: OrderWithDetails['user']) => u.addresses,
  },
  Payment: {
    screenshot: (p: NonNullable<OrderWithDetails['payment']>) => (p.screenshot ? { id: p.screenshot.id, url: uploadUrl(p.screenshot.storageKey) } : null),
  },
  Suborder: {
    location: (s: SuborderWithDetails) => {
      const snapshot = s.locationSnapshot;
      if (!snapshot || typeof snapshot !== 'object' || Array.isArray(snapshot) || !('lineOne' in snapshot)) return null;
      return { ...snapshot, id: (snapshot as { id?: string }).id ?? s.locationId ?? `${s.id}-location` };
    },
    nextDeliveryDate: (s: SuborderWithDetails) => nextDeliveryDate(s.deliveries.map((d) => ({ deliveryDate: dateToDay(d.deliveryDate), status: d.status }))),
    deliveredCount: (s: SuborderWithDetails) => deliveredCount(s.deliveries),
  },
  Delivery: {
    deliveryDate: (d: Delivery) => dateToDay(d.deliveryDate),
  },
  OrderItem: {
    menuItem: (i: Item) => ({ id: i.menuItemId }),
  },
  OrderItemVariant: {
    itemVariant: (v: ItemVariant) => ({ id: v.variantId }),
  },
};
