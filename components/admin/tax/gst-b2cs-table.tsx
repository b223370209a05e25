import { formatGstRate } from '@/lib/domain/gst';
import { formatPaise } from '@/lib/domain/money';
import { countOf } from '@/lib/domain/plural';
import { td, th, type GstReport } from './gst-report';

/** B2CS by place of supply and rate, and how many invoices go to B2CL instead. */
export function GstB2csTable({ report }: { report: GstReport }) {
  return (
    <section aria-labelledby="b2cs" className="overflow-x-auto rounded-xl border border-brand-100 bg-white p-4">
      <h2 id="b2cs" className="mb-2 text-lg font-semibold">
        B2CS by place of supply and rate
      </h2>
      <table className="text-sm">
        <thead>
          <tr className="border-b border-stone-300">
            <th scope="col" className={th}>Place of supply</th>
            <th scope="col" className={th}>Rate</th>
            <th scope="col" className={th}>Taxable value</th>
            <th scope="col" className={th}>IGST</th>
            <th scope="col" className={th}>CGST</th>
            <th scope="col" className={th}>SGST</th>
          </tr>
        </thead>
        <tbody>
          {report.b2cs.map((r) => (
            <tr key={`${r.placeOfSupply}-${r.rate}`} className="border-b border-stone-100">
              <td className="py-1 pr-3">{r.placeOfSupply}</td>
              <td className={td}>{formatGstRate(r.rate)}</td>
              <td className={td}>{formatPaise(r.taxableValue)}</td>
              <td className={td}>{formatPaise(r.igst)}</td>
              <td className={td}>{formatPaise(r.cgst)}</td>
              <td className={td}>{formatPaise(r.sgst)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {report.b2cl.length > 0 && <p className="mt-2 text-sm">{countOf(new Set(report.b2cl.map((r) => r.invoiceNumber)).size, 'inter-state invoice')} above the B2CL threshold, listed one by one in the B2CL file.</p>}
    </section>
  );
}
