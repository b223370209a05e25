import 'server-only';
import { z } from 'zod';
import { listOrders } from '@/lib/orders/list-orders';
import { getOrder } from '@/lib/orders/get-order';
import { updateOrderStatus } from '@/lib/orders/update-order-status';
import { updateDeliveryStatus } from '@/lib/orders/update-delivery-status';
import { MAX_DELIVERIES_PER_UPDATE, updateDeliveriesStatus } from '@/lib/orders/update-deliveries-status';
import { skipDelivery } from '@/lib/orders/skip-delivery';
import { pauseSubscription } from '@/lib/orders/pause-subscription';
import { id, isoDay } from '@/lib/domain/inputs/fields';
import { listOrdersInput } from '@/lib/domain/inputs/order-input';
import { ORDER_STATUSES } from '@/lib/domain/order-status';
import { REFUND_DESTINATIONS } from '@/lib/domain/wallet';
import { namedSnapshot } from '@/lib/domain/address-snapshot';
import type { Resolvers } from '../generated/resolvers';
import { parseArgs } from '../validate';
import { statusMessage } from '../status-message';

const status = z.enum(ORDER_STATUSES);
const refundTo = z.enum(REFUND_DESTINATIONS);

export const ordersArgs = {
  getOrders: listOrdersInput,
  getOrder: z.object({ orderNumber: z.string().trim().min(1).max(40) }),
  updateOrderStatus: z.object({ orderId: id, status }),
  updateDeliveryStatus: z.object({ deliveryId: id, status }),
  updateDeliveriesStatus: z.object({
    deliveryIds: z.array(id).min(1, 'Choose at least one delivery.').max(MAX_DELIVERIES_PER_UPDATE, `Choose at most ${MAX_DELIVERIES_PER_UPDATE} deliveries at a time.`),
    status,
  }),
  skipDelivery: z.object({ deliveryId: id, refundTo: refundTo.nullish() }),
  pauseSubscription: z.object({ suborderId: id, from: isoDay, to: isoDay, refundTo: refundTo.nullish() }),
};

// Orders come back from the services as OrderViews (lib/orders/order-view.ts), the shape the pages
// render; the few fields where the API answers differently are resolved below.
export const ordersResolvers = {
  Query: {
    getOrders: (_, args, ctx) => listOrders(ctx.viewer, parseArgs(ordersArgs.getOrders, args)),
    getOrder: (_, args, ctx) => getOrder(ctx.viewer, parseArgs(ordersArgs.getOrder, args).orderNumber),
  },
  Mutation: {
    updateOrderStatus: async (_, args, ctx) => {
      const a = parseArgs(ordersArgs.updateOrderStatus, args);
      return statusMessage(await updateOrderStatus(ctx.viewer, a.orderId, a.status));
    },
    updateDeliveryStatus: async (_, args, ctx) => {
      const a = parseArgs(ordersArgs.updateDeliveryStatus, args);
      return statusMessage(await updateDeliveryStatus(ctx.viewer, a.deliveryId, a.status));
    },
    updateDeliveriesStatus: async (_, args, ctx) => {
      const a = parseArgs(ordersArgs.updateDeliveriesStatus, args);
      return statusMessage(await updateDeliveriesStatus(ctx.viewer, a.deliveryIds, a.status));
    },
    skipDelivery: async (_, args, ctx) => {
      const a = parseArgs(ordersArgs.skipDelivery, args);
      return statusMessage(await skipDelivery(ctx.viewer, a.deliveryId, a.refundTo ?? undefined));
    },
    pauseSubscription: async (_, args, ctx) => {
      const a = parseArgs(ordersArgs.pauseSubscription, args);
      return statusMessage(await pauseSubscription(ctx.viewer, a.suborderId, a.from, a.to, a.refundTo ?? undefined));
    },
  },
  Order: {
    // Pages always get a payment to read; the API keeps answering null for an order without one.
    payment: (o) => (o.payment.id ? o.payment : null),
  },
  Suborder: {
    location: (s) => namedSnapshot(s.location),
  },
} satisfies Resolvers;
