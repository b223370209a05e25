'use client';

// While an admin acts for a customer, every page says so: "Ordering for <full name> ·
// Stop". Stop deselects the customer, as the user list's Deselect does ('User deselected').
import { graphql } from '@/lib/client/graphql-document';
import { useMutation } from '@/lib/client/use-mutation';
import { useViewer } from '@/lib/client/viewer-store';

const DESELECT = graphql(`
  mutation StopActingFor {
    deselectCustomer { status }
  }
`);

export function ActingForBar() {
  const viewer = useViewer();
  const stop = useMutation(DESELECT, {
    toastError: true,
    success: 'User deselected',
    onSuccess: () => window.dispatchEvent(new CustomEvent('store:customer-deselected')),
  });
  const name = viewer?.isAdmin ? (viewer.selectedCustomerName ?? viewer.selectedCustomerFirstName) : null;
  if (!name) return null;
  return (
    <div className="border-t border-amber-300 bg-amber-100 text-sm text-stone-900" data-testid="acting-for-bar">
      <p className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-2 px-4 py-1">
        <span>
          Ordering for <strong>{name}</strong>
        </span>
        <span aria-hidden="true">·</span>
        <button type="button" onClick={() => void stop.run()} disabled={stop.busy} className="min-h-8 font-semibold underline underline-offset-2 disabled:text-stone-600">
          Stop<span className="sr-only"> ordering for {name}</span>
        </button>
      </p>
    </div>
  );
}
