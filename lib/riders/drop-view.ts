// A delivery on the road as the order page, the calendar, dispatch and the API show it: its rider's
// first name, its code until it is used, its proof or why it was missed, its courier. One select and
// one view, spread into every read of a delivery (lib/orders/order-include.ts), so the proof reads
// the same everywhere.
import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { MissedDeliveryAction, NotDeliveredReason, ProofKind } from '@/lib/domain/drops';
import { uploadUrl } from '@/lib/uploads/storage-key';

export const dropOnRoadSelect = {
  rider: { select: { firstName: true } },
  routePosition: true,
  deliveryCode: true,
  deliveredAt: true,
  proofKind: true,
  proofPhoto: { select: { storageKey: true } },
  failedAt: true,
  failureReason: true,
  failureNote: true,
  failurePhoto: { select: { storageKey: true } },
  missedResolution: true,
  missedResolvedAt: true,
  courier: true,
  awb: true,
  trackingUrl: true,
} satisfies Prisma.DeliverySelect;

type DropOnRoadRow = Prisma.DeliveryGetPayload<{ select: typeof dropOnRoadSelect & { status: true } }>;

export type DropOnRoad = {
  rider: { firstName: string | null } | null;
  routePosition: number | null;
  /** the 4 digits to tell the rider, until the drop is delivered; who may read it is the API's and the pages' business */
  deliveryCode: string | null;
  proof: { kind: ProofKind; photoUrl: string | null; at: string } | null;
  failure: { reason: NotDeliveredReason; note: string | null; at: string; photoUrl: string | null } | null;
  /** how the owner settled the missed drop */
  missed: { resolution: MissedDeliveryAction; at: string } | null;
  shipment: { courier: string; awb: string; trackingUrl: string | null } | null;
};

const photo = (p: { storageKey: string } | null) => (p ? uploadUrl(p.storageKey) : null);

export function dropOnRoadView(d: DropOnRoadRow): DropOnRoad {
  const delivered = d.status === 'DELIVERED';
  return {
    rider: d.rider ? { firstName: d.rider.firstName } : null,
    routePosition: d.routePosition,
    deliveryCode: delivered ? null : d.deliveryCode,
    proof: delivered && d.deliveredAt && d.proofKind ? { kind: d.proofKind, photoUrl: photo(d.proofPhoto), at: d.deliveredAt.toISOString() } : null,
    failure: !delivered && d.failedAt && d.failureReason ? { reason: d.failureReason, note: d.failureNote, at: d.failedAt.toISOString(), photoUrl: photo(d.failurePhoto) } : null,
    missed: d.missedResolution && d.missedResolvedAt ? { resolution: d.missedResolution, at: d.missedResolvedAt.toISOString() } : null,
    shipment: d.courier && d.awb ? { courier: d.courier, awb: d.awb, trackingUrl: d.trackingUrl } : null,
  };
}
