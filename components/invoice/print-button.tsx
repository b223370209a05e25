'use client';

/** Opens the browser's print dialog; the page's print styles decide what goes on paper. */
export function PrintButton({ label = 'Print invoice' }: { label?: string }) {
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="min-h-11 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 print:hidden"
    >
      {label}
    </button>
  );
}
