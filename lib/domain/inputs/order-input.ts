// What saveOrders takes (the "order payload"): one suborder per cart, with the figures the customer
// saw. The server recomputes every figure and refuses a difference; these schemas only say what
// shape and bounds a request may have.
import { z } from 'zod';
import { ORDER_STATUSES } from '../order-status';
import { PAYMENT_STATUSES } from '../payment-status';
import { REPEAT_TYPES } from '../repeat';
import { UNIT_TYPES } from '../units';
import { MAX_DELIVERY_DATES } from '../delivery-dates';
import { compareDays } from '../calendar';
import { MAX_ITEM_QUANTITY } from '../delivery-items';
import { CANCEL_REASONS } from '../plan-changes';
import { REFUND_DESTINATIONS } from '../wallet';
import { id, isoDay, money, paging, ref } from './fields';

export const orderItemVariantInput = z.object({
  /** paise per unit, as the customer saw it; checked against the menu */
  price: money,
  quantity: z.number().int(),
  unit: z.number().int().nullish(),
  itemVariant: ref,
});

export const orderItemInput = z.object({
  name: z.string().max(200).nullish(),
  price: money.nullish(),
  menuItem: ref,
  unitType: z.enum(UNIT_TYPES).nullish(),
  specialInstructions: z.string().max(300).nullish(),
  variants: z.array(orderItemVariantInput).min(1).max(20),
});

export const suborderInput = z.object({
  totalPrice: money,
  subtotal: money,
  deliveryCharge: money,
  location: ref,
  deliveries: z
    .array(z.object({ deliveryDate: isoDay }))
    .min(1, 'Please choose at least one delivery date.')
    .max(MAX_DELIVERY_DATES),
  category: ref,
  dropNote: z.string().max(300).nullish(),
  repeatType: z.enum(REPEAT_TYPES),
  repeatInfo: z.string().max(100),
  /** a weekday subscription's requested start (a renewal); the server never starts it before the first allowed date */
  subscriptionStartsOn: isoDay.nullish(),
  items: z.array(orderItemInput).max(50),
});
export type SuborderInput = z.infer<typeof suborderInput>;

export const saveOrdersInput = z.object({
  orders: z.array(suborderInput).max(4),
  idempotencyKey: z.string().trim().min(8, 'idempotencyKey must be at least 8 characters').max(100),
  /** an admin placing the order for a customer */
  userId: id.nullish(),
  /** pay from the customer's wallet as far as it goes (default true) */
  useWallet: z.boolean().nullish(),
});
export type SaveOrdersInput = z.infer<typeof saveOrdersInput>;

export const orderFilterInput = z
  .object({
    status: z.enum(ORDER_STATUSES).nullish(),
    paymentStatus: z.enum(PAYMENT_STATUSES).nullish(),
    /** orders with a delivery on this day */
    deliveryDate: isoDay.nullish(),
    /** placed on or after this day (Kolkata) */
    fromDate: isoDay.nullish(),
    /** placed on or before this day (Kolkata) */
    toDate: isoDay.nullish(),
    /** admins: one customer's orders */
    userId: id.nullish(),
    /** order number; admins also phone or name */
    search: z.string().trim().max(100).nullish(),
    /** orders with a subscription whose last delivery still to come is within this many days from today */
    endingWithinDays: z.number().int().min(1).max(31).nullish(),
  })
  .refine((f) => !f.fromDate || !f.toDate || compareDays(f.fromDate, f.toDate) <= 0, {
    message: 'The start date must not be after the end date.',
    path: ['toDate'],
  });
export type OrderFilter = z.infer<typeof orderFilterInput>;

export const listOrdersInput = z.object({ ...paging, filter: orderFilterInput.nullish() });
export type ListOrdersInput = z.infer<typeof listOrdersInput>;

/** The status an admin moves an order, a suborder or deliveries to. */
export const orderStatus = z.enum(ORDER_STATUSES, { error: 'Please choose a status.' });

/** An admin's status change of a delivery or a suborder: the form, and each mutation's arguments around it. */
export const statusChangeForm = z.object({ status: orderStatus });
export const updateOrderStatusInput = statusChangeForm.extend({ orderId: id });
export const updateDeliveryStatusInput = statusChangeForm.extend({ deliveryId: id });

/** What a delivery brings after changeDeliveryItems: the one place of the quantity rule's words. */
export const deliveryItemsInput = z
  .array(z.object({ variantId: id, quantity: z.number().int('Quantities must be whole numbers.').min(0, 'Quantities must be whole numbers, 0 or more.').max(MAX_ITEM_QUANTITY, `At most ${MAX_ITEM_QUANTITY} of one item per delivery.`) }))
  .min(1, 'Please choose at least one item.')
  .max(40, 'Please list at most 40 items.');

/** The changes previewDeliveryChange answers for (the GraphQL ChangeKind). */
export const DELIVERY_CHANGE_KINDS = ['SKIP', 'UNSKIP', 'PAUSE', 'RESUME', 'CANCEL', 'CHANGE_ITEMS', 'CHANGE_ADDRESS'] as const;

/** One change of a delivery or a subscription, as its own mutation takes it (DeliveryChangeInput). */
export const deliveryChangeInput = z.object({
  kind: z.enum(DELIVERY_CHANGE_KINDS),
  deliveryId: id.nullish(),
  suborderId: id.nullish(),
  items: deliveryItemsInput.nullish(),
  applyToLaterDeliveries: z.boolean().nullish(),
  from: isoDay.nullish(),
  until: isoDay.nullish(),
  locationId: id.nullish(),
  refundTo: z.enum(REFUND_DESTINATIONS).nullish(),
  reason: z.enum(CANCEL_REASONS).nullish(),
});
export type DeliveryChangeInput = z.infer<typeof deliveryChangeInput>;
