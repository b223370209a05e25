// getRoute: a rider's drops of a day in route order, with what the rider needs at each door (who,
// where, a map link, the note, what to hand over, whether it is paid) and how each ended. A rider
// sees their own; an admin any rider's. Customers and other riders see nothing of it.
import 'server-only';
import { db } from '@/lib/database/db';
import { badInput, forbidden, notFound } from '@/lib/errors';
import { requireViewer } from '@/lib/auth/guards';
import { isAdmin, isRider, ROLE_RIDER, type Viewer } from '@/lib/auth/viewer';
import { clock } from '@/lib/clock';
import { addressOneLine, readAddressSnapshot, type AddressSnapshot } from '@/lib/domain/address-snapshot';
import { dateToDay, dayToDate, kolkataToday, type IsoDay } from '@/lib/domain/calendar';
import { dropNoteOf, mapLink } from '@/lib/domain/dispatch';
import { codeLocked } from '@/lib/domain/delivery-actions';
import type { NotDeliveredReason, ProofKind } from '@/lib/domain/drops';
import { isPaid, paymentStatusOf } from '@/lib/domain/payment-status';
import { fullName } from '@/lib/domain/people';
import type { OrderStatus } from '@/lib/domain/order-status';
import { stopKeyOf } from '@/lib/domain/routes';
import { deliveryItemSelect } from '@/lib/orders/order-include';
import { deliveryItemsView, orderItemView, type OrderItemView } from '@/lib/orders/order-view';
import { uploadUrl } from '@/lib/uploads/storage-key';

export type StopView = {
  position: number;
  /** drops with the same key are one stop: handed over together, with one code */
  stopKey: string;
  delivery: { id: string; status: OrderStatus; deliveryDate: IsoDay };
  orderNumber: string;
  customerName: string;
  phoneNumber: string;
  address: string | null;
  location: AddressSnapshot | null;
  latitude: number | null;
  longitude: number | null;
  mapUrl: string | null;
  dropNote: string | null;
  items: OrderItemView[];
  /** paid in full; false: the rider hands it over marked unpaid */
  paid: boolean;
  /** five wrong codes: only a photo proves this drop now */
  codeLocked: boolean;
  proof: { kind: ProofKind; photoUrl: string | null; at: string } | null;
  failure: { reason: NotDeliveredReason; note: string | null; at: string; photoUrl: string | null } | null;
};

export type RouteView = { date: IsoDay; rider: { id: string; firstName: string | null }; started: boolean; stops: StopView[] };

export async function getRoute(viewer: Viewer | null, input: { date?: IsoDay | null; riderId?: string | null }): Promise<RouteView> {
  const v = requireViewer(viewer);
  const date = input.date ?? kolkataToday(clock().now());
  let riderId: string;
  if (isRider(v)) {
    // another rider's route is as good as none
    if (input.riderId && input.riderId !== v.id) throw notFound('Route');
    riderId = v.id;
  } else if (isAdmin(v)) {
    if (!input.riderId) throw badInput('Choose a rider.', 'riderId');
    riderId = input.riderId;
  } else throw forbidden('Only riders and admins see routes.');

  const [rider, start, drops] = await Promise.all([
    db.user.findUnique({ where: { id: riderId }, select: { id: true, firstName: true, roleId: true } }),
    db.routeStart.findUnique({ where: { riderId_date: { riderId, date: dayToDate(date) } }, select: { startedAt: true } }),
    // (riderId, deliveryDate, routePosition) index; cancelled drops only when they were missed first
    db.delivery.findMany({
      where: { riderId, deliveryDate: dayToDate(date), OR: [{ status: { not: 'CANCELLED' } }, { failedAt: { not: null } }] },
      orderBy: [{ routePosition: 'asc' }, { id: 'asc' }],
      select: {
        id: true,
        status: true,
        deliveryDate: true,
        codeTries: true,
        deliveredAt: true,
        proofKind: true,
        proofPhoto: { select: { storageKey: true } },
        failedAt: true,
        failureReason: true,
        failureNote: true,
        failurePhoto: { select: { storageKey: true } },
        locationSnapshot: true,
        items: { orderBy: { variantId: 'asc' }, select: deliveryItemSelect },
        suborder: {
          select: {
            dropNote: true,
            items: { orderBy: { id: 'asc' }, include: { variants: { orderBy: { id: 'asc' } } } },
            order: { select: { orderNumber: true, payment: { select: { status: true } }, user: { select: { id: true, firstName: true, lastName: true, phoneNumber: true } } } },
          },
        },
      },
    }),
  ]);
  if (!rider || rider.roleId !== ROLE_RIDER) throw notFound('Rider');

  const stops = drops.map((d, i): StopView => {
    const location = readAddressSnapshot(d.locationSnapshot);
    const order = d.suborder.order;
    return {
      position: i + 1,
      stopKey: stopKeyOf(order.user.id, location),
      delivery: { id: d.id, status: d.status, deliveryDate: dateToDay(d.deliveryDate) },
      orderNumber: order.orderNumber,
      customerName: fullName(order.user),
      phoneNumber: order.user.phoneNumber,
      address: location ? addressOneLine(location) : null,
      location,
      latitude: location?.latitude ?? null,
      longitude: location?.longitude ?? null,
      mapUrl: location ? mapLink(location) : null,
      dropNote: dropNoteOf(d.suborder.dropNote, location),
      items: deliveryItemsView(d.id, d.items, d.suborder.items.map(orderItemView)),
      paid: isPaid(paymentStatusOf(order.payment)),
      codeLocked: codeLocked(d),
      proof: d.status === 'DELIVERED' && d.deliveredAt && d.proofKind ? { kind: d.proofKind, photoUrl: d.proofPhoto ? uploadUrl(d.proofPhoto.storageKey) : null, at: d.deliveredAt.toISOString() } : null,
      failure:
        d.failedAt && d.failureReason && d.status !== 'DELIVERED'
          ? { reason: d.failureReason, note: d.failureNote, at: d.failedAt.toISOString(), photoUrl: d.failurePhoto ? uploadUrl(d.failurePhoto.storageKey) : null }
          : null,
    };
  });
  return { date, rider: { id: rider.id, firstName: rider.firstName }, started: start !== null, stops };
}
