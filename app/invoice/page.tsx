import type { Metadata } from 'next';
import Link from 'next/link';
import { loadPageOrder } from '@/lib/payments/load-page-order';
import { getStoreDetails } from '@/lib/payments/store-details';
import { InvoiceDocument } from '@/components/invoice/invoice-document';
import { PrintButton } from '@/components/invoice/print-button';

// Per visitor (reads the session): rendered whole at request time, never prerendered or cached.
export const instant = false;

export const metadata: Metadata = { title: 'Invoice', robots: { index: false } };

type Props = { searchParams: Promise<{ order?: string | string[] }> };

export default async function InvoicePage({ searchParams }: Props) {
  const order = await loadPageOrder('/invoice', (await searchParams).order);
  const store = await getStoreDetails();

  return (
    <div className="mx-auto max-w-3xl space-y-4 py-4 print:max-w-none print:py-0">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link href={`/orders/${encodeURIComponent(order.orderNumber)}`} className="text-brand-700 underline">
          Back to order {order.orderNumber}
        </Link>
        <PrintButton />
      </div>
      <InvoiceDocument order={order} store={store} />
    </div>
  );
}
