// A delivery on the road as the customer reads it, the same on the order page and the calendar: who
// brings it, the code to give at the door until it is used, then the proof (the code used at 12:41,
// or the rider's photo), why it could not be delivered, or the courier's tracking link. Pure: it
// renders in server and client components alike.
import { failureLine, proofLine } from '@/lib/domain/drops';
import type { DropOnRoad } from '@/lib/riders/drop-view';

export function DropOnRoadLine({ road, open }: { road: DropOnRoad; /** not delivered, cancelled or missed yet: the code still matters */ open: boolean }) {
  const parts = [];
  if (road.rider?.firstName && (open || road.proof)) parts.push(<span key="rider">with {road.rider.firstName}</span>);
  if (open && road.deliveryCode && !road.failure) {
    parts.push(
      <span key="code" data-testid="delivery-code">
        delivery code <strong className="tracking-widest">{road.deliveryCode}</strong>
      </span>,
    );
  }
  if (road.proof) {
    parts.push(
      <span key="proof" data-testid="delivery-proof">
        {proofLine({ kind: road.proof.kind, at: new Date(road.proof.at) })}
        {road.proof.photoUrl && (
          <>
            {' '}
            <a href={road.proof.photoUrl} target="_blank" rel="noopener" className="text-brand-700 underline">
              see the photo
            </a>
          </>
        )}
      </span>,
    );
  }
  if (road.failure) parts.push(<span key="failure">{failureLine({ ...road.failure, at: new Date(road.failure.at) })}</span>);
  if (road.shipment) {
    parts.push(
      <span key="shipment" data-testid="delivery-shipment">
        {road.shipment.courier} AWB {road.shipment.awb}
        {road.shipment.trackingUrl && (
          <>
            {' '}
            <a href={road.shipment.trackingUrl} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
              track it
            </a>
          </>
        )}
      </span>,
    );
  }
  if (parts.length === 0) return null;
  return (
    <span className="flex flex-wrap gap-x-2 text-xs text-stone-700" data-testid="drop-on-road">
      {parts}
    </span>
  );
}
