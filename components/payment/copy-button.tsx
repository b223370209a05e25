'use client';

import { useState } from 'react';
import { toast } from '@/lib/client/toast';

/** Copies one value (the UPI id, an account number) so the customer can paste it into their bank app. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      toast.success(`${label} copied`, { id: 'payment-copy' });
      setTimeout(() => setCopied(false), 2000);
    } catch {
      // Clipboard access can be refused (insecure origin, permissions); the value stays selectable.
      toast.error(`Could not copy. Please select the ${label.toLowerCase()} and copy it.`, { id: 'payment-copy' });
    }
  }

  return (
    <button
      type="button"
      onClick={copy}
      aria-label={`Copy ${label.toLowerCase()}`}
      className="min-h-11 rounded-lg border border-brand-700 px-3 py-2 text-sm font-medium text-brand-800 hover:bg-brand-100 print:hidden"
    >
      <span aria-live="polite">{copied ? 'Copied' : 'Copy'}</span>
    </button>
  );
}
