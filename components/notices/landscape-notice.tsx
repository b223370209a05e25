// The store does not do landscape on screens 968px (LANDSCAPE_MAX_WIDTH) wide or less. Pure CSS, no
// JavaScript: hidden unless `(orientation: landscape) and (max-width: 968px)` matches (Tailwind's
// `max-[968px]:` would mean width < 968px and miss exactly 968), so it is right
// from the first paint and while the device turns. Hidden elements are also out of the accessibility tree.
export const LANDSCAPE_MESSAGE =
  'Sorry, we do not support landscape mode yet. Please switch to portrait mode for the best experience';

export function LandscapeNotice() {
  return (
    <div
      role="status"
      data-testid="landscape-notice"
      className="fixed inset-0 z-[60] hidden items-center justify-center bg-brand-50 p-6 text-center [@media(orientation:landscape)_and_(max-width:968px)]:flex"
    >
      <div className="flex max-w-md flex-col items-center gap-4">
        <svg aria-hidden viewBox="0 0 24 24" className="h-12 w-12 fill-brand-700">
          <path d="M16 1H8a2 2 0 0 0-2 2v18a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2V3a2 2 0 0 0-2-2Zm0 18H8V5h8v14Z" />
        </svg>
        <p className="text-lg font-medium text-stone-900">{LANDSCAPE_MESSAGE}</p>
      </div>
    </div>
  );
}
