// What the /address page hands its client islands: a saved address plus whether meals go there.
import type { SavedAddress } from '@/lib/domain/address-snapshot';

export type AddressView = SavedAddress & {
  /** meals and add-ons can be delivered to its PIN (treats always can) */
  mealsDeliverable: boolean;
  /** the photo left for the delivery person (an upload of kind locations), or null */
  photo: { id: string; url: string } | null;
};

export const TREATS_ONLY_MESSAGE = "Meals and add-ons can't be delivered here — treats only.";

/** A link that opens a map at the pin; tiles cannot load inside the app, a new tab can. */
export function mapLink(latitude: number, longitude: number): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;
}
