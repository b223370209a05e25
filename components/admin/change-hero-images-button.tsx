'use client';

// The menu page's admin control: opens the hero image dialog and, after a save, re-renders the
// server page so the new hero shows without a full reload. It is itself fetched only for an admin
// (HeroImagesControl), and the dialog, its form
// and the upload code come in their own chunk, fetched only once an admin reaches for the button.
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useRouter } from 'next/navigation';

const HeroImageDialog = dynamic(() => import('./hero-image-dialog').then((m) => m.HeroImageDialog), { ssr: false });
/** The same chunk, fetched ahead of the click; a second import() of it costs nothing. */
const preloadDialog = () => void import('./hero-image-dialog');

export function ChangeHeroImagesButton() {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  // Mounted from the first click on (and kept), so closing behaves as it did when it was eager.
  const [mounted, setMounted] = useState(false);
  return (
    <>
      <button
        type="button"
        // pointing at or tabbing to the button starts the chunk download, so the click rarely waits
        onPointerEnter={preloadDialog}
        onFocus={preloadDialog}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
        className="min-h-11 rounded-lg border border-brand-700 bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
      >
        Change hero images
      </button>
      {mounted && <HeroImageDialog open={open} onClose={() => setOpen(false)} onSaved={() => router.refresh()} />}
    </>
  );
}
