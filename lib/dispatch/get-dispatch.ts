import 'server-only';
import { db } from '@/lib/database/db';
import { requireAdmin } from '@/lib/auth/guards';
import type { Viewer } from '@/lib/auth/viewer';
import { readAddressSnapshot, type AddressSnapshot } from '@/lib/domain/address-snapshot';
import { dayToDate, type IsoDay } from '@/lib/domain/calendar';
import type { CategoryCode } from '@/lib/domain/categories';
import { cookSheet, dropNoteOf, sortStops, type CookLine } from '@/lib/domain/dispatch';
import type { OrderStatus } from '@/lib/domain/order-status';
import { paymentStatusOf, type PaymentStatus } from '@/lib/domain/payment-status';
import { fullName } from '@/lib/domain/people';
import { orderItemView, type OrderItemView } from '@/lib/orders/order-view';
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
  customer: { id: string; firstName: string | null; lastName: string | null; name: string; phoneNumber: string };
  /** the address as it was when the order was placed */
  location: AddressSnapshot | null;
  /** the order's note and the address's note, for the driver */
  dropNote: string | null;
  /** the photo on the saved address the order went to (as it is now), for the driver */
  locationPhoto: { id: string; url: string } | null;
  items: OrderItemView[];
};

export type Dispatch = { date: IsoDay; cookSheet: CookLine[]; stops: DispatchStop[] };

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
      suborder: {
        select: {
          suborderNo: true,
          categoryEnum: true,
          dropNote: true,
          locationSnapshot: true,
          location: { select: { image: { select: { id: true, storageKey: true } } } },
          items: { orderBy: { id: 'asc' }, include: { variants: { orderBy: { id: 'asc' } } } },
          order: {
            select: {
              id: true,
              orderNumber: true,
              payment: { select: { status: true } },
              user: { select: { id: true, firstName: true, lastName: true, phoneNumber: true } },
            },
          },
        },
      },
    },
  });

  const stops: DispatchStop[] = deliveries.map((d) => {
    const s = d.suborder;
    const location = readAddressSnapshot(s.locationSnapshot);
    return {
      deliveryId: d.id,
      orderId: s.order.id,
      orderNumber: s.order.orderNumber,
      suborderNo: s.suborderNo,
      categoryEnum: s.categoryEnum,
      status: d.status,
      paymentStatus: paymentStatusOf(s.order.payment),
      customer: { ...s.order.user, name: fullName(s.order.user) },
      location,
      dropNote: dropNoteOf(s.dropNote, location),
      locationPhoto: s.location?.image ? { id: s.location.image.id, url: uploadUrl(s.location.image.storageKey) } : null,
      items: s.items.map(orderItemView),
    };
  });
  return { date, cookSheet: cookSheet(stops), stops: sortStops(stops, 'pin') };
}
