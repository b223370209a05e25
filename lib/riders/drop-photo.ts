// A photo a rider took at a door (uploadImage, kind DELIVERY_PROOF), checked before a drop points
// at it: their own upload (an admin may use any drop photo).
import 'server-only';
import { db } from '@/lib/database/db';
import { badInput } from '@/lib/errors';
import { isAdmin, type Viewer } from '@/lib/auth/viewer';

export async function checkDropPhoto(viewer: Viewer, photoId: string): Promise<void> {
  const photo = await db.uploadedImage.findUnique({ where: { id: photoId }, select: { kind: true, ownerId: true } });
  if (!photo || photo.kind !== 'DELIVERY_PROOF' || (photo.ownerId !== viewer.id && !isAdmin(viewer))) {
    throw badInput('That photo was not found: take it again.', 'photoId');
  }
}
