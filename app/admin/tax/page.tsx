import type { Metadata } from 'next';
import { connection } from 'next/server';
import { requirePageAdmin } from '@/lib/auth/require-page-viewer';
import { countDocumentsIssuedWithoutBuyerDetails, getGstReport } from '@/lib/invoices/get-gst-report';
import { getConfigMap } from '@/lib/config/get-configurations';
import { clock } from '@/lib/clock';
import { kolkataToday } from '@/lib/domain/calendar';
import { monthRange } from '@/lib/domain/gstr1';
import { sellerSettingsMissing } from '@/lib/domain/tax-settings';
import { countOf } from '@/lib/domain/plural';
import { AdminNav } from '@/components/admin/admin-nav';
import { Button } from '@/components/ui/button';
import { GstB2csTable } from '@/components/admin/tax/gst-b2cs-table';
import { GstDownloads } from '@/components/admin/tax/gst-downloads';
import { GstHsnTable } from '@/components/admin/tax/gst-hsn-table';
import { GstNilRatedTable } from '@/components/admin/tax/gst-nil-rated-table';
import { GstTotals } from '@/components/admin/tax/gst-totals';

export const metadata: Metadata = { title: 'Tax', robots: { index: false } };
// Per admin (reads the session): rendered at request time, never prerendered or cached.
export const instant = false;

type Props = { searchParams: Promise<{ month?: string | string[] }> };

/** A month's GST from the documents issued in it: totals, the GSTR-1 files to download, the register. */
export default async function TaxPage({ searchParams }: Props) {
  await connection();
  const viewer = await requirePageAdmin('/admin/tax');
  const asked = (await searchParams).month;
  const first = Array.isArray(asked) ? asked[0] : asked;
  const month = first && monthRange(first) ? first : kolkataToday(clock().now()).slice(0, 7);
  const [report, config, older] = await Promise.all([getGstReport(viewer, month), getConfigMap(), countDocumentsIssuedWithoutBuyerDetails(viewer, month)]);
  const missing = sellerSettingsMissing(config);

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

      <GstTotals report={report} />

      <GstDownloads month={month} />

      <GstB2csTable report={report} />

      <GstNilRatedTable report={report} />

      <GstHsnTable report={report} />
    </div>
  );
}
