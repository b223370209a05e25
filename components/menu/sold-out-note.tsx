'use client';

import { useSyncExternalStore } from 'react';
import { kolkataToday } from '@/lib/domain/calendar';
import { soldOutBadge } from '@/lib/domain/sold-out';

const noSubscription = () => () => {};
const browserToday = () => kolkataToday(new Date());
// the cached HTML knows no "today": it says nothing about dates until the browser has hydrated
const serverToday = () => null;

/**
 * "Sold out", "Sold out today" or "Sold out on Tue, 1 Dec" on a menu card. The menu's HTML is
 * cached for every visitor, so which sold-out dates are still ahead is worked out in the browser;
 * an item sold out altogether says so in the cached HTML already.
 */
export function SoldOutNote({ item }: { item: { name: string; available: boolean; soldOutDates: readonly string[] } }) {
  const today = useSyncExternalStore(noSubscription, browserToday, serverToday);
  const note = !item.available ? 'Sold out' : today ? soldOutBadge(item, today) : null;
  if (!note) return null;
  return (
    <p className="text-sm font-semibold text-red-800" data-testid="sold-out">
      {note}
    </p>
  );
}
