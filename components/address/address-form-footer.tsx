'use client';

import { Button } from '@/components/ui/button';

/** Under the address form: its failure that names no field, then Cancel and Save address. */
export function AddressFormFooter({ formError, saving, onCancel }: { formError: string | null; saving: boolean; onCancel: () => void }) {
  return (
    <>
      {formError && (
        <p className="text-sm text-red-700" role="alert">
          {formError}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" busy={saving} busyLabel="Saving…">
          Save address
        </Button>
      </div>
    </>
  );
}
