import 'server-only';
import { db } from '@/lib/database/db';
import { clock } from '@/lib/clock';
import { badInput } from '@/lib/errors';
import { requireAdmin } from '@/lib/auth/guards';
import type { Viewer } from '@/lib/auth/viewer';
import { hit } from '@/lib/rate-limit/sliding-window';
import { getConfigMap } from '@/lib/config/get-configurations';
import { pinAnswer, parsePincodes } from '@/lib/domain/pincodes';
import type { DeliveryAreaRequestInput } from '@/lib/domain/inputs/store-input';

/** Per caller address: enough for a family asking for a few PINs, too few to fill the table. */
export const DELIVERY_AREA_REQUEST_RATE = { limit: 10, windowMs: 60 * 60 * 1000 };

/**
 * "Tell me when you deliver here": records who asked, for a Bengaluru PIN meals do not reach yet.
 * Asking again for the same PIN changes nothing (and says the same). Anyone may ask, logged in
 * or not; at most DELIVERY_AREA_REQUEST_RATE per caller address.
 */
export async function requestDeliveryArea(input: DeliveryAreaRequestInput, ip: string): Promise<{ statusCode: number; message: string }> {
  const answer = pinAnswer(input.pinCode, parsePincodes((await getConfigMap()).pincodes));
  if (!answer?.offerWaitlist) {
    throw badInput(answer && !answer.offerWaitlist && answer.text.startsWith('We deliver') ? `We already deliver to ${input.pinCode}.` : `We can only note Bengaluru PIN codes for now.`, 'pinCode');
  }
  const now = clock().now();
  await db.$transaction(async (tx) => {
    await hit(tx, { bucket: `delivery-area:ip:${ip}`, ...DELIVERY_AREA_REQUEST_RATE, message: 'You have asked about many PIN codes. Please try again in an hour.' }, now);
    await tx.deliveryAreaRequest.createMany({ data: [{ pinCode: input.pinCode, contact: input.contact, createdAt: now }], skipDuplicates: true });
  });
  return { statusCode: 200, message: `Thank you. We will tell you when our meals reach ${input.pinCode}.` };
}

/** Admin: how many asked per PIN, most asked first (no contacts: those are for the message when it opens). */
export async function countDeliveryAreaRequests(viewer: Viewer | null): Promise<{ pinCode: string; count: number; latestAt: Date }[]> {
  requireAdmin(viewer);
  const rows = await db.deliveryAreaRequest.groupBy({ by: ['pinCode'], _count: { _all: true }, _max: { createdAt: true } });
  return rows
    .map((r) => ({ pinCode: r.pinCode, count: r._count._all, latestAt: r._max.createdAt! }))
    .sort((a, b) => b.count - a.count || a.pinCode.localeCompare(b.pinCode));
}
