'use client';

import { Button } from '@/components/ui/button';
import { useMutation } from '@/lib/client/use-mutation';
import { START_ROUTE } from './rider-documents';

/** Setting off: the drops go out and each customer is told, with their delivery code. */
export function StartRouteButton() {
  const start = useMutation(START_ROUTE, { success: 'On your way: each customer is told, with their code.' });
  return (
    <div className="flex flex-col gap-1">
      <Button size="lg" fullWidth busy={start.busy} busyLabel="Starting…" onClick={() => void start.run()}>
        Start route
      </Button>
      {start.error && (
        <p role="alert" className="text-sm font-medium text-red-800">
          {start.error}
        </p>
      )}
    </div>
  );
}
