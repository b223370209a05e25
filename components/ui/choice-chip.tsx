import type { ComponentProps, ReactNode } from 'react';

type Props = Omit<ComponentProps<'input'>, 'type' | 'className' | 'children'> & {
  id: string;
  /** 'radio' for one of a row (the default), 'checkbox' for any number. */
  type?: 'radio' | 'checkbox';
  children: ReactNode;
};

/**
 * One choice of a row shown as a rounded chip (the menu's All / Veg / Non-veg): the real input is
 * kept for keyboards and screen readers but not drawn; the chip is its label, filled while it is
 * chosen and ringed while the input has the keyboard's focus.
 */
export function ChoiceChip({ id, type = 'radio', children, ...input }: Props) {
  return (
    <label
      htmlFor={id}
      className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-brand-100 bg-white px-4 text-sm font-medium text-brand-800 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-700 has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700"
    >
      <input id={id} type={type} {...input} className="sr-only" />
      {children}
    </label>
  );
}
