'use client';

import Link from 'next/link';
import type { KeyboardEvent, RefObject } from 'react';
import { AVATAR_MENU } from '@/components/layout/navigation-rules';

type Props = {
  menuRef: RefObject<HTMLUListElement | null>;
  menuId: string;
  onKeyDown: (event: KeyboardEvent) => void;
  /** a page of the menu was chosen: the menu closes */
  onNavigate: () => void;
  /** Logout was chosen: the menu closes and asks to confirm */
  onLogout: () => void;
};

/** The open avatar menu: Profile and the other pages as links, Logout as a button. */
export function AvatarMenuItems({ menuRef, menuId, onKeyDown, onNavigate, onLogout }: Props) {
  return (
    <ul
      ref={menuRef}
      id={menuId}
      role="menu"
      aria-label="Account"
      onKeyDown={onKeyDown}
      className="absolute right-0 top-full z-40 mt-2 w-44 rounded-lg border border-stone-200 bg-white py-1 text-sm shadow-lg"
    >
      {AVATAR_MENU.map((entry) => (
        <li key={entry.id} role="none">
          {entry.href ? (
            <Link
              href={entry.href}
              role="menuitem"
              tabIndex={-1}
              onClick={onNavigate}
              className="flex min-h-11 items-center px-4 text-stone-800 hover:bg-brand-50 focus:bg-brand-50"
            >
              {entry.label}
            </Link>
          ) : (
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              onClick={onLogout}
              className="flex min-h-11 w-full items-center px-4 text-left text-stone-800 hover:bg-brand-50 focus:bg-brand-50"
            >
              {entry.label}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
