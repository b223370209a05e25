'use client';

import { DayButton, DayPicker, type DayButtonProps, type Modifiers } from 'react-day-picker';
import 'react-day-picker/style.css';
import { formatDay, type IsoDay } from '@/lib/domain/calendar';

// The calendar works on the browser's local dates; only their year, month and day are used, turned
// into Kolkata days ('YYYY-MM-DD') and back, so the browser's own time zone never shifts a day.
const toDate = (day: IsoDay) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y, m - 1, d);
};
const toDay = (date: Date): IsoDay =>
  `${String(date.getFullYear()).padStart(4, '0')}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/**
 * A day's button, with the reason a day cannot be picked written under its number ("Closed",
 * "Full"): a struck-through number alone does not say why. Screen readers hear it in the day's
 * label instead.
 */
function DayWithReason(props: DayButtonProps) {
  const { modifiers, children } = props;
  const why = modifiers.closed ? 'Closed' : modifiers.full ? 'Full' : null;
  return (
    <DayButton {...props}>
      {children}
      {why && (
        <span aria-hidden="true" className="delivery-calendar-why" data-testid="day-reason">
          {why}
        </span>
      )}
    </DayButton>
  );
}

type Props = {
  id: string;
  /** the days that can be picked (lib/domain choosableDeliveryDates); every other day is disabled */
  choosable: readonly IsoDay[];
  /** the cart's delivery dates, shown as selected */
  selected: readonly IsoDay[];
  /** the kitchen's closed dates: disabled, and named so in the day's label */
  closedDates: readonly IsoDay[];
  /** days the kitchen is fully booked for this cart's category: disabled, and named so */
  fullDates?: readonly IsoDay[];
  today: IsoDay;
  /** a day was picked or unpicked */
  onToggle: (day: IsoDay) => void;
  /** under the grid, announced politely: the count of deliveries */
  footer?: React.ReactNode;
};

/**
 * The cart's delivery dates as a month calendar (react-day-picker): one Tab stop per month grid, the
 * arrow keys move by day and week, Page Up / Page Down by month, Enter or Space picks. Which days can
 * be picked is decided in lib/domain; this only shows it.
 */
export function DeliveryCalendar({ id, choosable, selected, closedDates, fullDates = [], today, onToggle, footer }: Props) {
  const closed = new Set(closedDates);
  const full = new Set(fullDates);
  // A full day stays pickable only to unpick it (it was chosen before it filled up).
  const open = new Set(choosable.filter((d) => !full.has(d) || selected.includes(d)));
  const first = choosable[0] ?? today;
  const last = choosable.at(-1) ?? today;
  // Open on the month of the first chosen date, or of the first day that can be chosen.
  const opening = selected.find((d) => open.has(d)) ?? first;
  return (
    <DayPicker
      // The month it opens on is its own state, set when it mounts: a new day (the cart page's HTML is
      // dated by the server's clock, then the browser's takes over; or a page left open past
      // midnight) opens it again on the new day's month.
      key={today}
      id={id}
      mode="multiple"
      selected={selected.map(toDate)}
      onSelect={(_, picked) => onToggle(toDay(picked))}
      disabled={(date: Date) => !open.has(toDay(date))}
      modifiers={{ closed: (date: Date) => closed.has(toDay(date)), full: (date: Date) => full.has(toDay(date)) }}
      modifiersClassNames={{ closed: 'delivery-calendar-closed', full: 'delivery-calendar-full' }}
      today={toDate(today)}
      defaultMonth={toDate(opening)}
      startMonth={toDate(first)}
      endMonth={toDate(last)}
      weekStartsOn={1}
      showOutsideDays={false}
      labels={{
        labelDayButton: (date: Date, modifiers: Modifiers) =>
          `${formatDay(toDay(date), 'long')}${modifiers.closed ? ', kitchen closed' : modifiers.full ? ', full' : ''}${modifiers.selected ? ', selected' : ''}`,
      }}
      components={{ DayButton: DayWithReason }}
      footer={footer}
      className="delivery-calendar"
    />
  );
}
