import type { ComponentProps } from 'react';

/** The round button in the header that shows who is logged in (their initial) and opens their menu. */
export function AvatarButton({ className = '', type = 'button', ...props }: ComponentProps<'button'>) {
  return (
    <button
      type={type}
      {...props}
      className={`inline-flex h-11 w-11 items-center justify-center rounded-full bg-brand-700 text-base font-semibold text-white hover:bg-brand-800 ${className}`}
    />
  );
}
