// The dispatch page's road section: each rider's progress on the day, giving drops to riders,
// parcels by courier, and the missed drops waiting for the owner. Refreshes itself every 30 s.
import type { Viewer } from '@/lib/auth/viewer';
import { getConfigMap } from '@/lib/config/get-configurations';
import { formatDay, type IsoDay } from '@/lib/domain/calendar';
import { parseCouriers } from '@/lib/domain/couriers';
import { failureLine } from '@/lib/domain/drops';
import { fullName } from '@/lib/domain/people';
import { dayDrops } from '@/lib/riders/day-drops';
import { listMissedDeliveries } from '@/lib/riders/list-missed-deliveries';
import { listRiders } from '@/lib/riders/list-riders';
import { AssignDrops } from './assign-drops';
import { AutoRefresh } from './auto-refresh';
import { MissedQueue, type MissedRow } from './missed-queue';
import { ShipmentForm } from './shipment-form';

/** What the section shows, read by the page (a server component of its own could not be rendered to static markup in tests). */
export async function loadRidersDispatch(viewer: Viewer, date: IsoDay) {
  const [riders, day, missed, config] = await Promise.all([listRiders(viewer), dayDrops(viewer, date), listMissedDeliveries(viewer, {}), getConfigMap()]);
  return { riders, ...day, missed, couriers: parseCouriers(config.couriers).map((c) => c.name) };
}

export function RidersDispatch({ data, date, today }: { data: Awaited<ReturnType<typeof loadRidersDispatch>>; date: IsoDay; today: IsoDay }) {
  const { riders, drops, progress, missed, couriers } = data;
  const name = (r: { firstName: string | null; lastName: string | null }) => fullName(r, 'Rider');
  const active = riders.filter((r) => r.active).map((r) => ({ id: r.id, name: name(r) }));
  // parcels: treats not with a rider or a courier yet
  const parcels = drops.filter((d) => d.categoryEnum === 'TREATS' && d.canShip && !d.riderId && d.state !== 'SHIPPED');
  const rows: MissedRow[] = missed.deliveries.map((d) => ({
    id: d.id,
    day: formatDay(d.deliveryDate),
    orderNumber: d.orderNumber,
    customerName: d.customerName,
    why: d.road.failure ? failureLine({ ...d.road.failure, at: new Date(d.road.failure.at) }) : 'Not delivered',
  }));

  return (
    <section aria-labelledby="riders-title" className="flex flex-col gap-4 print:hidden" data-testid="riders-dispatch">
      {date === today && <AutoRefresh seconds={30} />}
      <h2 id="riders-title" className="text-xl font-semibold text-brand-800">
        Riders
      </h2>
      {riders.length === 0 ? (
        <p className="text-sm text-stone-700">No riders yet.</p>
      ) : (
        <table className="w-full max-w-xl text-left text-sm" data-testid="rider-progress">
          <thead>
            <tr>
              <th className="py-1">Rider</th>
              <th className="py-1">Delivered</th>
              <th className="py-1">To go</th>
              <th className="py-1">Missed</th>
            </tr>
          </thead>
          <tbody>
            {riders.map((r) => {
              const p = progress.find((x) => x.riderId === r.id);
              return (
                <tr key={r.id} className="border-t border-stone-200">
                  <td className="py-1">
                    {name(r)}
                    {!r.active && <span className="text-stone-600"> (switched off)</span>}
                  </td>
                  <td className="py-1">{p?.delivered ?? 0}</td>
                  <td className="py-1">{p?.toGo ?? 0}</td>
                  <td className="py-1">{p?.missed ?? 0}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {date >= today && active.length > 0 && (
        <div className="flex flex-col gap-2">
          <h3 className="font-semibold">Assign drops of {formatDay(date)}</h3>
          <AssignDrops drops={drops.filter((d) => d.canAssign)} riders={active} />
        </div>
      )}
      {parcels.length > 0 && (
        <div className="flex flex-col gap-2">
          <h3 className="font-semibold">Send by courier</h3>
          <ul className="flex flex-col gap-2 text-sm">
            {parcels.map((d) => (
              <li key={d.id} className="flex flex-wrap items-center gap-2">
                <span>
                  {d.customerName} · {d.orderNumber} · {d.zipCode ?? 'no PIN'}
                </span>
                <ShipmentForm deliveryId={d.id} couriers={couriers} who={d.customerName} />
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="flex flex-col gap-2">
        <h3 className="font-semibold">Missed drops to settle ({missed.count})</h3>
        <MissedQueue rows={rows} />
      </div>
    </section>
  );
}
