// A tax document's lines on a phone: one card per line, every figure with its label, so nothing sits
// off-screen behind a sideways swipe. From 640 px (and on paper) the lines are the table instead.
import type { TaxLineView } from '@/lib/invoices/invoice-view';
import { formatPaise } from '@/lib/domain/money';
import { lineTaxRates } from '@/lib/domain/tax-documents';

export function TaxLineCards({ lines, interState, caption }: { lines: TaxLineView[]; interState: boolean; caption: string }) {
  return (
    <ul aria-label={caption} className="space-y-3 sm:hidden print:hidden">
      {lines.map((l, i) => {
        const figures: [string, string][] = [
          ['Quantity', `${l.quantity} × ${l.unit}`],
          ['Unit price', formatPaise(l.unitPrice)],
          ['Taxable value', formatPaise(l.taxableValue)],
          ['Rate', lineTaxRates(l.gstRate, interState)],
          ...(interState ? ([['IGST', formatPaise(l.igst)]] as [string, string][]) : ([['CGST', formatPaise(l.cgst)], ['SGST', formatPaise(l.sgst)]] as [string, string][])),
        ];
        return (
          <li key={i} className="rounded-lg border border-stone-200 p-3 text-sm">
            <p className="font-medium">{l.description}</p>
            <p className="text-stone-700">HSN {l.hsn}</p>
            <dl className="mt-2 space-y-0.5">
              {figures.map(([label, value]) => (
                <div key={label} className="flex justify-between gap-4">
                  <dt className="text-stone-700">{label}</dt>
                  <dd className="text-right tabular-nums">{value}</dd>
                </div>
              ))}
              <div className="flex justify-between gap-4 border-t border-stone-200 pt-1 font-semibold">
                <dt>Total</dt>
                <dd className="tabular-nums">{formatPaise(l.total)}</dd>
              </div>
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
