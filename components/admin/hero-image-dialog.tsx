'use client';

// Admin hero image dialog: pick a desktop image and/or a mobile image (recommended sizes in
// lib/domain/hero-images.ts); each is uploaded as soon as it is chosen, and Save makes them the current heroes.
import { useState, type ReactNode } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { ImagePicker } from '@/components/uploads/image-picker';
import { gql, type ResultOf } from '@/lib/client/graphql';
import { graphql } from '@/lib/client/generated';
import { toast } from '@/lib/client/toast';
import type { UploadedImage } from '@/lib/client/uploads/upload-file';
import { HERO_IMAGE_SIZES, type HeroImageType } from '@/lib/domain/hero-images';

const sizeLabel = (type: HeroImageType) => `${HERO_IMAGE_SIZES[type].width}x${HERO_IMAGE_SIZES[type].height} px`;

const CREATE_HERO_IMAGE = graphql(`
  mutation CreateHeroImage($imageUrl: String!, $type: HeroImageType!) {
    createHeroImage(imageUrl: $imageUrl, type: $type) { desktopUrl mobileUrl }
  }
`);

/** The current hero pictures, as createHeroImage answers them. */
export type HeroImages = ResultOf<typeof CREATE_HERO_IMAGE>['createHeroImage'];

const SLOTS = [
  { type: 'desktop', label: 'Desktop image', recommended: sizeLabel('desktop'), success: 'Desktop image uploaded successfully.' },
  { type: 'mobile', label: 'Mobile image', recommended: sizeLabel('mobile'), success: 'Mobile image uploaded successfully.' },
] as const;

type SlotType = (typeof SLOTS)[number]['type'];

function HeroImageForm({ onClose, onSaved }: { onClose: () => void; onSaved?: (heroes: HeroImages) => void }) {
  const [chosen, setChosen] = useState<Partial<Record<SlotType, UploadedImage>>>({});
  // Saved slots are not sent again if the other one fails and the admin retries.
  const [saved, setSaved] = useState<Partial<Record<SlotType, boolean>>>({});
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pending = SLOTS.filter((s) => chosen[s.type] && !saved[s.type]);

  async function save() {
    setSaving(true);
    setError(null);
    let latest: HeroImages | null = null;
    for (const slot of pending) {
      const result = await gql(CREATE_HERO_IMAGE, { imageUrl: chosen[slot.type]!.url, type: slot.type });
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
        <ImagePicker
          key={slot.type}
          kind="hero"
          label={slot.label}
          recommended={slot.recommended}
          accept="image/png,image/jpeg,image/heic,.heic,.hecl"
          onUploaded={(image) => {
            setChosen((c) => ({ ...c, [slot.type]: image }));
            setSaved((s) => ({ ...s, [slot.type]: false }));
          }}
        />
      ))}
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <div className="flex justify-end gap-3">
        <button type="button" onClick={onClose} className="min-h-11 rounded-lg border border-stone-300 px-4 py-2 font-semibold">
          Cancel
        </button>
        <button
          type="submit"
          disabled={pending.length === 0 || saving}
          className="min-h-11 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white disabled:opacity-60"
        >
          {saving ? 'Saving…' : 'Save'}
        </button>
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
