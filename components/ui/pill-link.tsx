import Link from 'next/link';
import type { ComponentProps } from 'react';

type Props = ComponentProps<typeof Link> & { current: boolean };

// The look a pill and a tab share: outlined, filled when it is the one shown (marked by
// aria-current, whichever value the kind of link announces).
const choiceLook =
  'inline-flex min-h-11 items-center border border-brand-200 bg-white px-3 font-medium text-brand-800 hover:bg-brand-50 [&[aria-current]]:border-brand-700 [&[aria-current]]:bg-brand-700 [&[aria-current]]:text-white';

/**
 * A rounded link in a row of choices where one is the page shown (the dashboard's range, the route
 * sheet's order): filled when `current`, announced as aria-current. The links are the admin's own
 * views, so the caller says whether they are prefetched.
 */
export function PillLink({ current, className = '', ...props }: Props) {
  return (
    <Link
      {...props}
      aria-current={current ? 'true' : undefined}
      className={`${choiceLook} rounded-full ${className}`}
    />
  );
}

/**
 * A link in a section's strip of pages (the admin's tools): a tab, filled when it is the page shown,
 * which it announces as aria-current="page".
 */
export function TabLink({ current, className = '', ...props }: Props) {
  return (
    <Link
      {...props}
      aria-current={current ? 'page' : undefined}
      className={`${choiceLook} rounded-lg ${className}`}
    />
  );
}
