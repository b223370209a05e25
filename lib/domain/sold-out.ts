// The menu card's sold-out note, apart from menu-item-rules.ts: the card runs in the browser, and
// importing the editor's zod schemas with it put zod in the menu's first-load JavaScript.
import { compareDays, formatDay, type IsoDay } from './calendar';

export type Availability = { name: string; available: boolean; soldOutDates: readonly IsoDay[] };

/** What the menu card says about availability from `today` on: null when the item can be ordered as usual. */
export function soldOutBadge(item: Availability, today: IsoDay): string | null {
  if (!item.available) return 'Sold out';
  const upcoming = item.soldOutDates.filter((d) => compareDays(d, today) >= 0).sort(compareDays);
  if (upcoming.length === 0) return null;
  if (upcoming[0] === today) return 'Sold out today';
  return `Sold out on ${formatDay(upcoming[0])}`;
}
