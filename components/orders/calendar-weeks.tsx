'use client';

import { useId, useRef, useState, type KeyboardEvent } from 'react';
import Link from 'next/link';
import { formatDay, type IsoDay } from '@/lib/domain/calendar';
import type { CalendarDelivery } from '@/lib/orders/calendar-deliveries';
import { SkipDeliveryButton } from './skip-delivery-button';
import { UndoSkipButton } from './undo-skip-button';
import { ChangeDeliveryItemsForm } from './change-delivery-items-form';

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
                      <span key={d.id} className={`truncate rounded px-0.5 text-[10px] leading-4 ${CHIP_CLASS[d.state]}`}>
                        {d.title}
                      </span>
                    ))}
                </span>
              ))}
            </button>
            {open === i && (
              <div id={`${id}-week-${i}`} className="mt-1 flex flex-col gap-2 rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm">
                {week.days.filter((day): day is IsoDay => !!day && !!byDay[day]?.length).length === 0 && <p>No deliveries this week.</p>}
                {week.days.map((day) =>
                  day && byDay[day]?.length ? (
                    <section key={day} aria-label={formatDay(day)} className="flex flex-col gap-1">
                      <h3 className="font-semibold">{formatDay(day)}</h3>
                      <ul className="flex flex-col gap-2">
                        {byDay[day].map((d) => (
                          <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 rounded bg-white p-2" data-testid="calendar-delivery">
                            <span className="flex min-w-0 flex-col">
                              <span className="font-medium">
                                {d.title} <span className="text-xs font-normal text-stone-600">({d.suborderNo})</span> · <span>{d.label}</span>
                              </span>
                              <span className="text-xs text-stone-700">{d.items.join(', ')}</span>
                            </span>
                            <span className="flex flex-wrap items-center gap-2">
                              {d.canSkip && (
                                <SkipDeliveryButton
                                  deliveryId={d.id}
                                  day={formatDay(day)}
                                  consequence={d.subscription ? 'An extra delivery is added after your last one, so you keep every meal you paid for.' : 'Its share comes off the amount you pay or goes back to your wallet.'}
                                  deadline={who === 'customer' ? d.deadline : null}
                                />
                              )}
                              {d.canChange && <ChangeDeliveryItemsForm deliveryId={d.id} day={formatDay(day)} category={d.categoryEnum} current={d.options} hasLater={d.subscription} />}
                              {d.canUndo && <UndoSkipButton deliveryId={d.id} day={formatDay(day)} />}
                              <Link href={`/orders/${encodeURIComponent(d.orderNumber)}`} className="inline-flex min-h-11 items-center text-brand-700 underline">
                                Order {d.orderNumber}
                              </Link>
                            </span>
                          </li>
                        ))}
                      </ul>
                    </section>
                  ) : null,
                )}
              </div>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
