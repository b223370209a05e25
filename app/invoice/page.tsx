import type { Metadata } from 'next';
import Link from 'next/link';
import { loadPageOrder } from '@/lib/payments/load-page-order';
import { currentViewer } from '@/lib/auth/current-viewer';
import { getInvoices } from '@/lib/invoices/get-invoices';
import { pdfLink, TaxDocument } from '@/components/invoice/tax-document';
import { ProForma } from '@/components/invoice/pro-forma';
import { PrintButton } from '@/components/invoice/print-button';
import { formatPaise } from '@/lib/domain/money';
import { formatInstantDay } from '@/lib/domain/calendar';

// Per visitor (reads the session): rendered whole at request time, never prerendered or cached.
export const instant = false;

export const metadata: Metadata = { title: 'Invoice', robots: { index: false } };

type Props = { searchParams: Promise<{ order?: string | string[] }> };

// The order's issued tax invoices (one per place of supply) and credit notes, as they were stored;
// before payment, a pro forma of the order's figures that says it is not a tax invoice.
export default async function InvoicePage({ searchParams }: Props) {
  const order = await loadPageOrder('/invoice', (await searchParams).order);
  const invoices = await getInvoices(await currentViewer(), order.orderNumber);
  const creditNotes = invoices.flatMap((i) => i.creditNotes);

  return (
    <div className="mx-auto max-w-4xl space-y-4 py-4 print:max-w-none print:py-0">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link href={`/orders/${encodeURIComponent(order.orderNumber)}`} className="text-brand-700 underline">
          Back to order {order.orderNumber}
        </Link>
        <PrintButton label={invoices.length ? 'Print invoice' : 'Print'} />
      </div>
      <h1 className="sr-only">{invoices.length ? `Tax invoice for order ${order.orderNumber}` : `Order ${order.orderNumber}: no tax invoice yet`}</h1>
      {invoices.length === 0 ? (
        <ProForma order={order} />
      ) : (
        invoices.map((invoice) => (
          <div key={invoice.number} className="space-y-2">
            <TaxDocument kind="invoice" doc={invoice} />
            <p className="print:hidden">
              <a href={pdfLink('invoice', invoice.number)} className="font-semibold text-brand-700 underline" data-testid="invoice-pdf">
                Download {invoice.number} as PDF
              </a>
            </p>
          </div>
        ))
      )}
      {creditNotes.length > 0 && (
        <section aria-labelledby="credit-notes" className="space-y-2 rounded-xl bg-white p-6 shadow-sm print:hidden">
          <h2 id="credit-notes" className="text-lg font-semibold">
            Credit notes
          </h2>
          <ul className="divide-y divide-stone-200" data-testid="credit-notes">
            {creditNotes.map((n) => (
              <li key={n.number} className="flex flex-wrap items-baseline justify-between gap-2 py-2 text-sm">
                <span>
                  <Link href={`/invoice/credit-note?number=${encodeURIComponent(n.number)}`} className="font-semibold text-brand-700 underline">
                    {n.number}
                  </Link>{' '}
                  · {formatInstantDay(new Date(n.issuedAt))} · {n.reason}
                </span>
                <span className="flex items-baseline gap-3">
                  <span className="tabular-nums">{formatPaise(n.total)}</span>
                  <a href={pdfLink('creditNote', n.number)} className="text-brand-700 underline">
                    PDF<span className="sr-only"> of {n.number}</span>
                  </a>
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
