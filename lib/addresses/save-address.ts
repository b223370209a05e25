import 'server-only';
import { db } from '@/lib/database/db';
import { badInput, notFound } from '@/lib/errors';
import type { LocationInput } from '@/lib/domain/inputs/address-input';
import { requireSelfOrAdmin, requireViewer } from '@/lib/auth/guards';
import type { Viewer } from '@/lib/auth/viewer';
import { recordAudit } from '@/lib/audit/record-audit';
import { addressInclude } from './address-include';

/** A customer keeps a short list; more than this is almost always duplicates. */
export const MAX_SAVED_ADDRESSES = 20;
export const TOO_MANY_ADDRESSES_MESSAGE = `You can save at most ${MAX_SAVED_ADDRESSES} addresses. Please remove one first.`;

/**
 * Adds an address, or updates one when `id` is given. The owner or an admin only. Any Indian PIN
 * may be saved (treats go everywhere); whether meals can go there is checked when ordering.
 */
export async function saveAddress(viewer: Viewer | null, input: LocationInput) {
  const v = requireViewer(viewer);

  const existing = input.id ? await db.address.findUnique({ where: { id: input.id }, select: { userId: true, deletedAt: true } }) : null;
  if (input.id && (!existing || existing.deletedAt)) throw notFound('Address');
  const ownerId = input.userId ?? existing?.userId ?? v.id;
  requireSelfOrAdmin(v, ownerId);
  if (existing && existing.userId !== ownerId) {
    requireSelfOrAdmin(v, existing.userId);
    // An admin moving an address between customers would rewrite someone's history; refuse it.
    throw badInput('This address belongs to another customer.', 'userId');
  }
  if (ownerId !== v.id && !(await db.user.findUnique({ where: { id: ownerId }, select: { id: true } }))) throw notFound('User');

  if (input.image) {
    const image = await db.uploadedImage.findUnique({ where: { id: input.image }, select: { ownerId: true } });
    if (!image || (image.ownerId !== ownerId && image.ownerId !== v.id)) throw badInput('That photo was not found.', 'image');
  }

  // On update an omitted optional field keeps its value (a client that does not show the photo
  // must not erase it); null clears it.
  const optional = { linetwo: input.linetwo, latitude: input.latitude, longitude: input.longitude, dropNote: input.dropNote, imageId: input.image };
  const data = {
    title: input.title,
    lineOne: input.lineOne,
    city: input.city,
    state: input.state,
    zipCode: input.zipCode,
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)),
  };

  return db.$transaction(async (tx) => {
    let address;
    if (input.id) {
      // Re-checked inside the transaction: a concurrent remove must not be undone by an edit.
      const { count } = await tx.address.updateMany({ where: { id: input.id, deletedAt: null }, data });
      if (count === 0) throw notFound('Address');
      address = await tx.address.findUniqueOrThrow({ where: { id: input.id }, include: addressInclude });
    } else {
      // Locking the owner serialises concurrent adds, so two at once cannot pass the limit together.
      await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${ownerId} FOR UPDATE`;
      const saved = await tx.address.count({ where: { userId: ownerId, deletedAt: null } });
      if (saved >= MAX_SAVED_ADDRESSES) throw badInput(TOO_MANY_ADDRESSES_MESSAGE);
      address = await tx.address.create({ data: { ...data, userId: ownerId }, include: addressInclude });
    }
    if (ownerId !== v.id) {
      await recordAudit(tx, v, {
        action: input.id ? 'updateAddress' : 'addAddress',
        entity: 'Address',
        entityId: address.id,
        subjectUserId: ownerId,
      });
    }
    return address;
  });
}
