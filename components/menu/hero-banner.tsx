import { getImageProps } from 'next/image';
import { STORE_TAGLINE, STORE_TAGLINE_DETAIL } from '@/lib/site';

type Props = {
  desktopUrl: string;
  mobileUrl: string | null;
  /** print the headline over the picture on wider screens / on phones (else it is there for screen readers only) */
  desktopHeadline?: boolean;
  mobileHeadline?: boolean;
};

// The picture is decoration behind the headline, which says the same in words.
const ALT = '';
// main is max-w-6xl (72rem) with 1rem padding each side. Plain vw, not calc(): next/image reads the
// vw values to choose the srcset widths.
const DESKTOP_SIZES = '(max-width: 1152px) 100vw, 1120px';
const MOBILE_SIZES = '100vw';

/**
 * The menu hero: the store's message as text over the admin's hero image, with art direction
 * (phones get the mobile image, wider screens the desktop one), both through the image optimiser.
 * getImageProps rather than <Image>, because <Image> can only optimise one source of a <picture>.
 *
 * On a phone it is a short band (6 rem): the headline fits in it, and the first card's price
 * stays on a 390 × 844 screen without scrolling (e2e/hero.spec.ts). The image is the page's LCP
 * element on wider screens, so it is fetched eagerly with high priority (and preloaded by the
 * browser's preload scanner, since the <img> is in the first HTML chunk).
 */
export function HeroBanner({ desktopUrl, mobileUrl, desktopHeadline = true, mobileHeadline = true }: Props) {
  const {
    props: { srcSet: desktopSrcSet, ...img },
  } = getImageProps({ src: desktopUrl, alt: ALT, width: 1200, height: 600, sizes: DESKTOP_SIZES, loading: 'eager', fetchPriority: 'high' });
  const mobileSrcSet = mobileUrl ? getImageProps({ src: mobileUrl, alt: ALT, width: 600, height: 800, sizes: MOBILE_SIZES }).props.srcSet : null;
  return (
    <section aria-labelledby="hero-headline" className="relative mb-3 overflow-hidden rounded-xl bg-brand-100 sm:mb-4" data-testid="hero">
      <picture>
        {mobileSrcSet && <source media="(max-width: 650px)" srcSet={mobileSrcSet} sizes={MOBILE_SIZES} />}
        <img {...img} srcSet={desktopSrcSet} alt={ALT} className="h-24 w-full object-cover sm:h-72" />
      </picture>
      {/* A scrim under the words keeps them readable over any image an admin uploads. An uploaded
          picture is shown as it is unless the admin chose the headline over it: the words
          then stay for screen readers only. The breakpoint is the <source>'s. */}
      <div className={`${mobileHeadline ? '' : 'max-[650px]:sr-only'} ${desktopHeadline ? '' : 'min-[651px]:sr-only'} absolute inset-0 flex flex-col justify-center gap-1 bg-gradient-to-r from-brand-800/90 via-brand-800/65 to-transparent px-4 sm:gap-3 sm:px-10`}>
        <p id="hero-headline" className="max-w-[80%] text-lg font-bold leading-tight text-white sm:max-w-md sm:text-4xl">
          {STORE_TAGLINE}
        </p>
        <p className="max-w-[80%] text-xs leading-snug text-brand-50 sm:max-w-md sm:text-lg">{STORE_TAGLINE_DETAIL}</p>
      </div>
    </section>
  );
}
