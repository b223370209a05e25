// reorder ("Order again"): a past order (or one of its suborders) goes back into the viewer's carts,
// one cart per kind: the same items and sizes at today's prices (lib/carts/suborder-cart-items.ts),
// the same address and note, and dates from today's rules: a subscription keeps its weekdays and
// starts as soon as it may; a one-time order's dates move so its first is the earliest day open now
// and the rest keep their distance (lib/domain/plan-changes.ts reorderDates). Then the normal checkout.
// Each part goes to the address its deliveries go to now (a change of address may have moved them
// from the one chosen at checkout). A subscription still running is not ordered again unasked: that
// would start a second plan beside it; the customer is told (lib/domain/running-plan.ts), may extend
// it instead (renewSubscription), or says `startNewPlan` to have the second plan all the same.
// The owner may do it, or an admin who selected that customer (the admin's carts are filled).
import 'server-only';
import { db } from '@/lib/database/db';
import { clock } from '@/lib/clock';
import { AppError, badInput, notFound } from '@/lib/errors';
import { requireViewer } from '@/lib/auth/guards';
import { isAdmin, type Viewer } from '@/lib/auth/viewer';
import { recordAudit } from '@/lib/audit/record-audit';
import { dateToDay, formatDay, kolkataToday } from '@/lib/domain/calendar';
import { cartHasItems } from '@/lib/domain/cart';
import type { CategoryCode } from '@/lib/domain/categories';
import type { CartInput } from '@/lib/domain/inputs/cart-input';
import { firstAllowedDeliveryDate } from '@/lib/domain/delivery-dates';
import { reorderDates } from '@/lib/domain/plan-changes';
import { parseRepeatInfo, purchaseModeOf } from '@/lib/domain/repeat';
import { currentDeliveryLocation, runningPlanMessage, runningPlanOffer } from '@/lib/domain/running-plan';
import { cartViews, type CartView } from '@/lib/carts/cart-view';
import { loadCarts } from '@/lib/carts/load-carts';
import { writeCart } from '@/lib/carts/save-cart';
import { listNames, suborderCartItems } from '@/lib/carts/suborder-cart-items';

export async function reorder(viewer: Viewer | null, orderNumber: string, suborderId: string | null, options: { startNewPlan?: boolean } = {}): Promise<CartView[]> {
  const v = requireViewer(viewer);
  const order = await db.order.findUnique({
    where: { orderNumber },
    select: {
      userId: true,
      suborders: {
        orderBy: [{ createdAt: 'asc' }, { suborderNo: 'asc' }],
        select: {
          id: true,
          categoryEnum: true,
          category: { select: { title: true } },
          status: true,
          repeatType: true,
          repeatInfo: true,
          dropNote: true,
          locationId: true,
          deliveries: { select: { deliveryDate: true, status: true, locationId: true, replacesDeliveryId: true } },
          items: { orderBy: { id: 'asc' }, select: { menuItemId: true, name: true, specialInstructions: true, variants: { select: { variantId: true, quantity: true } } } },
        },
      },
    },
  });
  if (!order || (order.userId !== v.id && !isAdmin(v))) throw notFound('Order');
  const customerId = order.userId;
  if (customerId !== v.id && v.actingForUserId !== customerId) {
    throw badInput('To order this again for the customer, first choose them on the Customers page as the customer you are ordering for.', 'orderNumber');
  }
  const chosen = suborderId ? order.suborders.filter((s) => s.id === suborderId) : order.suborders;
  if (chosen.length === 0) throw notFound('Order');
  const now = clock().now();
  const today = kolkataToday(now);

  // A subscription still running: say so rather than start a second plan beside it, unless asked to.
  if (!options.startNewPlan) {
    const running = chosen.flatMap((s) => {
      const offer = runningPlanOffer({ ...s, deliveries: s.deliveries.map((d) => ({ deliveryDate: dateToDay(d.deliveryDate), status: d.status })) }, today);
      return offer ? [runningPlanMessage(s.category.title, offer)] : [];
    });
    if (running.length > 0) {
      throw new AppError('CONFLICT', `${running.join(' ')} To start a new plan all the same, choose "Start a new plan".`, { field: 'startNewPlan' });
    }
  }

  // One cart per kind: a second suborder of a kind already taken is left out, and said so.
  const inputs: { kind: CategoryCode; input: CartInput; notice: string }[] = [];
  for (const s of chosen) {
    const kind = s.categoryEnum;
    const title = s.category.title;
    if (inputs.some((i) => i.kind === kind)) {
      const first = inputs.find((i) => i.kind === kind)!;
      first.notice += ` Another ${title} part of the order was left out: a cart holds one of each kind.`;
      continue;
    }
    const { items, dropped } = await suborderCartItems(db, kind, s.items);
    if (items.length === 0) continue;
    const mode = purchaseModeOf(s.repeatType);
    const locationId = currentDeliveryLocation(
      s.deliveries.map((d) => ({ deliveryDate: dateToDay(d.deliveryDate), status: d.status, locationId: d.locationId })),
      s.locationId,
    );
    const address = locationId ? await db.address.findFirst({ where: { id: locationId, userId: customerId, deletedAt: null }, select: { id: true } }) : null;
    const earliest = firstAllowedDeliveryDate(kind, mode, now);
    const weekdays = mode === 'SUBSCRIBE' ? (parseRepeatInfo(s) ?? []) : [];
    const dates = mode === 'BUY' ? reorderDates(s.deliveries.filter((d) => d.replacesDeliveryId === null).map((d) => dateToDay(d.deliveryDate)), earliest) : [];
    inputs.push({
      kind,
      input: { kind, buyOrSubscribe: mode, deliveryDays: weekdays, deliveryDates: dates, subscriptionStartsOn: null, addressId: address?.id ?? null, additionalNotes: s.dropNote, items },
      notice: [
        mode === 'BUY'
          ? `${title} is in your cart again, from ${formatDay(earliest)}.`
          : weekdays.length
            ? `${title} is in your cart again as a subscription on the same days, from ${formatDay(earliest)}.`
            : `${title} is in your cart again: choose its delivery dates, from ${formatDay(earliest)}.`,
        dropped.length ? `${listNames(dropped)} ${dropped.length === 1 ? 'is' : 'are'} no longer on the menu and ${dropped.length === 1 ? 'was' : 'were'} left out.` : '',
        address ? '' : 'Please choose a delivery address.',
      ]
        .filter(Boolean)
        .join(' '),
    });
  }
  if (inputs.length === 0) throw badInput('None of the items of this order are on the menu any more. Please choose new ones from the menu.', 'orderNumber');

  const userId = v.id;
  const { carts, replaced } = await db.$transaction(async (tx) => {
    // The same per-user cart lock as saveCart: two tabs cannot interleave.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${'cart:' + userId}))`;
    const before = await loadCarts(userId, tx);
    for (const { input } of inputs) await writeCart(tx, userId, input, [userId, customerId]);
    if (customerId !== v.id) {
      await recordAudit(tx, v, { action: 'reorder', entity: 'Order', subjectUserId: customerId, data: { orderNumber, suborderId, kinds: inputs.map((i) => i.kind), ...(options.startNewPlan ? { startNewPlan: true } : {}) } });
    }
    return { carts: await loadCarts(userId, tx), replaced: new Set(before.filter((c) => cartHasItems(c)).map((c) => c.kind)) };
  });
  const notices: Partial<Record<CategoryCode, string>> = {};
  for (const i of inputs) notices[i.kind] = replaced.has(i.kind) ? `${i.notice} It replaces what was in that cart.` : i.notice;
  return cartViews(userId, carts, notices);
}
