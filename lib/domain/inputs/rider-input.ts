// The inputs of the riders' operations (adding riders, assigning and ordering routes, a drop's
// outcome at the door, missed drops, couriers): each rule and its message once, here.
import { z } from 'zod';
import { id, isoDay, paging, requiredText } from './fields';
import { MISSED_DELIVERY_ACTIONS, NOT_DELIVERED_REASONS } from '../drops';
import { AWB_MESSAGE, AWB_PATTERN } from '../couriers';

/** A rider's first name goes into the customer's "on its way" SMS, whose variables hold 30 characters. */
export const RIDER_NAME_MAX = 30;

export const addRiderInput = z.object({
  countryCode: z.string().trim().max(5),
  phoneNumber: z.string().trim().max(20),
  firstName: requiredText('first name', RIDER_NAME_MAX),
  lastName: z.string().trim().max(60, 'The last name can be at most 60 characters.').nullish().transform((v) => v || null),
});

export const setRiderActiveInput = z.object({ riderId: id, active: z.boolean() });

export const assignDeliveriesInput = z.object({
  deliveryIds: z.array(id).min(1, 'Choose at least one delivery.').max(500, 'At most 500 deliveries at once.'),
  riderId: id.nullish(),
});

export const reorderRouteInput = z.object({
  date: isoDay,
  riderId: id,
  deliveryIds: z.array(id).min(1, 'The route has no deliveries.').max(500),
});

export const getRouteInput = z.object({ date: isoDay.nullish(), riderId: id.nullish() });
export const startRouteInput = z.object({ date: isoDay.nullish() });

/** The 4 digits the customer tells the rider at the door. */
export const deliveryCode = z.string().trim().regex(/^\d{4}$/, 'The delivery code is 4 digits.');

export const markDeliveredInput = z
  .object({ deliveryId: id, code: deliveryCode.nullish(), photoId: id.nullish() })
  .refine((v) => Boolean(v.code) || Boolean(v.photoId), { message: 'Enter the customer’s 4-digit code or take a photo of the handover.', path: ['code'] });

export const markNotDeliveredInput = z.object({
  deliveryId: id,
  reason: z.enum(NOT_DELIVERED_REASONS),
  note: z.string().trim().max(200, 'The note can be at most 200 characters.').nullish().transform((v) => v || null),
  photoId: id.nullish(),
});

export const undoDropOutcomeInput = z.object({ deliveryId: id });

export const resolveMissedDeliveryInput = z.object({
  deliveryId: id,
  action: z.enum(MISSED_DELIVERY_ACTIONS),
  refundTo: z.enum(['WALLET', 'UPI']).nullish(),
});

export const getMissedDeliveriesInput = z.object({ date: isoDay.nullish(), ...paging });

export const setShipmentInput = z.object({
  deliveryId: id,
  courier: requiredText('courier', 30),
  awb: z.string().trim().regex(AWB_PATTERN, AWB_MESSAGE),
});

/** The dispatch page's courier form: setShipment's own courier and airway bill rules (the delivery is the form's). */
export const shipmentForm = setShipmentInput.pick({ courier: true, awb: true });
