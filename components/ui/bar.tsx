/**
 * A bar of a small bar chart: its length is `value`'s share of the largest (`max`), never shorter
 * than a sliver so a small count still shows, never longer than 12rem. Hidden from screen readers,
 * which read the count written beside it.
 */
export function Bar({ value, max }: { value: number; max: number }) {
  const share = max > 0 ? value / max : 0;
  return <span className="h-3 rounded bg-brand-700" style={{ width: `${Math.max(4, share * 100)}%`, maxWidth: '12rem' }} aria-hidden="true" />;
}
