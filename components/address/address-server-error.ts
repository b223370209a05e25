// Where a refusal of addOrUpdateUserLocation shows on the address form: beside the typed field it
// names, beside the map pin, the photo or the follow question, else under the form.
import type { GraphQLFailure } from '@/lib/client/graphql';
import { serverFieldError } from '@/lib/client/forms/server-field-error';
import { ADDRESS_FIELDS, type AddressField } from './address-fields';

/** A part of the form that is not a typed field. */
export type AddressPart = 'location' | 'photo' | 'follow';

export type AddressErrorPlace = { field: AddressField; message: string } | { part: AddressPart; message: string } | { form: string };

export function addressErrorPlace(error: GraphQLFailure): AddressErrorPlace {
  // The server names nested fields ('location.title') and prefixes its message with them.
  const named = serverFieldError(error, 'location.');
  const field = named?.field;
  if (named && field && ADDRESS_FIELDS.has(field)) return { field: field as AddressField, message: named.message };
  if (named && (field === 'latitude' || field === 'longitude')) return { part: 'location', message: named.message };
  if (named && field === 'image') return { part: 'photo', message: named.message };
  if (error.field === 'moveComingDeliveries') return { part: 'follow', message: serverFieldError(error)?.message ?? error.message };
  return { form: named?.message ?? error.message };
}
