import { formatPaise } from '@/lib/domain/money';
import { countOf } from '@/lib/domain/plural';
import type { GstReport } from './gst-report';

/** The month's totals (invoices less credit notes) and the documents that make them. */
export function GstTotals({ report }: { report: GstReport }) {
  return (
    <section aria-labelledby="totals" className="rounded-xl border border-brand-100 bg-white p-4">
      <h2 id="totals" className="mb-2 text-lg font-semibold">
        Totals (invoices less credit notes)
      </h2>
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-5" data-testid="gst-totals">
        {(
          [
            ['Taxable value', report.totals.taxableValue],
            ['IGST', report.totals.igst],
            ['CGST', report.totals.cgst],
            ['SGST', report.totals.sgst],
            ['Total', report.totals.total],
          ] as const
        ).map(([label, paise]) => (
          <div key={label}>
            <dt className="text-stone-700">{label}</dt>
            <dd className="font-semibold tabular-nums">{formatPaise(paise)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-sm text-stone-700">
        {report.documents.map((d) => `${d.nature}: ${countOf(d.total, 'document')} (${d.from} to ${d.to})`).join(' · ') || 'No documents issued this month.'}
      </p>
    </section>
  );
}
