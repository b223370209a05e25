import { formatGstRate } from '@/lib/domain/gst';
import { formatPaise } from '@/lib/domain/money';
import { td, th, type GstReport } from './gst-report';

/** The HSN summary: quantity, rate, taxable value and tax per HSN code. */
export function GstHsnTable({ report }: { report: GstReport }) {
  return (
    <section aria-labelledby="hsn" className="overflow-x-auto rounded-xl border border-brand-100 bg-white p-4">
      <h2 id="hsn" className="mb-2 text-lg font-semibold">
        HSN summary
      </h2>
      <table className="text-sm">
        <thead>
          <tr className="border-b border-stone-300">
            <th scope="col" className={th}>HSN</th>
            <th scope="col" className={th}>UQC</th>
            <th scope="col" className={th}>Quantity</th>
            <th scope="col" className={th}>Rate</th>
            <th scope="col" className={th}>Taxable value</th>
            <th scope="col" className={th}>Tax</th>
          </tr>
        </thead>
        <tbody>
          {report.hsn.map((r) => (
            <tr key={`${r.hsn}-${r.uqc}-${r.rate}`} className="border-b border-stone-100">
              <td className="py-1 pr-3">
                {r.hsn} <span className="text-stone-700">{r.description}</span>
              </td>
              <td className="py-1 pr-3">{r.uqc}</td>
              <td className={td}>{(r.quantityMilli / 1000).toLocaleString('en-IN', { maximumFractionDigits: 3 })}</td>
              <td className={td}>{formatGstRate(r.rate)}</td>
              <td className={td}>{formatPaise(r.taxableValue)}</td>
              <td className={td}>{formatPaise(r.igst + r.cgst + r.sgst)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
