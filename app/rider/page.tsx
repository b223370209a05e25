import type { Metadata } from 'next';
import { connection } from 'next/server';
import { forbidden } from 'next/navigation';
import { requirePageViewer } from '@/lib/auth/require-page-viewer';
import { isRider } from '@/lib/auth/viewer';
import { getRoute, type StopView } from '@/lib/riders/get-route';
import { formatDay } from '@/lib/domain/calendar';
import { failureLine, proofLine } from '@/lib/domain/drops';
import { countOf } from '@/lib/domain/plural';
import { formatPhone } from '@/lib/domain/phone';
import { formatUnit } from '@/lib/domain/units';
import { buttonClasses } from '@/components/ui/button';
import { OutboxPanel } from '@/components/riders/outbox-panel';
import { StartRouteButton } from '@/components/riders/start-route-button';
import { StopActions } from '@/components/riders/stop-actions';

export const metadata: Metadata = { title: 'Today’s route', robots: { index: false } };
// Per rider (reads the session): rendered at request time, never prerendered or cached.
export const instant = false;

/** A route's drops as stops: drops with the same key (a meal and treats at one door) are one stop. */
function stopsOf(drops: StopView[]): StopView[][] {
  const stops: StopView[][] = [];
  for (const d of drops) {
    const last = stops.at(-1);
    if (last && last[0].stopKey === d.stopKey) last.push(d);
    else stops.push([d]);
  }
  return stops;
}

const handover = (d: StopView) => d.items.map((i) => `${i.name}: ${i.variants.map((v) => `${v.quantity} × ${formatUnit(v.unit, i.unitType)}`).join(', ')}`);

/** The rider's phone page: today's stops in order, and at each door what to hand over and how it went. */
export default async function RiderPage() {
  await connection();
  const viewer = await requirePageViewer('/rider');
  if (!isRider(viewer)) forbidden();
  const route = await getRoute(viewer, {});
  const stops = stopsOf(route.stops);
  const open = (s: StopView[]) => s.some((d) => !d.proof && !d.failure && d.delivery.status !== 'CANCELLED');
  const toGo = stops.filter(open).length;

  return (
    <div className="mx-auto flex max-w-md flex-col gap-4">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-brand-800">Today’s route</h1>
        <p className="text-stone-700">
          {formatDay(route.date, 'long')} · {countOf(stops.length, 'stop')}, {toGo} to go
        </p>
      </header>
      <OutboxPanel />
      {stops.length > 0 && !route.started && <StartRouteButton />}
      {stops.length === 0 && <p className="rounded-lg border border-stone-300 bg-white p-4">No drops for you today.</p>}
      <ol className="flex flex-col gap-4">
        {stops.map((stop, i) => {
          const first = stop[0];
          const pending = stop.find((d) => !d.proof && !d.failure && d.delivery.status !== 'CANCELLED');
          const unpaid = stop.some((d) => !d.paid);
          return (
            <li key={first.delivery.id} className="flex flex-col gap-3 rounded-xl border border-stone-300 bg-white p-4 shadow-sm" data-testid="rider-stop">
              <div className="flex items-baseline justify-between gap-2">
                <h2 className="text-lg font-semibold">
                  {i + 1}. {first.customerName}
                </h2>
                <span className="text-sm text-stone-600">{stop.map((d) => d.orderNumber).join(', ')}</span>
              </div>
              {first.address && <p>{first.address}</p>}
              {first.dropNote && <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm">Note: {first.dropNote}</p>}
              <div className="grid grid-cols-2 gap-2">
                <a href={`tel:${first.phoneNumber}`} className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
                  Call<span className="sr-only"> {first.customerName}</span> {formatPhone(first.phoneNumber).slice(-5)}
                </a>
                {first.mapUrl ? (
                  <a href={first.mapUrl} className={buttonClasses({ variant: 'secondary', size: 'lg' })} target="_blank" rel="noopener noreferrer">
                    Map
                  </a>
                ) : (
                  <span className="self-center text-sm text-stone-600">No map point</span>
                )}
              </div>
              <div>
                <h3 className="font-medium">Hand over</h3>
                <ul className="list-disc pl-5">
                  {stop.flatMap(handover).map((line, n) => (
                    <li key={n}>{line}</li>
                  ))}
                </ul>
                {unpaid && <p className="mt-1 inline-block rounded bg-amber-100 px-2 py-0.5 font-semibold text-amber-900">Unpaid</p>}
              </div>
              {stop.map((d) =>
                d.proof ? (
                  <p key={d.delivery.id} className="font-semibold text-green-800">
                    Delivered · {proofLine({ kind: d.proof.kind, at: new Date(d.proof.at) })}
                  </p>
                ) : d.failure ? (
                  <p key={d.delivery.id} className="font-semibold text-red-800">
                    {failureLine({ ...d.failure, at: new Date(d.failure.at) })}
                  </p>
                ) : null,
              )}
              {pending && <StopActions key={pending.delivery.id} deliveryId={pending.delivery.id} who={first.customerName} codeLocked={pending.codeLocked} />}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
