// The menu's hero banner has a wide picture for desktops and a tall one for phones.
export const HERO_IMAGE_TYPES = ['desktop', 'mobile'] as const;
export type HeroImageType = (typeof HERO_IMAGE_TYPES)[number];

/** What the admin dialog recommends for each picture (the banner crops anything else). */
export const HERO_IMAGE_SIZES: Record<HeroImageType, { width: number; height: number }> = {
  desktop: { width: 1200, height: 600 },
  mobile: { width: 600, height: 800 },
};

/**
 * Where each picture really shows (components/menu/hero-banner.tsx): the banner is a strip 6 rem
 * tall on phones (the mobile picture, up to 650 px wide screens) and 18 rem tall beside the page's
 * width elsewhere (the desktop picture), the picture covering it from its centre. The dialog
 * previews these crops; the recommended sizes above are the spec's and stay in its text.
 */
export const HERO_SLOT_SHAPES: Record<HeroImageType, { label: string; width: number; height: number }[]> = {
  desktop: [
    { label: 'Laptop or desktop, 1120 × 288 px', width: 1120, height: 288 },
    { label: 'Tablet, 700 × 288 px', width: 700, height: 288 },
  ],
  mobile: [
    { label: 'Phone (390 px wide), 358 × 96 px', width: 358, height: 96 },
    { label: 'Large phone (650 px wide), 618 × 96 px', width: 618, height: 96 },
  ],
};
