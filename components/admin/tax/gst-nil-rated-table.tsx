import { formatPaise } from '@/lib/domain/money';
import { td, th, type GstReport } from './gst-report';

/** Nil-rated, exempt and non-GST supplies (table 8). */
export function GstNilRatedTable({ report }: { report: GstReport }) {
  return (
    <section aria-labelledby="exemp" className="overflow-x-auto rounded-xl border border-brand-100 bg-white p-4">
      <h2 id="exemp" className="mb-2 text-lg font-semibold">
        Nil-rated supplies (table 8)
      </h2>
      <p className="mb-2 text-sm text-stone-700">Lines at 0 % GST are reported here, not in B2CS or B2CL.</p>
      <table className="text-sm" data-testid="gst-exemp">
        <thead>
          <tr className="border-b border-stone-300">
            <th scope="col" className={th}>Supplies</th>
            <th scope="col" className={th}>Nil-rated</th>
            <th scope="col" className={th}>Exempted</th>
            <th scope="col" className={th}>Non-GST</th>
          </tr>
        </thead>
        <tbody>
          {report.exemp.map((r) => (
            <tr key={r.description} className="border-b border-stone-100">
              <td className="py-1 pr-3">{r.description}</td>
              <td className={td}>{formatPaise(r.nilRated)}</td>
              <td className={td}>{formatPaise(r.exempted)}</td>
              <td className={td}>{formatPaise(r.nonGst)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
