// createHeroImage: an admin makes an uploaded (or bundled) picture the newest desktop or mobile
// hero. Older rows stay as history; getHeroImages reads the newest of each type.
import 'server-only';
import { db } from '@/lib/database/db';
import { badInput } from '@/lib/errors';
import { requireAdmin } from '@/lib/auth/guards';
import type { Viewer } from '@/lib/auth/viewer';
import type { HeroImageType } from '@/lib/domain/hero-images';
import { UPLOADS_URL_PREFIX } from '@/lib/uploads/storage-key';
import { invalidateHeroImages } from '@/lib/cache/catalog-cache';
import { getHeroImages } from './get-hero-images';
import { recordAudit } from '@/lib/audit/record-audit';

// Bundled pictures under public/images (the seed's heroes live there): plain segments only.
const BUNDLED_IMAGE = /^\/images\/[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;
const INVALID = 'Please choose an uploaded hero image.';

export async function createHeroImage(viewer: Viewer | null, input: { imageUrl: string; type: HeroImageType; showHeadline?: boolean | null }) {
  const admin = requireAdmin(viewer);
  const imageUrl = input.imageUrl.trim();
  // Only pictures this site serves: a hero is shown to every visitor, so an outside URL would
  // let anyone with an admin session (or a stolen one) put arbitrary content or trackers on it.
  if (imageUrl.startsWith(`${UPLOADS_URL_PREFIX}hero/`)) {
    const storageKey = imageUrl.slice(UPLOADS_URL_PREFIX.length);
    const upload = await db.uploadedImage.findUnique({ where: { storageKey }, select: { kind: true } });
    if (upload?.kind !== 'hero') throw badInput(INVALID, 'imageUrl');
  } else if (!BUNDLED_IMAGE.test(imageUrl)) {
    throw badInput(INVALID, 'imageUrl');
  }
  const showHeadline = input.showHeadline ?? false;
  await db.$transaction(async (tx) => {
    const before = await tx.heroImage.findFirst({ where: { type: input.type }, orderBy: { createdAt: 'desc' }, select: { imageUrl: true, showHeadline: true } });
    const row = await tx.heroImage.create({ data: { type: input.type, imageUrl, showHeadline, createdById: admin.id } });
    await recordAudit(tx, admin, { action: 'createHeroImage', entity: 'HeroImage', entityId: row.id, data: { type: input.type, showHeadline: String(showHeadline), before, after: { imageUrl, showHeadline } } });
  });
  invalidateHeroImages();
  return getHeroImages();
}
