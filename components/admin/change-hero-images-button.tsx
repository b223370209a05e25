'use client';

// The menu page's admin control: opens the hero image dialog and, after a save, re-renders the
// server page so the new hero shows without a full reload.
import { useRouter } from 'next/navigation';
import { HeroImageButton } from './hero-image-dialog';

export function ChangeHeroImagesButton() {
  const router = useRouter();
  return (
    <HeroImageButton
      onSaved={() => router.refresh()}
      className="min-h-11 rounded-lg border border-brand-700 bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
    >
      Change hero images
    </HeroImageButton>
  );
}
