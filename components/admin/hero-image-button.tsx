'use client';

import { useState, type ReactNode } from 'react';
import { HeroImageDialog, type HeroImages } from './hero-image-dialog';

/** A button that opens the dialog, for the admin menu. */
export function HeroImageButton({
  className,
  onSaved,
  children = 'Hero images',
}: {
  className?: string;
  onSaved?: (heroes: HeroImages) => void;
  /** the button's label */
  children?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={className}>
        {children}
      </button>
      <HeroImageDialog open={open} onClose={() => setOpen(false)} onSaved={onSaved} />
    </>
  );
}
