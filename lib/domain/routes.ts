// A rider's route for a day: which drops are one stop, and in what order the stops are driven.
// The order starts at the kitchen (the setting `kitchen.location`) and goes each time to the nearest
// stop not yet visited, over the addresses' coordinates (a greedy nearest-neighbour tour: a day's
// route is a few dozen stops in one part of the city, where it is close to the best and an admin
// can move a stop by hand). Stops without coordinates follow, by PIN code.
import { addressOneLine, type AddressSnapshot } from './address-snapshot';

export type LatLng = { latitude: number; longitude: number };

/** '12.9716, 77.5946' (latitude, longitude) as typed in the settings; null when it is not one. */
export function parseLatLng(value: string | null | undefined): LatLng | null {
  const m = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(value ?? '');
  if (!m) return null;
  const latitude = Number(m[1]);
  const longitude = Number(m[2]);
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

/** The settings form's check of `kitchen.location`. */
export function latLngProblem(value: string): string | null {
  return parseLatLng(value) ? null : 'Enter the latitude and longitude separated by a comma, e.g. 12.9716, 77.5946.';
}

const EARTH_RADIUS_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine): straight-line, which orders stops as well as road distance would within a city. */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The point of an address, when the customer dropped a pin. */
export function pointOf(address: AddressSnapshot | null): LatLng | null {
  if (address?.latitude == null || address.longitude == null) return null;
  return { latitude: address.latitude, longitude: address.longitude };
}

/**
 * Drops that are one stop: the same customer at the same address on the same day (a meal and the
 * treats of another order). They are handed over together, with one delivery code.
 */
export function stopKeyOf(customerId: string, address: AddressSnapshot | null): string {
  const where = address?.id ?? (address ? addressOneLine(address).toLowerCase().replace(/\s+/g, ' ') : 'no address');
  return `${customerId}|${where}`;
}

/** What ordering needs of a drop. */
export type RoutableDrop = { id: string; stopKey: string; point: LatLng | null; zipCode: string | null };

type Stop = { key: string; point: LatLng | null; zipCode: string; ids: string[] };

function stopsOf(drops: readonly RoutableDrop[]): Stop[] {
  const stops = new Map<string, Stop>();
  for (const d of drops) {
    const stop = stops.get(d.stopKey);
    if (stop) {
      stop.ids.push(d.id);
      stop.point ??= d.point;
    } else stops.set(d.stopKey, { key: d.stopKey, point: d.point, zipCode: d.zipCode ?? '', ids: [d.id] });
  }
  for (const s of stops.values()) s.ids.sort();
  return [...stops.values()];
}

const byPinThenKey = (a: Stop, b: Stop) => a.zipCode.localeCompare(b.zipCode) || a.key.localeCompare(b.key);

/**
 * The drops' ids in driving order: from `start` (the kitchen; without it, from the located stop
 * first by PIN code) to the nearest stop, then the nearest to that, and so on; the drops of one stop
 * next to each other; stops without coordinates last, by PIN code. Ties go by stop key, so the same
 * drops always give the same route.
 */
export function orderRoute(drops: readonly RoutableDrop[], start: LatLng | null): string[] {
  const stops = stopsOf(drops);
  const located = stops.filter((s) => s.point).sort(byPinThenKey);
  const unlocated = stops.filter((s) => !s.point).sort(byPinThenKey);
  const ordered: Stop[] = [];
  let here = start ?? located[0]?.point ?? null;
  const left = [...located];
  while (left.length > 0) {
    let best = 0;
    let bestDistance = Infinity;
    left.forEach((s, i) => {
      const d = distanceKm(here!, s.point!);
      // strictly nearer wins; equal distances keep the earlier (PIN, key) stop
      if (d < bestDistance - 1e-9) {
        best = i;
        bestDistance = d;
      }
    });
    const [next] = left.splice(best, 1);
    ordered.push(next);
    here = next.point;
  }
  return [...ordered, ...unlocated].flatMap((s) => s.ids);
}

/**
 * An order the admin chose by hand, kept whole stops together: each stop takes the place of its
 * first drop in `ids`. Ids not in `known` are ignored, known ones left out go at the end in their
 * old order, so a stale list from a page that was open a while still gives a full route.
 */
export function keepStopsTogether(ids: readonly string[], known: readonly { id: string; stopKey: string }[]): string[] {
  const keyOf = new Map(known.map((d) => [d.id, d.stopKey]));
  const wanted = [...ids.filter((id) => keyOf.has(id)), ...known.map((d) => d.id).filter((id) => !ids.includes(id))];
  const out: string[] = [];
  const placed = new Set<string>();
  for (const id of wanted) {
    const key = keyOf.get(id)!;
    if (placed.has(key)) continue;
    placed.add(key);
    for (const other of wanted) if (keyOf.get(other) === key) out.push(other);
  }
  return out;
}
