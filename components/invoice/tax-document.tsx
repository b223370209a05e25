// An issued tax invoice or credit note, printed exactly as it was stored (lib/invoices/invoice-view.ts):
// nothing here adds, rounds or looks anything up.
import { printout, type Printable } from '@/lib/invoices/document-print';
import { formatPaise } from '@/lib/domain/money';
import { TaxLineCards } from './tax-line-cards';
import { TaxLineTable } from './tax-line-table';

/** Where a document's PDF is served (app/invoice/pdf/route.ts). */
export const pdfLink = (kind: 'invoice' | 'creditNote', number: string) => `/invoice/pdf?${kind}=${encodeURIComponent(number)}`;

export function Totals({ rows }: { rows: [string, number, boolean?][] }) {
  return (
    <dl className="ml-auto w-full max-w-xs text-sm">
      {rows.map(([label, paise, strong]) => (
        <div key={label} className={`flex justify-between gap-4 py-0.5 ${strong ? 'border-t border-stone-300 pt-1 font-semibold' : ''}`}>
          <dt>{label}</dt>
          <dd className="tabular-nums">{formatPaise(paise)}</dd>
        </div>
      ))}
    </dl>
  );
}

export function TaxDocument(printable: Printable) {
  const { kind, doc } = printable;
  const p = printout(printable);
  const id = `doc-${doc.number.replace(/[^A-Za-z0-9]/g, '-')}`;
  return (
    <article aria-labelledby={id} className="space-y-6 rounded-xl bg-white p-6 shadow-sm print:break-after-page print:rounded-none print:p-0 print:shadow-none" data-testid={kind === 'invoice' ? 'tax-invoice' : 'credit-note'}>
      <header className="flex flex-wrap justify-between gap-4">
        <div>
          <p className="text-xl font-bold">{doc.seller.legalName}</p>
          {doc.seller.address && <p className="text-sm">{doc.seller.address}</p>}
          {doc.seller.gstin && <p className="text-sm">GSTIN: {doc.seller.gstin}</p>}
        </div>
        <div className="text-right">
          <h2 id={id} className="text-2xl font-bold uppercase tracking-wide">
            {p.title}
          </h2>
          <dl className="text-sm">
            {p.facts.map(([label, value], i) => (
              <div key={label}>
                <dt className="inline text-stone-700">{label}: </dt>
                <dd className={i === 0 ? 'inline font-medium' : 'inline'}>{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </header>

      <div className="flex flex-wrap gap-8">
        <section aria-label="Billed to">
          <p className="text-sm font-medium text-stone-700">Billed to</p>
          {p.billedTo.map((line, i) => (
            <p key={i} className={i === 0 ? 'font-medium' : 'text-sm'}>
              {line}
            </p>
          ))}
        </section>
        {p.deliveryAddress && (
          <section aria-label="Delivered to">
            <p className="text-sm font-medium text-stone-700">Delivered to</p>
            <p className="text-sm">{p.deliveryAddress}</p>
          </section>
        )}
      </div>

      {kind === 'creditNote' && <p className="text-sm">Reason: {doc.reason}</p>}

      <TaxLineCards lines={doc.lines} interState={p.interState} caption={`Lines of ${doc.number}`} />
      <TaxLineTable lines={doc.lines} interState={p.interState} caption={`Lines of ${doc.number}`} />

      <Totals rows={p.totals.map((t) => [t.label, t.amount, t.strong])} />
      {p.statements.map((line) => (
        <p key={line} className="text-sm">
          {line}
        </p>
      ))}
      {kind === 'invoice' && doc.legacy && <p className="text-xs text-stone-700">Issued for an order placed before per-item GST rates: its figures are the ones it was charged.</p>}
      {p.signatory && <p className="text-right text-sm font-medium">{p.signatory}</p>}
      <p className="text-xs text-stone-700">Computer-generated {kind === 'invoice' ? 'tax invoice' : 'credit note'}; no signature required.</p>
    </article>
  );
}
