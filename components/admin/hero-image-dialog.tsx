'use client';

// Admin hero image dialog: pick a desktop image and/or a mobile image (recommended sizes in
// lib/domain/hero-images.ts); each is uploaded as soon as it is chosen and previewed in the shapes
// the banner really crops it to, with a choice to print the store's headline over it (off by
// default: an uploaded picture is shown as it is). Save makes them the current heroes (audited).
import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { gql, type ResultOf } from '@/lib/client/graphql';
import { graphql } from '@/lib/client/graphql-document';
import { toast } from '@/lib/client/toast';
import type { UploadedImage } from '@/lib/client/uploads/upload-file';
import { Button } from '@/components/ui/button';
import { HeroImageSlot, SLOTS } from './hero-image-slot';

const CREATE_HERO_IMAGE = graphql(`
  mutation CreateHeroImage($imageUrl: String!, $type: HeroImageType!, $showHeadline: Boolean) {
    createHeroImage(imageUrl: $imageUrl, type: $type, showHeadline: $showHeadline) { desktopUrl mobileUrl desktopHeadline mobileHeadline }
  }
`);

/** The current hero pictures, as createHeroImage answers them. */
export type HeroImages = ResultOf<typeof CREATE_HERO_IMAGE>['createHeroImage'];

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
        <HeroImageSlot
          key={slot.type}
          slot={slot}
          image={chosen[slot.type]}
          headline={headline[slot.type] ?? false}
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
          onHeadline={(print) => {
            setHeadline((h) => ({ ...h, [slot.type]: print }));
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
