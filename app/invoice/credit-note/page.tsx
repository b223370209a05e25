import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { requirePageViewer } from '@/lib/auth/require-page-viewer';
import { getCreditNote } from '@/lib/invoices/get-invoices';
import { AppError } from '@/lib/errors';
import { pdfLink, TaxDocument } from '@/components/invoice/tax-document';
import { PrintButton } from '@/components/invoice/print-button';

export const instant = false;

export const metadata: Metadata = { title: 'Credit note', robots: { index: false } };

type Props = { searchParams: Promise<{ number?: string | string[] }> };

/** One credit note, printable on its own; its owner or an admin (anyone else: the same 404). */
export default async function CreditNotePage({ searchParams }: Props) {
  const raw = (await searchParams).number;
  const number = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
  const viewer = await requirePageViewer(number ? `/invoice/credit-note?number=${encodeURIComponent(number)}` : '/invoice/credit-note');
  if (!number || number.length > 20) notFound();
  let note;
  try {
    note = await getCreditNote(viewer, number);
  } catch (e) {
    if (e instanceof AppError && e.code === 'NOT_FOUND') notFound();
    throw e;
  }
  return (
    <div className="mx-auto max-w-4xl space-y-4 py-4 print:max-w-none print:py-0">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link href={`/invoice?order=${encodeURIComponent(note.orderNumber)}`} className="text-brand-700 underline">
          Back to the invoice of order {note.orderNumber}
        </Link>
        <PrintButton label="Print credit note" />
      </div>
      <h1 className="sr-only">Credit note {note.number}</h1>
      <TaxDocument kind="creditNote" doc={note} />
      <p className="print:hidden">
        <a href={pdfLink('creditNote', note.number)} className="font-semibold text-brand-700 underline">
          Download {note.number} as PDF
        </a>
      </p>
    </div>
  );
}
