// The store's one button. Its look (size, colour, focus, busy) is decided here, so a page says what a
// button is for (primary, secondary, danger, link) and never repeats the class strings. It renders
// in server and client components alike: nothing here needs the browser.
import type { ComponentProps, ReactNode } from 'react';
import { IntentLink } from './intent-link';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

type Look = { variant?: ButtonVariant; size?: ButtonSize; fullWidth?: boolean; className?: string };

const BASE = 'inline-flex items-center justify-center gap-2 rounded-lg font-semibold';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  secondary: 'border border-stone-400 bg-white text-stone-900 hover:bg-stone-100',
  danger: 'bg-red-700 text-white hover:bg-red-800',
  link: 'text-brand-800 underline underline-offset-2 hover:decoration-2',
};

// Every size keeps a 44 px touch target; a link-styled button only loses the padding.
const SIZES: Record<ButtonSize, string> = {
  sm: 'min-h-11 px-3 text-sm',
  md: 'min-h-11 px-4 text-sm',
  lg: 'min-h-12 px-4 py-3 text-base',
};

/** The classes of a button's look, for the rare element that cannot be a Button or a ButtonLink. */
export function buttonClasses({ variant = 'primary', size = 'md', fullWidth = false, className }: Look = {}): string {
  const size_ = variant === 'link' ? SIZES[size].replace(/px-\d+/, 'px-1') : SIZES[size];
  return [BASE, VARIANTS[variant], size_, fullWidth ? 'w-full' : '', className ?? ''].filter(Boolean).join(' ');
}

/** Turns while something is being sent; hidden from screen readers, which hear aria-busy instead. */
export function Spinner({ className = 'size-4' }: { className?: string }) {
  return (
    <svg className={`${className} shrink-0 animate-spin`} viewBox="0 0 24 24" fill="none" aria-hidden="true" data-spinner="">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

type ButtonProps = Omit<ComponentProps<'button'>, 'className'> &
  Look & {
    /** Something this button started is being sent: it cannot be pressed again, says so, and spins. */
    busy?: boolean;
    /** What the button says while busy ("Saving…"); its own words when left out. */
    busyLabel?: ReactNode;
  };

/**
 * A button. `type` defaults to "button" (a form's submit says `type="submit"`), so a button added
 * inside a form never submits it by accident. While `busy` it is disabled and `aria-busy`, keeps its
 * colour (app/globals.css) and shows a spinner.
 */
export function Button({ variant, size, fullWidth, className, busy = false, busyLabel, disabled, type = 'button', children, ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={buttonClasses({ variant, size, fullWidth, className })}
      {...rest}
    >
      {busy && <Spinner />}
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}

type ButtonLinkProps = ComponentProps<typeof IntentLink> & Look;

/**
 * A link that looks like a button: it goes somewhere (a page), where a Button does something. Its
 * page is prefetched when the visitor shows they may follow it, not when it scrolls into view
 * (IntentLink): the empty cart's "Browse the menu" prefetched `/` after every load of the cart.
 */
export function ButtonLink({ variant, size, fullWidth, className, ...rest }: ButtonLinkProps) {
  return <IntentLink className={buttonClasses({ variant, size, fullWidth, className })} {...rest} />;
}
