'use client';
import { Button } from '@/components/ui/button';

/** Opens the browser's print dialog; the page's print styles decide what goes on paper. */
export function PrintButton({ label = 'Print invoice' }: { label?: string }) {
  return (
    <Button onClick={() => window.print()} className="print:hidden">
      {label}
    </Button>
  );
}
