const FILES = [
  ['b2cs', 'B2CS (table 7)'],
  ['b2cl', 'B2CL (table 5)'],
  ['cdnur', 'CDNUR (table 9B)'],
  ['exemp', 'Nil-rated, exempt, non-GST (table 8)'],
  ['hsn', 'HSN summary, B2C tab (table 12)'],
  ['docs', 'Documents issued (table 13)'],
  ['workbook', 'All of GSTR-1 as one Excel workbook'],
  ['sales-register', 'Sales register'],
] as const;

/** The month's GSTR-1 files and sales register, one link each. */
export function GstDownloads({ month }: { month: string }) {
  return (
    <section aria-labelledby="downloads" className="rounded-xl border border-brand-100 bg-white p-4">
      <h2 id="downloads" className="mb-2 text-lg font-semibold">
        Downloads
      </h2>
      <ul className="flex flex-wrap gap-2 text-sm">
        {FILES.map(([file, label]) => (
          <li key={file}>
            <a href={`/admin/tax/csv?month=${month}&file=${file}`} className="inline-flex min-h-11 items-center rounded-lg border border-brand-700 px-3 font-semibold text-brand-700 hover:bg-brand-50">
              {label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
