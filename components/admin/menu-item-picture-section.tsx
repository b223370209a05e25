'use client';

import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import type { MenuItemForm } from '@/lib/domain/menu-item-rules';
import { ImagePicker } from '@/components/uploads/image-picker';
import { CropPreview } from '@/components/uploads/crop-preview';
import { sectionClass } from './menu-item-editor-fields';

/** The shapes the pictures are cropped to: the card on a phone, the card elsewhere and the item page. */
const MENU_SHAPES = [
  { label: 'Menu card on a phone (16:9)', ratio: 16 / 9, width: 192 },
  { label: 'Menu card and item page (4:3)', ratio: 4 / 3, width: 160 },
];

/**
 * The dish's picture: uploaded as soon as it is chosen and previewed in the shapes the menu card and
 * the item page crop it to; removing it goes back to the picture the item had.
 */
export function MenuItemPictureSection({ currentImage, defaultImageId }: { currentImage: string | null; defaultImageId: MenuItemForm['imageId'] }) {
  const [image, setImage] = useState<string | null>(currentImage);
  const { setValue } = useFormContext<MenuItemForm>();
  return (
    <section className={sectionClass} aria-labelledby="picture">
      <h2 id="picture" className="text-lg font-semibold">
        Picture
      </h2>
      <ImagePicker
        kind="menu"
        label="Choose a picture"
        recommended="1200x900 px (4:3), the dish in the middle"
        accept="image/png,image/jpeg,image/heic,.heic,.hecl"
        onUploaded={(img) => {
          setImage(img.url);
          setValue('imageId', img.id);
        }}
        // back to the picture the item had (none for a new one)
        onRemoved={() => {
          setImage(currentImage);
          setValue('imageId', defaultImageId);
        }}
      />
      {image ? <CropPreview src={image} shapes={MENU_SHAPES} caption="How the menu and the item page will crop it: anything outside the frames is cut off." /> : <p className="text-sm text-stone-700">No picture yet.</p>}
    </section>
  );
}
