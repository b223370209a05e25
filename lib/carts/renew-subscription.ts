import 'server-only';
import { db } from '@/lib/database/db';
import { clock } from '@/lib/clock';
import { badInput, notFound } from '@/lib/errors';
import { requireViewer } from '@/lib/auth/guards';
import { isAdmin, type Viewer } from '@/lib/auth/viewer';
import { recordAudit } from '@/lib/audit/record-audit';
import { dateToDay, formatDay, kolkataToday } from '@/lib/domain/calendar';
import { cartHasItems } from '@/lib/domain/cart';
import type { CartInput } from '@/lib/domain/inputs/cart-input';
import { subscriptionStartDate } from '@/lib/domain/delivery-dates';
import { lastDeliveryDate } from '@/lib/domain/order-status';
import { renewalError, renewalStartsOn } from '@/lib/domain/renewal';
import { parseRepeatInfo } from '@/lib/domain/repeat';
import { currentDeliveryLocation } from '@/lib/domain/running-plan';
import { cartOwnerId } from './cart-owner';
import { cartViews, type CartView } from './cart-view';
import { loadCarts } from './load-carts';
import { writeCart } from './save-cart';
import { listNames, suborderCartItems } from './suborder-cart-items';

/**
 * renewSubscription: the viewer's cart of the subscription's kind is filled with its items and sizes
 * (at today's prices: a cart holds no prices), its schedule and the address its deliveries go to now, starting the day after its
 * last delivery; the normal checkout places it. The owner may renew, or an admin who has selected
 * that customer (the admin's cart is the one filled, as when ordering for them). Items or sizes no
 * longer on the menu are left out and named in the cart's notice.
 */
export async function renewSubscription(viewer: Viewer | null, suborderId: string): Promise<CartView[]> {
  const v = requireViewer(viewer);
  const userId = cartOwnerId(v);
  const suborder = await db.suborder.findUnique({
    where: { id: suborderId },
    select: {
      categoryEnum: true,
      category: { select: { title: true } },
      repeatType: true,
      repeatInfo: true,
      status: true,
      dropNote: true,
      locationId: true,
      order: { select: { userId: true } },
      deliveries: { select: { deliveryDate: true, status: true, locationId: true } },
      items: { orderBy: { id: 'asc' }, select: { menuItemId: true, name: true, specialInstructions: true, variants: { select: { variantId: true, quantity: true } } } },
    },
  });
  if (!suborder || (suborder.order.userId !== v.id && !isAdmin(v))) throw notFound('Subscription');
  const customerId = suborder.order.userId;
  if (customerId !== v.id && v.actingForUserId !== customerId) {
    throw badInput('To renew this subscription for the customer, first choose them on the Customers page as the customer you are ordering for.', 'suborderId');
  }
  const kind = suborder.categoryEnum;
  const endDate = lastDeliveryDate(suborder.deliveries.map((d) => ({ deliveryDate: dateToDay(d.deliveryDate), status: d.status })));
  const now = clock().now();
  const refused = renewalError({ repeatType: suborder.repeatType, status: suborder.status, endDate }, kolkataToday(now));
  if (refused || !endDate) throw badInput(refused ?? 'This subscription cannot be renewed.', 'suborderId');

  const { items, dropped } = await suborderCartItems(db, kind, suborder.items);
  if (items.length === 0) throw badInput(`None of the items of this subscription are on the menu any more (${listNames(dropped)}). Please choose new ones from the menu.`, 'suborderId');

  // where its deliveries go now: a change of address may have moved them from the checkout's
  const locationId = currentDeliveryLocation(suborder.deliveries.map((d) => ({ deliveryDate: dateToDay(d.deliveryDate), status: d.status, locationId: d.locationId })), suborder.locationId);
  const address = locationId ? await db.address.findFirst({ where: { id: locationId, userId: customerId, deletedAt: null }, select: { id: true } }) : null;
  const start = renewalStartsOn(endDate);
  const deliveryDays = parseRepeatInfo(suborder) ?? [];
  const input: CartInput = {
    kind,
    buyOrSubscribe: 'SUBSCRIBE',
    deliveryDays,
    deliveryDates: [],
    subscriptionStartsOn: start,
    addressId: address?.id ?? null,
    additionalNotes: suborder.dropNote,
    items,
  };

  const { carts, replaced } = await db.$transaction(async (tx) => {
    // The same per-user cart lock as saveCart: two tabs cannot interleave.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${'cart:' + userId}))`;
    const before = (await loadCarts(userId, tx)).find((c) => c.kind === kind);
    await writeCart(tx, userId, input, [userId, customerId]);
    if (customerId !== v.id) {
      await recordAudit(tx, v, { action: 'renewSubscription', entity: 'Suborder', entityId: suborderId, subjectUserId: customerId, data: { startsOn: start, dropped } });
    }
    return { carts: await loadCarts(userId, tx), replaced: before ? cartHasItems(before) : false };
  });

  const title = suborder.category.title;
  const notice = [
    deliveryDays.length
      ? `Your ${title} subscription is in your cart for its next period, from ${formatDay(subscriptionStartDate(kind, now, start))}.`
      : `Your ${title} subscription is in your cart: choose the dates of its next deliveries, from ${formatDay(subscriptionStartDate(kind, now, start))}.`,
    dropped.length ? `${listNames(dropped)} ${dropped.length === 1 ? 'is' : 'are'} no longer on the menu and ${dropped.length === 1 ? 'was' : 'were'} left out.` : '',
    replaced ? `It replaces what was in your ${title} cart.` : '',
    address ? '' : 'Please choose a delivery address.',
  ]
    .filter(Boolean)
    .join(' ');
  return cartViews(userId, carts, { [kind]: notice });
}
