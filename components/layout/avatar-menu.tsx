'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { AvatarButton } from '@/components/ui/avatar-button';
import { avatarInitial } from '@/components/layout/navigation-rules';
import { AvatarMenuItems } from './avatar-menu-items';
import { LogoutDialog } from './logout-dialog';
import { PersonIcon } from './person-icon';

type Props = {
  firstName: string | null;
  /** Signs out, tells the user and leaves the page; called when the logout is confirmed. */
  onLogout: () => Promise<void>;
};

/** The avatar button (the user's initial) and its menu: Profile and Logout (after confirmation). */
export function AvatarMenu({ firstName, onLogout }: Props) {
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const menuId = useId();
  const initial = avatarInitial(firstName);

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onMenuKeyDown = (event: React.KeyboardEvent) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(list.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') close(false);
  };

  const onButtonKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
    }
  };

  return (
    <div className="relative">
      <AvatarButton
        ref={buttonRef}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={firstName?.trim() ? `Account menu for ${firstName.trim()}` : 'Account menu'}
        onClick={() => setOpen((v) => !v)}
        onKeyDown={onButtonKeyDown}
      >
        {initial ? <span aria-hidden>{initial}</span> : <PersonIcon />}
      </AvatarButton>
      {open && (
        <AvatarMenuItems
          menuRef={menuRef}
          menuId={menuId}
          onKeyDown={onMenuKeyDown}
          onNavigate={() => close(false)}
          onLogout={() => {
            setOpen(false);
            setConfirming(true);
          }}
        />
      )}
      <LogoutDialog
        open={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          await onLogout();
          setConfirming(false);
        }}
        returnFocusRef={buttonRef}
      />
    </div>
  );
}
