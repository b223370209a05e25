// A delivery address as a customer (or an admin for them) saves it: addOrUpdateUserLocation, and
// the address argument of updateUser.
import { z } from 'zod';
import { INVALID_PIN_MESSAGE, isValidIndianPin } from '../pincodes';
import { stateByName } from '../gst-states';
import { id, optionalText, requiredText } from './fields';

export const locationInput = z
  .object({
    /** present when updating a saved address */
    id: id.nullish(),
    title: requiredText('title', 40),
    lineOne: requiredText('first address line', 120),
    linetwo: optionalText('second address line', 120),
    city: requiredText('city', 60),
    // One of India's states and union territories (its GST state code is the place of supply of
    // what is delivered there), stored under its official name.
    state: requiredText('state', 60)
      .refine((s) => stateByName(s) !== null, 'Choose a state or union territory of India.')
      .transform((s) => stateByName(s)?.name ?? s),
    zipCode: z.string({ error: INVALID_PIN_MESSAGE }).trim().refine(isValidIndianPin, INVALID_PIN_MESSAGE),
    latitude: z.number().min(-90, 'Latitude must be between -90 and 90.').max(90, 'Latitude must be between -90 and 90.').nullish(),
    longitude: z.number().min(-180, 'Longitude must be between -180 and 180.').max(180, 'Longitude must be between -180 and 180.').nullish(),
    dropNote: optionalText('drop note', 300),
    /** an uploaded image of kind locations */
    image: id.nullish(),
    /** admins: whose address this is */
    userId: id.nullish(),
  })
  .refine((l) => (l.latitude == null) === (l.longitude == null), {
    message: 'Give both latitude and longitude, or neither.',
    path: ['longitude'],
  });
export type LocationInput = z.infer<typeof locationInput>;
