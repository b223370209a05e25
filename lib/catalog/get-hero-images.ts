import 'server-only';
import { db } from '@/lib/database/db';

/** The newest desktop and mobile hero images (older uploads stay as history). */
export async function getHeroImages(): Promise<{ desktopUrl: string | null; mobileUrl: string | null }> {
  const [desktop, mobile] = await Promise.all(
    (['desktop', 'mobile'] as const).map((type) =>
      db.heroImage.findFirst({ where: { type }, orderBy: { createdAt: 'desc' } }),
    ),
  );
  return { desktopUrl: desktop?.imageUrl ?? null, mobileUrl: mobile?.imageUrl ?? null };
}
