import 'server-only';
import { badInput, notFound } from '@/lib/errors';
import type { LocationInput } from '@/lib/domain/inputs/address-input';
import { requireSelfOrAdmin } from '@/lib/auth/guards';
import { isAdmin, type Viewer } from '@/lib/auth/viewer';
import { recordAudit } from '@/lib/audit/record-audit';
import type { Prisma } from '@/lib/generated/prisma/client';
import { stateByName } from '@/lib/domain/gst-states';
import { addressInclude } from './address-include';

/** A customer keeps a short list; more than this is almost always duplicates. */
export const MAX_SAVED_ADDRESSES = 20;
export const TOO_MANY_ADDRESSES_MESSAGE = `You can save at most ${MAX_SAVED_ADDRESSES} addresses. Please remove one first.`;
export const PHOTO_NOT_FOUND_MESSAGE = 'That photo was not found.';

/**
 * Adds an address, or updates one when `input.id` is given, inside the caller's transaction:
 * saveAddress (addOrUpdateUserLocation) runs it alone, updateUser together with the profile, so
 * a refused address leaves the profile unchanged too. The owner or an admin only. `fieldPrefix`
 * names where the address sits in the arguments ('address.' in updateUser) for error fields.
 */
export async function writeAddress(tx: Prisma.TransactionClient, v: Viewer, input: LocationInput, fieldPrefix = '') {
  const existing = input.id ? await tx.address.findUnique({ where: { id: input.id }, select: { userId: true, deletedAt: true } }) : null;
  // Someone else's address reads as one that does not exist, as every other record does.
  if (input.id && (!existing || existing.deletedAt || (existing.userId !== v.id && !isAdmin(v)))) throw notFound('Address');
  const ownerId = input.userId ?? existing?.userId ?? v.id;
  requireSelfOrAdmin(v, ownerId);
  if (existing && existing.userId !== ownerId) {
    requireSelfOrAdmin(v, existing.userId);
    // An admin moving an address between customers would rewrite someone's history; refuse it.
    throw badInput('This address belongs to another customer.', `${fieldPrefix}userId`);
  }
  if (ownerId !== v.id && !(await tx.user.findUnique({ where: { id: ownerId }, select: { id: true } }))) throw notFound('User');

  if (input.image) {
    // An address photo is an upload of kind `locations` by the owner (or by the admin saving it);
    // anything else, someone else's upload included, reads as not found.
    const image = await tx.uploadedImage.findUnique({ where: { id: input.image }, select: { ownerId: true, kind: true } });
    if (!image || image.kind !== 'locations' || (image.ownerId !== ownerId && image.ownerId !== v.id)) throw badInput(PHOTO_NOT_FOUND_MESSAGE, `${fieldPrefix}image`);
  }

  // On update an omitted optional field keeps its value (a client that does not show the photo
  // must not erase it); null clears it.
  const optional = { linetwo: input.linetwo, latitude: input.latitude, longitude: input.longitude, dropNote: input.dropNote, imageId: input.image };
  const data = {
    title: input.title,
    lineOne: input.lineOne,
    city: input.city,
    state: input.state,
    // the place of supply of what is delivered here (the input only takes a known state)
    stateCode: stateByName(input.state)?.code ?? null,
    zipCode: input.zipCode,
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)),
  };

  let address;
  if (input.id) {
    // Checked again as it is written: a concurrent remove must not be undone by an edit.
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
}
