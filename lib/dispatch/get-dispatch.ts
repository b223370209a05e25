import 'server-only';
import { db } from '@/lib/database/db';
import { requireAdmin } from '@/lib/auth/guards';
import type { Viewer } from '@/lib/auth/viewer';
import { readAddressSnapshot, type AddressSnapshot } from '@/lib/domain/address-snapshot';
import { dayToDate, type IsoDay } from '@/lib/domain/calendar';
import type { CategoryCode } from '@/lib/domain/categories';
import { cookSheet, cookUnpaidFromConfig, dropNoteOf, paymentFlagOf, sortStops, type CookLine, type PaymentFlag } from '@/lib/domain/dispatch';
import { clock } from '@/lib/clock';
import { getConfigMap } from '@/lib/config/get-configurations';
import { limitOn } from '@/lib/domain/capacity';
import { bookedKey, bookedPortions, readLimits } from '@/lib/capacity/read-capacity';
import type { OrderStatus } from '@/lib/domain/order-status';
import { isPaid, paymentStatusOf, type PaymentStatus } from '@/lib/domain/payment-status';
import { fullName } from '@/lib/domain/people';
import { deliveryItemsView, orderItemView, type OrderItemView } from '@/lib/orders/order-view';
import { deliveryItemSelect } from '@/lib/orders/order-include';
import { uploadUrl } from '@/lib/uploads/storage-key';

/** One delivery on the route sheet. */
export type DispatchStop = {
  deliveryId: string;
  orderId: string;
  orderNumber: string;
  suborderNo: string;
  categoryEnum: CategoryCode;
  status: OrderStatus;
  /** collect money at the door, or not */
  paymentStatus: PaymentStatus;
  /** paid in full (success): the route and cook sheets list these apart from the rest */
  paid: boolean;
  /** a rejected proof or a passed deadline: look before it goes out */
  paymentFlag: PaymentFlag | null;
  customer: { id: string; firstName: string | null; lastName: string | null; name: string; phoneNumber: string };
  /** the delivery's copy of the address it goes to (as placed, moved, or following an edit) */
  location: AddressSnapshot | null;
  /** the order's note and the address's note, for the driver */
  dropNote: string | null;
  /** the photo on the saved address the delivery goes to (as it is now), for the driver */
  locationPhoto: { id: string; url: string } | null;
  items: OrderItemView[];
};

/** A category's booked portions on the day against the kitchen's capacity (null: no limit). */
export type DispatchCapacity = { categoryEnum: CategoryCode; title: string; booked: number; max: number | null };

export type Dispatch = {
  date: IsoDay;
  /** what to cook: every delivery, or only paid ones when the setting dispatch.cookUnpaid is 'false' */
  cookSheet: CookLine[];
  /** the setting: whether unpaid deliveries are on the cook sheet */
  cookUnpaid: boolean;
  /** deliveries left off the cook sheet because they are not paid (0 when unpaid ones are cooked) */
  uncookedUnpaid: number;
  stops: DispatchStop[];
  capacity: DispatchCapacity[];
};

/**
 * What goes out on `date`: every delivery that day that is not cancelled (a skipped delivery is
 * cancelled, and is excluded as such), as a route sheet sorted by PIN code, and the cook sheet
 * they add up to. Admins only.
 */
export async function getDispatch(viewer: Viewer | null, date: IsoDay): Promise<Dispatch> {
  requireAdmin(viewer);
  // (deliveryDate, status) index; a few relation queries for the whole day, never one per delivery.
  const deliveries = await db.delivery.findMany({
    where: { deliveryDate: dayToDate(date), status: { not: 'CANCELLED' }, skippedAt: null },
    select: {
      id: true,
      status: true,
      items: { orderBy: { variantId: 'asc' }, select: deliveryItemSelect },
      // each delivery's own copy of where it goes (changeDeliveryAddress, an edit it followed)
      locationSnapshot: true,
      location: { select: { image: { select: { id: true, storageKey: true } } } },
      suborder: {
        select: {
          suborderNo: true,
          categoryEnum: true,
          dropNote: true,
          items: { orderBy: { id: 'asc' }, include: { variants: { orderBy: { id: 'asc' } } } },
          order: {
            select: {
              id: true,
              orderNumber: true,
              payment: { select: { status: true, rejectedAt: true, dueAt: true } },
              user: { select: { id: true, firstName: true, lastName: true, phoneNumber: true } },
            },
          },
        },
      },
    },
  });

  const now = clock().now();
  const [config, limits, booked] = await Promise.all([getConfigMap(), readLimits(db, date, date), bookedPortions(db, date, date)]);
  const stops: DispatchStop[] = deliveries.map((d) => {
    const s = d.suborder;
    const location = readAddressSnapshot(d.locationSnapshot);
    return {
      deliveryId: d.id,
      orderId: s.order.id,
      orderNumber: s.order.orderNumber,
      suborderNo: s.suborderNo,
      categoryEnum: s.categoryEnum,
      status: d.status,
      paymentStatus: paymentStatusOf(s.order.payment),
      paid: isPaid(paymentStatusOf(s.order.payment)),
      paymentFlag: paymentFlagOf(s.order.payment, now),
      customer: { ...s.order.user, name: fullName(s.order.user) },
      location,
      dropNote: dropNoteOf(s.dropNote, location),
      locationPhoto: d.location?.image ? { id: d.location.image.id, url: uploadUrl(d.location.image.storageKey) } : null,
      // what the day brings: its own rows (with the notes the customer gave the ordered items)
      items: deliveryItemsView(d.id, d.items, s.items.map(orderItemView)),
    };
  });
  const cookUnpaid = cookUnpaidFromConfig(config['dispatch.cookUnpaid']);
  const cooked = cookUnpaid ? stops : stops.filter((st) => st.paid);
  const capacity = [...limits.values()]
    .map((l) => ({ categoryEnum: l.categoryEnum, title: l.title, booked: booked.get(bookedKey(l.categoryEnum, date)) ?? 0, max: limitOn(l.limits, date) }))
    .filter((c) => c.booked > 0 || c.max !== null);
  return {
    date,
    cookSheet: cookSheet(cooked),
    cookUnpaid,
    uncookedUnpaid: stops.length - cooked.length,
    stops: sortStops(stops, 'pin'),
    capacity,
  };
}
