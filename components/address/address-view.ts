// What the /address page hands its client islands: a saved address plus whether meals go there.
import type { SavedAddress } from '@/lib/domain/address-snapshot';
import type { SaveAddressMutation } from '@/lib/client/generated/graphql';
import { deliveryPinError } from '@/lib/domain/pincodes';

export type AddressView = SavedAddress & {
  /** meals and add-ons can be delivered to its PIN (treats always can) */
  mealsDeliverable: boolean;
  /** the photo left for the delivery person (an upload of kind locations), or null */
  photo: { id: string; url: string } | null;
  /** the customer's default: every cart it serves starts with it */
  isDefault: boolean;
  /** coming deliveries that go here and may still change: editing it asks whether they follow */
  comingDeliveries?: number;
};

export const TREATS_ONLY_MESSAGE = "Meals and add-ons can't be delivered here — treats only.";

/** A link that opens a map at the pin; tiles cannot load inside the app, a new tab can. */
export function mapLink(latitude: number, longitude: number): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;
}

/** Whether meals (not only treats) go to this PIN: the same rule the cart and the server use. */
export function mealsDeliverableTo(zipCode: string, servicePins: Iterable<string>): boolean {
  return deliveryPinError('CDM', zipCode, new Set(servicePins)) === null;
}

/** A just-saved address (addOrUpdateUserLocation's answer, AddressForm's onSaved) as the list shows it. */
export function addressViewOf(saved: SaveAddressMutation['addOrUpdateUserLocation'], servicePins: Iterable<string>): AddressView {
  const { image, ...address } = saved;
  return {
    ...address,
    country: address.country ?? '',
    mealsDeliverable: mealsDeliverableTo(saved.zipCode, servicePins),
    photo: image?.id && image.url ? { id: image.id, url: image.url } : null,
    comingDeliveries: saved.comingDeliveries ?? 0,
  };
}
