/**
 * How a picture will be cropped in each place it is shown: one frame per shape, the picture
 * covering it (object-cover, centred), as the pages draw it. For the admin's uploads (menu items,
 * hero images), before they save.
 */
export type CropShape = { label: string; /** width / height */ ratio: number; /** the frame's width in px here */ width?: number };

export function CropPreview({ src, shapes, caption }: { src: string; shapes: readonly CropShape[]; caption?: string }) {
  return (
    <figure className="flex flex-col gap-2" data-testid="crop-preview">
      <div className="flex flex-wrap items-end gap-3">
        {shapes.map((s) => {
          const width = s.width ?? 200;
          return (
            <div key={s.label} className="flex flex-col gap-1">
              {/* the uploaded file itself (already compressed); next/image has nothing to add here */}
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img src={src} alt="" style={{ width, height: Math.round(width / s.ratio) }} className="rounded-lg border border-stone-300 object-cover" />
              <span className="text-xs text-stone-700">{s.label}</span>
            </div>
          );
        })}
      </div>
      {caption && <figcaption className="text-xs text-stone-700">{caption}</figcaption>}
    </figure>
  );
}
