import 'server-only';
import { z } from 'zod';
import { listOrders } from '@/lib/orders/list-orders';
import { getOrder } from '@/lib/orders/get-order';
import { updateOrderStatus } from '@/lib/orders/update-order-status';
import { updateDeliveryStatus } from '@/lib/orders/update-delivery-status';
import { MAX_DELIVERIES_PER_UPDATE, updateDeliveriesStatus } from '@/lib/orders/update-deliveries-status';
import { skipDelivery } from '@/lib/orders/skip-delivery';
import { pauseSubscription } from '@/lib/orders/pause-subscription';
import { unskipDelivery } from '@/lib/orders/unskip-delivery';
import { resumeSubscription } from '@/lib/orders/resume-subscription';
import { cancelSubscription } from '@/lib/orders/cancel-subscription';
import { reorder } from '@/lib/orders/reorder';
import { changeDeliveryItems } from '@/lib/orders/change-delivery-items';
import { previewDeliveryChange } from '@/lib/orders/preview-delivery-change';
import { changeDeliveryAddress, moveAllSubscriptions } from '@/lib/orders/change-delivery-address';
import { CANCEL_REASONS } from '@/lib/domain/plan-changes';
import { id, isoDay } from '@/lib/domain/inputs/fields';
import { changeDeliveryAddressInput } from '@/lib/domain/inputs/change-address-form';
import { deliveryChangeInput, deliveryItemsInput, listOrdersInput, orderStatus, updateDeliveryStatusInput, updateOrderStatusInput } from '@/lib/domain/inputs/order-input';
import { REFUND_DESTINATIONS } from '@/lib/domain/wallet';
import { namedSnapshot } from '@/lib/domain/address-snapshot';
import { customerIdFor } from '@/lib/auth/viewer';
import { requireViewer } from '@/lib/auth/guards';
import type { Resolvers } from '../generated/resolvers';
import { parseArgs } from '../validate';
import { statusMessage } from '../status-message';

const refundTo = z.enum(REFUND_DESTINATIONS);

export const ordersArgs = {
  getOrders: listOrdersInput,
  getOrder: z.object({ orderNumber: z.string().trim().min(1).max(40) }),
  previewDeliveryChange: z.object({ change: deliveryChangeInput }),
  updateOrderStatus: updateOrderStatusInput,
  updateDeliveryStatus: updateDeliveryStatusInput,
  updateDeliveriesStatus: z.object({
    deliveryIds: z.array(id).min(1, 'Choose at least one delivery.').max(MAX_DELIVERIES_PER_UPDATE, `Choose at most ${MAX_DELIVERIES_PER_UPDATE} deliveries at a time.`),
    status: orderStatus,
  }),
  skipDelivery: z.object({ deliveryId: id, refundTo: refundTo.nullish() }),
  pauseSubscription: z.object({ suborderId: id, from: isoDay, to: isoDay, refundTo: refundTo.nullish() }),
  unskipDelivery: z.object({ deliveryId: id }),
  reorder: z.object({ orderNumber: z.string().trim().min(1).max(40), suborderId: id.nullish(), startNewPlan: z.boolean().nullish() }),
  resumeSubscription: z.object({ suborderId: id }),
  cancelSubscription: z.object({
    suborderId: id,
    from: isoDay.nullish(),
    reason: z.enum(CANCEL_REASONS),
    note: z.string().trim().max(500, 'Please keep the note under 500 characters.').nullish(),
    refundTo: refundTo.nullish(),
  }),
  changeDeliveryItems: z.object({
    deliveryId: id,
    items: deliveryItemsInput,
    applyToLaterDeliveries: z.boolean().nullish(),
    refundTo: refundTo.nullish(),
  }),
  changeDeliveryAddress: changeDeliveryAddressInput,
  changeAllDeliveriesAddress: z.object({ locationId: id, from: isoDay.nullish(), userId: id.nullish() }),
};

// Orders come back from the services as OrderViews (lib/orders/order-view.ts), the shape the pages
// render; the few fields where the API answers differently are resolved below.
export const ordersResolvers = {
  Query: {
    getOrders: (_, args, ctx) => listOrders(ctx.viewer, parseArgs(ordersArgs.getOrders, args)),
    getOrder: (_, args, ctx) => getOrder(ctx.viewer, parseArgs(ordersArgs.getOrder, args).orderNumber),
    previewDeliveryChange: (_, args, ctx) => previewDeliveryChange(ctx.viewer, parseArgs(ordersArgs.previewDeliveryChange, args).change),
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
    unskipDelivery: async (_, args, ctx) => statusMessage(await unskipDelivery(ctx.viewer, parseArgs(ordersArgs.unskipDelivery, args).deliveryId)),
    reorder: (_, args, ctx) => {
      const a = parseArgs(ordersArgs.reorder, args);
      return reorder(ctx.viewer, a.orderNumber, a.suborderId ?? null, { startNewPlan: a.startNewPlan ?? false });
    },
    resumeSubscription: async (_, args, ctx) => statusMessage(await resumeSubscription(ctx.viewer, parseArgs(ordersArgs.resumeSubscription, args).suborderId)),
    cancelSubscription: async (_, args, ctx) => {
      const a = parseArgs(ordersArgs.cancelSubscription, args);
      return statusMessage(await cancelSubscription(ctx.viewer, { suborderId: a.suborderId, from: a.from ?? null, reason: a.reason, note: a.note ?? null, refundTo: a.refundTo ?? 'WALLET' }));
    },
    changeDeliveryItems: async (_, args, ctx) => {
      const a = parseArgs(ordersArgs.changeDeliveryItems, args);
      return statusMessage(await changeDeliveryItems(ctx.viewer, { deliveryId: a.deliveryId, items: a.items, applyToLaterDeliveries: a.applyToLaterDeliveries ?? false, refundTo: a.refundTo ?? undefined }));
    },
    changeDeliveryAddress: async (_, args, ctx) => {
      const a = parseArgs(ordersArgs.changeDeliveryAddress, args);
      return statusMessage(await changeDeliveryAddress(ctx.viewer, { suborderId: a.suborderId, locationId: a.locationId, from: a.from ?? null }));
    },
    changeAllDeliveriesAddress: async (_, args, ctx) => {
      const a = parseArgs(ordersArgs.changeAllDeliveriesAddress, args);
      // a customer moves their own; an admin names the customer (or acts for the one selected)
      return statusMessage(await moveAllSubscriptions(ctx.viewer, { userId: a.userId ?? customerIdFor(requireViewer(ctx.viewer)), locationId: a.locationId, from: a.from ?? null }));
    },
  },
  Order: {
    // Pages always get a payment to read; the API keeps answering null for an order without one.
    payment: (o) => (o.payment.id ? o.payment : null),
  },
  Suborder: {
    location: (s) => namedSnapshot(s.location),
  },
  Delivery: {
    location: (d) => namedSnapshot(d.location),
  },
} satisfies Resolvers;
