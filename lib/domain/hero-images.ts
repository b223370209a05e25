// The menu's hero banner has a wide picture for desktops and a tall one for phones.
export const HERO_IMAGE_TYPES = ['desktop', 'mobile'] as const;
export type HeroImageType = (typeof HERO_IMAGE_TYPES)[number];

/** What the admin dialog recommends for each picture (the banner crops anything else). */
export const HERO_IMAGE_SIZES: Record<HeroImageType, { width: number; height: number }> = {
  desktop: { width: 1200, height: 600 },
  mobile: { width: 600, height: 800 },
};
