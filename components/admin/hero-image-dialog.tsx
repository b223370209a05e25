'use client';

// Admin hero image dialog: pick a desktop image and/or a mobile image (recommended sizes in
// lib/domain/hero-images.ts); each is uploaded as soon as it is chosen and previewed in the shapes
// the banner really crops it to, with a choice to print the store's headline over it (off by
// default: an uploaded picture is shown as it is). Save makes them the current heroes (audited).
import { useState, type ReactNode } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { ImagePicker } from '@/components/uploads/image-picker';
import { gql, type ResultOf } from '@/lib/client/graphql';
import { graphql } from '@/lib/client/graphql-document';
import { toast } from '@/lib/client/toast';
import type { UploadedImage } from '@/lib/client/uploads/upload-file';
import { HERO_IMAGE_SIZES, HERO_SLOT_SHAPES, type HeroImageType } from '@/lib/domain/hero-images';
import { CropPreview } from '@/components/uploads/crop-preview';
import { Button } from '@/components/ui/button';

const sizeLabel = (type: HeroImageType) => `${HERO_IMAGE_SIZES[type].width}x${HERO_IMAGE_SIZES[type].height} px`;

const CREATE_HERO_IMAGE = graphql(`
  mutation CreateHeroImage($imageUrl: String!, $type: HeroImageType!, $showHeadline: Boolean) {
    createHeroImage(imageUrl: $imageUrl, type: $type, showHeadline: $showHeadline) { desktopUrl mobileUrl desktopHeadline mobileHeadline }
  }
`);

/** The current hero pictures, as createHeroImage answers them. */
export type HeroImages = ResultOf<typeof CREATE_HERO_IMAGE>['createHeroImage'];

const shapesText = (type: HeroImageType) =>
  `Shown as a strip: ${HERO_SLOT_SHAPES[type].map((s) => s.label).join('; ')}. Keep what matters in the middle.`;

const SLOTS = [
  { type: 'desktop', label: 'Desktop image', recommended: sizeLabel('desktop'), shapes: shapesText('desktop'), success: 'Desktop image uploaded successfully.' },
  { type: 'mobile', label: 'Mobile image', recommended: sizeLabel('mobile'), shapes: shapesText('mobile'), success: 'Mobile image uploaded successfully.' },
] as const;

type SlotType = (typeof SLOTS)[number]['type'];

function HeroImageForm({ onClose, onSaved }: { onClose: () => void; onSaved?: (heroes: HeroImages) => void }) {
  const [chosen, setChosen] = useState<Partial<Record<SlotType, UploadedImage>>>({});
  // Saved slots are not sent again if the other one fails and the admin retries.
  const [saved, setSaved] = useState<Partial<Record<SlotType, boolean>>>({});
  const [saving, setSaving] = useState(false);
  const [headline, setHeadline] = useState<Partial<Record<SlotType, boolean>>>({});
  const [error, setError] = useState<string | null>(null);
  const pending = SLOTS.filter((s) => chosen[s.type] && !saved[s.type]);

  async function save() {
    setSaving(true);
    setError(null);
    let latest: HeroImages | null = null;
    for (const slot of pending) {
      const result = await gql(CREATE_HERO_IMAGE, { imageUrl: chosen[slot.type]!.url, type: slot.type, showHeadline: headline[slot.type] ?? false });
      if (!result.ok) {
        setError(result.error.message);
        toast.error(result.error.message);
        setSaving(false);
        return;
      }
      latest = result.data.createHeroImage;
      setSaved((s) => ({ ...s, [slot.type]: true }));
      toast.success(slot.success);
    }
    setSaving(false);
    if (latest) onSaved?.(latest);
    onClose();
  }

  return (
    <form
      className="mt-4 space-y-5"
      onSubmit={(e) => {
        e.preventDefault();
        if (pending.length > 0 && !saving) void save();
      }}
    >
      {SLOTS.map((slot) => (
        <div key={slot.type} className="space-y-2" data-testid={`hero-slot-${slot.type}`}>
          <ImagePicker
            kind="hero"
            label={slot.label}
            recommended={slot.recommended}
            accept="image/png,image/jpeg,image/heic,.heic,.hecl"
            onUploaded={(image) => {
              setChosen((c) => ({ ...c, [slot.type]: image }));
              setSaved((s) => ({ ...s, [slot.type]: false }));
            }}
            onRemoved={() =>
              setChosen((c) => {
                const rest = { ...c };
                delete rest[slot.type];
                return rest;
              })
            }
          />
          <p className="text-xs text-stone-700">{slot.shapes}</p>
          {chosen[slot.type] && (
            <CropPreview
              src={chosen[slot.type]!.url}
              shapes={HERO_SLOT_SHAPES[slot.type].map((s) => ({ label: s.label, ratio: s.width / s.height, width: Math.min(s.width / 2.5, 300) }))}
              caption="The banner shows the middle of the picture in these shapes; the rest is cut off."
            />
          )}
          <label className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={headline[slot.type] ?? false}
              onChange={(e) => {
                setHeadline((h) => ({ ...h, [slot.type]: e.target.checked }));
                setSaved((s) => ({ ...s, [slot.type]: false }));
              }}
            />
            Print the store’s headline over this picture
          </label>
        </div>
      ))}
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending.length === 0} busy={saving} busyLabel="Saving…">
          Save
        </Button>
      </div>
    </form>
  );
}

export function HeroImageDialog({ open, onClose, onSaved }: { open: boolean; onClose: () => void; onSaved?: (heroes: HeroImages) => void }) {
  return (
    <Dialog open={open} onClose={onClose} title="Hero images" description="Choose a desktop image, a mobile image or both, then save." closeOnBackdrop={false}>
      {/* inside the dialog, so closing it forgets half-finished choices */}
      <HeroImageForm onClose={onClose} onSaved={onSaved} />
    </Dialog>
  );
}

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
