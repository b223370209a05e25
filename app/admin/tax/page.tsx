import type { Metadata } from 'next';
import { connection } from 'next/server';
import { requirePageAdmin } from '@/lib/auth/require-page-viewer';
import { countDocumentsIssuedWithoutBuyerDetails, getGstReport } from '@/lib/invoices/get-gst-report';
import { getConfigMap } from '@/lib/config/get-configurations';
import { clock } from '@/lib/clock';
import { kolkataToday } from '@/lib/domain/calendar';
import { formatGstRate } from '@/lib/domain/gst';
import { monthRange } from '@/lib/domain/gstr1';
import { formatPaise } from '@/lib/domain/money';
import { sellerSettingsMissing } from '@/lib/domain/tax-settings';
import { countOf } from '@/lib/domain/plural';
import { AdminNav } from '@/components/admin/admin-nav';
import { Button } from '@/components/ui/button';

export const metadata: Metadata = { title: 'Tax', robots: { index: false } };
// Per admin (reads the session): rendered at request time, never prerendered or cached.
export const instant = false;

type Props = { searchParams: Promise<{ month?: string | string[] }> };

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

/** A month's GST from the documents issued in it: totals, the GSTR-1 files to download, the register. */
export default async function TaxPage({ searchParams }: Props) {
  await connection();
  const viewer = await requirePageAdmin('/admin/tax');
  const asked = (await searchParams).month;
  const first = Array.isArray(asked) ? asked[0] : asked;
  const month = first && monthRange(first) ? first : kolkataToday(clock().now()).slice(0, 7);
  const [report, config, older] = await Promise.all([getGstReport(viewer, month), getConfigMap(), countDocumentsIssuedWithoutBuyerDetails(viewer, month)]);
  const missing = sellerSettingsMissing(config);
  const th = 'py-1 pr-3 text-left font-medium';
  const td = 'py-1 pr-3 text-right tabular-nums';

  return (
    <div className="flex flex-col gap-4">
      <AdminNav current="/admin/tax" />
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-brand-800">GST for {month}</h1>
          <p className="text-sm text-stone-700">From the tax invoices and credit notes issued in the month (Asia/Kolkata), as they were issued.</p>
        </div>
        <form method="get" className="flex items-end gap-2">
          <label className="flex flex-col text-sm font-medium">
            Month
            <input type="month" name="month" defaultValue={month} className="min-h-11 rounded-lg border border-stone-400 px-3" />
          </label>
          <Button type="submit">Show</Button>
        </form>
      </header>

      {missing.length > 0 && (
        <p role="alert" className="rounded-lg border border-amber-700 bg-amber-50 p-3 text-sm text-amber-900">
          Set the seller&rsquo;s details before going live ({missing.join(', ')}): invoices print them as they are when issued.
        </p>
      )}

      {older > 0 && (
        <p className="rounded-lg border border-stone-300 bg-stone-50 p-3 text-sm" data-testid="older-documents">
          {countOf(older, 'document')} of this month {older === 1 ? 'was' : 'were'} issued before invoices and credit notes carried the buyer&rsquo;s address, the delivery address, the reverse-charge
          statement and the signatory line; {older === 1 ? 'it stays' : 'they stay'} as issued.
        </p>
      )}

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
    </div>
  );
}
