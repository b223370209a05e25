'use client';

import { ImagePicker } from '@/components/uploads/image-picker';
import { CropPreview } from '@/components/uploads/crop-preview';
import type { UploadedImage } from '@/lib/client/uploads/upload-file';
import { HERO_IMAGE_SIZES, HERO_SLOT_SHAPES, type HeroImageType } from '@/lib/domain/hero-images';

const sizeLabel = (type: HeroImageType) => `${HERO_IMAGE_SIZES[type].width}x${HERO_IMAGE_SIZES[type].height} px`;

export const shapesText = (type: HeroImageType) =>
  `Shown as a strip: ${HERO_SLOT_SHAPES[type].map((s) => s.label).join('; ')}. Keep what matters in the middle.`;

export const SLOTS = [
  { type: 'desktop', label: 'Desktop image', recommended: sizeLabel('desktop'), shapes: shapesText('desktop'), success: 'Desktop image uploaded successfully.' },
  { type: 'mobile', label: 'Mobile image', recommended: sizeLabel('mobile'), shapes: shapesText('mobile'), success: 'Mobile image uploaded successfully.' },
] as const;

export type HeroSlot = (typeof SLOTS)[number];

type Props = {
  slot: HeroSlot;
  /** the picture uploaded for it, not saved yet */
  image: UploadedImage | undefined;
  headline: boolean;
  onUploaded: (image: UploadedImage) => void;
  onRemoved: () => void;
  onHeadline: (print: boolean) => void;
};

/** One hero picture (desktop or mobile): choose it, see it in the banner's shapes, print the headline over it or not. */
export function HeroImageSlot({ slot, image, headline, onUploaded, onRemoved, onHeadline }: Props) {
  return (
    <div className="space-y-2" data-testid={`hero-slot-${slot.type}`}>
      <ImagePicker
        kind="hero"
        label={slot.label}
        recommended={slot.recommended}
        accept="image/png,image/jpeg,image/heic,.heic,.hecl"
        onUploaded={onUploaded}
        onRemoved={onRemoved}
      />
      <p className="text-xs text-stone-700">{slot.shapes}</p>
      {image && (
        <CropPreview
          src={image.url}
          shapes={HERO_SLOT_SHAPES[slot.type].map((s) => ({ label: s.label, ratio: s.width / s.height, width: Math.min(s.width / 2.5, 300) }))}
          caption="The banner shows the middle of the picture in these shapes; the rest is cut off."
        />
      )}
      <label className="flex min-h-11 items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={headline}
          onChange={(e) => onHeadline(e.target.checked)}
        />
        Print the store’s headline over this picture
      </label>
    </div>
  );
}
