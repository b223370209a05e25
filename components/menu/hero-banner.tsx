import { getImageProps } from 'next/image';

type Props = { desktopUrl: string; mobileUrl: string | null };

const ALT = 'Freshly cooked dog meals from our Bengaluru kitchen';
// main is max-w-6xl (72rem) with 1rem padding each side
const SIZES = '(max-width: 1152px) 100vw, 1120px';

/**
 * The menu hero with art direction: phones get the mobile image, wider screens the desktop one,
 * both through the image optimiser (WebP at the width the screen needs, not the ~500 KB upload).
 * getImageProps rather than <Image>, because <Image> can only optimise one source of a <picture>.
 */
export function HeroBanner({ desktopUrl, mobileUrl }: Props) {
  const {
    props: { srcSet: desktopSrcSet, ...img },
  } = getImageProps({ src: desktopUrl, alt: ALT, width: 1200, height: 600, sizes: SIZES, loading: 'eager', fetchPriority: 'high' });
  const mobileSrcSet = mobileUrl ? getImageProps({ src: mobileUrl, alt: ALT, width: 600, height: 800, sizes: '100vw' }).props.srcSet : null;
  return (
    <picture>
      {mobileSrcSet && <source media="(max-width: 650px)" srcSet={mobileSrcSet} sizes="100vw" />}
      <img {...img} srcSet={desktopSrcSet} alt={ALT} className="mb-4 h-auto max-h-72 w-full rounded-xl object-cover" />
    </picture>
  );
}
