'use client';

import type { IsoDay } from '@/lib/domain/calendar';
import type { StoreStatus } from '@/lib/domain/store-status';
import { StoreWork } from './store-work';
import { StoreOpenForm } from './store-open-form';
import { ClosedDatesEditor } from './closed-dates-editor';

/**
 * Admin: open or close the store with the message customers see, and keep the kitchen's closed
 * dates: two forms (StoreOpenForm, ClosedDatesEditor), each on the form kit. Each save sends only what it changes (the server keeps the rest), one at a time, and
 * refreshes the page from the server.
 */
export function StoreStatusPanel({ store, booked, today }: { store: StoreStatus; booked: Record<IsoDay, number>; today: IsoDay }) {
  return (
    <StoreWork>
      <div className="flex flex-col gap-4">
        <StoreOpenForm store={store} />
        <ClosedDatesEditor store={store} booked={booked} today={today} />
      </div>
    </StoreWork>
  );
}
