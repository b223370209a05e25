'use client';

import dynamic from 'next/dynamic';
import { useViewerState } from '@/lib/client/viewer-store';

// Only an admin sees it: every other visitor of the menu never fetches it.
const ChangeHeroImagesButton = dynamic(() => import('./change-hero-images-button').then((m) => m.ChangeHeroImagesButton), { ssr: false });

/**
 * The admin's 'Change hero images' control on the menu. The menu is one cached page for every
 * visitor, so the control is decided in the browser, once the server has said who is logged in
 * (not from this browser's memory of it). Saving is checked on the server either way.
 */
export function HeroImagesControl() {
  const { known, viewer } = useViewerState();
  if (!known || !viewer?.isAdmin) return null;
  return (
    <div className="mb-4 flex justify-end">
      <ChangeHeroImagesButton />
    </div>
  );
}
