import type { TaxLineView } from '@/lib/invoices/invoice-view';
import { formatPaise } from '@/lib/domain/money';
import { lineTaxRates } from '@/lib/domain/tax-documents';

/** A document's lines as a table, from a small tablet up and on paper (a phone gets TaxLineCards). */
export function TaxLineTable({ lines, interState, caption }: { lines: TaxLineView[]; interState: boolean; caption: string }) {
  const th = 'py-1 pr-2 font-medium';
  const num = 'py-1 pr-2 text-right tabular-nums';
  return (
    <div className="hidden overflow-x-auto sm:block print:block">
      <table className="w-full min-w-[40rem] text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-stone-300 text-left">
            <th scope="col" className={th}>Description</th>
            <th scope="col" className={th}>HSN</th>
            <th scope="col" className={`${th} text-right`}>Qty</th>
            <th scope="col" className={`${th} text-right`}>Unit price</th>
            <th scope="col" className={`${th} text-right`}>Taxable value</th>
            <th scope="col" className={`${th} text-right`}>Rate</th>
            {interState ? (
              <th scope="col" className={`${th} text-right`}>IGST</th>
            ) : (
              <>
                <th scope="col" className={`${th} text-right`}>CGST</th>
                <th scope="col" className={`${th} text-right`}>SGST</th>
              </>
            )}
            <th scope="col" className={`${th} text-right`}>Total</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l, i) => (
            <tr key={i} className="border-b border-stone-100 align-top">
              <td className="py-1 pr-2">{l.description}</td>
              <td className="py-1 pr-2 tabular-nums">{l.hsn}</td>
              <td className={num}>
                {l.quantity} <span className="text-stone-700">× {l.unit}</span>
              </td>
              <td className={num}>{formatPaise(l.unitPrice)}</td>
              <td className={num}>{formatPaise(l.taxableValue)}</td>
              <td className={num}>{lineTaxRates(l.gstRate, interState)}</td>
              {interState ? (
                <td className={num}>{formatPaise(l.igst)}</td>
              ) : (
                <>
                  <td className={num}>{formatPaise(l.cgst)}</td>
                  <td className={num}>{formatPaise(l.sgst)}</td>
                </>
              )}
              <td className={num}>{formatPaise(l.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
