'use client';

// "Archive" in the menu editor asks in the page (not the browser's confirm box, which a phone shows
// as a bare system alert with the site's address): what archiving does, Keep it focused first.
import { useRef, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';

export function ArchiveMenuItemButton({ name, busy, onArchive }: { name: string; busy: boolean; onArchive: () => void }) {
  const [asking, setAsking] = useState(false);
  const keepRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        type="button"
        disabled={busy}
        onClick={() => setAsking(true)}
        className="min-h-11 rounded-lg border border-red-700 px-4 text-sm font-semibold text-red-800 disabled:opacity-60"
      >
        Archive
      </button>
      <Dialog open={asking} onClose={() => !busy && setAsking(false)} title={`Archive ${name || 'this item'}?`} initialFocusRef={keepRef} closeOnBackdrop={false}>
        <p>It leaves the menu and every cart; orders that have it keep it.</p>
        <DialogActions cancelRef={keepRef} cancelLabel="Keep it" onCancel={() => setAsking(false)} actionLabel="Archive" busyLabel="Archiving…" onAction={onArchive} busy={busy} />
      </Dialog>
    </>
  );
}
