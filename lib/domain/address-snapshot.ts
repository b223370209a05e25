// The copy of a delivery address an order keeps, so editing or removing a saved address never
// changes where a past order went. Written once when the order is placed, read by the order pages,
// the invoice, the API and the dispatch sheets through the same functions.
import { z } from 'zod';

const snapshotSchema = z.object({
  id: z.string().nullish(),
  title: z.string().nullish(),
  lineOne: z.string(),
  linetwo: z.string().nullish(),
  city: z.string().nullish(),
  state: z.string().nullish(),
  zipCode: z.string().nullish(),
  country: z.string().nullish(),
  latitude: z.number().nullish(),
  longitude: z.number().nullish(),
  dropNote: z.string().nullish(),
});

/** The parts of a saved address that say where it is (no owner, image or timestamps). */
export type SavedAddress = {
  id: string;
  title: string;
  lineOne: string;
  linetwo: string | null;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  latitude: number | null;
  longitude: number | null;
  dropNote: string | null;
};

/** A stored copy; very old orders may lack the id and title. */
export type AddressSnapshot = Omit<SavedAddress, 'id' | 'title'> & { id: string | null; title: string | null };

/** What an order stores of the address it was placed to (also how pages pass one to the browser). */
export function addressSnapshotOf(a: SavedAddress): SavedAddress {
  return {
    id: a.id,
    title: a.title,
    lineOne: a.lineOne,
    linetwo: a.linetwo,
    city: a.city,
    state: a.state,
    zipCode: a.zipCode,
    country: a.country,
    latitude: a.latitude,
    longitude: a.longitude,
    dropNote: a.dropNote,
  };
}

/** The stored JSON read back; null when it is missing or not an address (an order made before snapshots). */
export function readAddressSnapshot(json: unknown): AddressSnapshot | null {
  const parsed = snapshotSchema.safeParse(json);
  if (!parsed.success) return null;
  const a = parsed.data;
  return {
    id: a.id ?? null,
    title: a.title ?? null,
    lineOne: a.lineOne,
    linetwo: a.linetwo ?? null,
    city: a.city ?? '',
    state: a.state ?? '',
    zipCode: a.zipCode ?? '',
    country: a.country ?? 'India',
    latitude: a.latitude ?? null,
    longitude: a.longitude ?? null,
    dropNote: a.dropNote ?? null,
  };
}

/**
 * The copy when it still names the address it was taken from (its id and title), else null: the
 * API's Address promises both, and an old copy without them has nothing true to put there.
 */
export function namedSnapshot(a: AddressSnapshot | null): SavedAddress | null {
  return a && a.id !== null && a.title !== null ? { ...a, id: a.id, title: a.title } : null;
}

/** The address as lines on a label: title, street lines, 'City, State PIN'. */
export function addressLines(a: AddressSnapshot): string[] {
  const place = [a.city, a.state].filter(Boolean).join(', ');
  return [a.title, a.lineOne, a.linetwo, [place, a.zipCode].filter(Boolean).join(' ')].filter((l): l is string => Boolean(l));
}

/** The address on one line, for tables and notices. */
export function addressOneLine(a: AddressSnapshot): string {
  return addressLines({ ...a, title: null }).join(', ');
}

/** Whether two copies name the same place as a customer reads it (title and lines): a delivery moved or following an edit differs. */
export function sameAddressCopy(a: AddressSnapshot, b: AddressSnapshot): boolean {
  return a.title === b.title && addressOneLine(a) === addressOneLine(b);
}
