'use client';

import { useRef, useState, type KeyboardEvent } from 'react';

export type ToggleItem = {
  key: string;
  label: string;
  /** read out after the label but not shown ("Mon" + "day") */
  labelTail?: string;
  pressed: boolean;
  onPress: () => void;
  separatorBefore?: boolean;
};

const button = (on: boolean) =>
  `min-h-11 rounded-full border px-3 py-2 text-sm font-medium focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-700 ${on ? 'border-brand-700 bg-brand-700 text-white' : 'border-stone-300 bg-white text-stone-900 hover:border-brand-600'}`;

/**
 * A row of toggle buttons that is one Tab stop (the WAI-ARIA toolbar pattern, roving tabindex): the
 * arrow keys, Home and End move between the buttons, Space or Enter presses one. The cart's schedule
 * had one Tab stop per chip, which made a keyboard checkout dozens of Tabs long.
 */
export function ToggleToolbar({ label, items }: { label: string; items: ToggleItem[] }) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  // The Tab stop: the button last moved to, else the first pressed one, else the first.
  const [active, setActive] = useState<number | null>(null);
  const firstPressed = items.findIndex((i) => i.pressed);
  const current = active !== null && active < items.length ? active : Math.max(0, firstPressed);

  const move = (to: number) => {
    const next = (to + items.length) % items.length;
    setActive(next);
    refs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = { ArrowRight: index + 1, ArrowDown: index + 1, ArrowLeft: index - 1, ArrowUp: index - 1, Home: 0, End: items.length - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    move(target);
  };

  return (
    <div role="toolbar" aria-label={label} className="flex flex-wrap items-center gap-2">
      {items.map((item, index) => (
        <span key={item.key} className="contents">
          {item.separatorBefore && <span role="separator" aria-orientation="vertical" className="mx-1 h-6 w-px bg-stone-300" />}
          <button
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            // "Mon" shown, "Monday" read: the shown text starts the name (WCAG 2.5.3)
            aria-label={item.labelTail ? item.label + item.labelTail : undefined}
            aria-pressed={item.pressed}
            tabIndex={index === current ? 0 : -1}
            onFocus={() => setActive(index)}
            onKeyDown={(e) => onKeyDown(e, index)}
            onClick={item.onPress}
            className={button(item.pressed)}
          >
            {item.label}
          </button>
        </span>
      ))}
    </div>
  );
}
