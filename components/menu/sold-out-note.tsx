'use client';

import { useEffect, useState } from 'react';
import { kolkataToday } from '@/lib/domain/calendar';
import { soldOutBadge } from '@/lib/domain/menu-item-rules';

/**
 * "Sold out", "Sold out today" or "Sold out on Tue, 1 Dec" on a menu card. The menu's HTML is
 * cached for every visitor, so which sold-out dates are still ahead is worked out in the browser,
 * after hydration; an item sold out altogether says so in the cached HTML already.
 */
export function SoldOutNote({ item }: { item: { name: string; available: boolean; soldOutDates: readonly string[] } }) {
  const [today, setToday] = useState<string | null>(null);
  useEffect(() => setToday(kolkataToday(new Date())), []);
  const note = !item.available ? 'Sold out' : today ? soldOutBadge(item, today) : null;
  if (!note) return null;
  return (
    <p className="text-sm font-semibold text-red-800" data-testid="sold-out">
      {note}
    </p>
  );
}
