'use client';

import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { formatDay, type IsoDay } from '@/lib/domain/calendar';
import type { CalendarDelivery } from '@/lib/orders/calendar-deliveries';
import { CalendarWeekDays } from './calendar-week-days';

const HEADINGS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** A chip's colours by the day's state. */
const CHIP_CLASS: Record<CalendarDelivery['state'], string> = {
  COMING: 'bg-brand-100 text-brand-900',
  DELIVERED: 'bg-stone-200 text-stone-800',
  SKIPPED: 'bg-amber-100 text-amber-900',
  PAUSED: 'bg-amber-100 text-amber-900',
  CANCELLED: 'bg-red-100 text-red-900 line-through',
};

function weekSummary(label: string, days: readonly (IsoDay | null)[], byDay: Record<IsoDay, CalendarDelivery[]>): string {
  const parts = days.flatMap((day) => (day && byDay[day]?.length ? [`${formatDay(day)}: ${byDay[day].map((d) => `${d.title}, ${d.label}`).join('; ')}`] : []));
  return `${label}. ${parts.length ? parts.join('. ') : 'No deliveries'}.`;
}

/**
 * The month as week rows. Each week is one button (one Tab stop, its name says every delivery in
 * it); Enter or a click opens the week's days below it with their actions. Up and Down move between
 * weeks. Day chips are not focusable: on a phone 35 of them would be 35 Tab stops.
 */
export function CalendarWeeks({ weeks, byDay, who, today }: { weeks: { label: string; days: (IsoDay | null)[] }[]; byDay: Record<IsoDay, CalendarDelivery[]>; who: 'customer' | 'admin'; today: IsoDay }) {
  const id = useId();
  const [open, setOpen] = useState<number | null>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (event: KeyboardEvent, index: number) => {
    const to = event.key === 'ArrowDown' ? index + 1 : event.key === 'ArrowUp' ? index - 1 : null;
    if (to === null || to < 0 || to >= weeks.length) return;
    event.preventDefault();
    buttons.current[to]?.focus();
  };
  return (
    <div>
      <div className="grid grid-cols-7 gap-px text-center text-xs font-medium text-stone-600" aria-hidden="true">
        {HEADINGS.map((h) => (
          <span key={h} className="py-1">
            {h}
          </span>
        ))}
      </div>
      <ol className="flex flex-col gap-1" aria-label="Weeks">
        {weeks.map((week, i) => (
          <li key={week.label} data-testid="calendar-week">
            <button
              ref={(el) => {
                buttons.current[i] = el;
              }}
              type="button"
              className="grid w-full grid-cols-7 gap-px rounded-lg border border-stone-200 bg-white text-left hover:border-brand-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 aria-expanded:border-brand-700"
              aria-expanded={open === i}
              aria-controls={`${id}-week-${i}`}
              aria-label={weekSummary(week.label, week.days, byDay)}
              onClick={() => setOpen(open === i ? null : i)}
              onKeyDown={(e) => move(e, i)}
            >
              {week.days.map((day, j) => (
                <span key={day ?? `empty-${j}`} className={`flex min-h-16 min-w-0 flex-col gap-0.5 p-1 ${day === today ? 'bg-brand-50' : ''}`}>
                  {day && <span className={`text-xs ${day === today ? 'font-bold text-brand-800' : 'text-stone-700'}`}>{Number(day.slice(8))}</span>}
                  {day &&
                    (byDay[day] ?? []).map((d) => (
                      // the whole name, wrapped on a phone's narrow day ('Pet Dog Meals', not 'Pet D…')
                      <span key={d.id} className={`rounded px-0.5 text-[10px] leading-3 break-words hyphens-auto ${CHIP_CLASS[d.state]}`}>
                        {d.title}
                      </span>
                    ))}
                </span>
              ))}
            </button>
            {open === i && (
              <CalendarWeekDays id={`${id}-week-${i}`} days={week.days} byDay={byDay} who={who} />
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
