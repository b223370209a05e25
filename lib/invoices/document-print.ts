// What an issued invoice or credit note prints beside its lines, the same on the page
// (components/invoice/tax-document.tsx) and in the PDF (tax-document-pdf.ts): its facts, who it is
// billed to and where the goods went (Rule 46(e)), each tax with its rate and amount (Rule 46(l)),
// the reverse-charge statement (Rule 46(p)), the original invoice's number and date on a credit
// note (Rule 53(1A)) and the signatory line (Rule 46(q)). A document issued before these were kept
// prints what it was issued with.
import type { CreditNoteView, InvoiceView } from './invoice-view';
import { formatInstantDay } from '@/lib/domain/calendar';
import { formatPhone } from '@/lib/domain/phone';
import { reverseChargeLine, stateLine, taxesByRate } from '@/lib/domain/tax-documents';

export type Printable = { kind: 'invoice'; doc: InvoiceView } | { kind: 'creditNote'; doc: CreditNoteView };

export type Printout = {
  title: string;
  interState: boolean;
  facts: [string, string][];
  billedTo: string[];
  /** null on a document issued before it was kept */
  deliveryAddress: string | null;
  /** "CGST 2.5 %" ₹x, "SGST 2.5 %" ₹y; or "IGST 5 %" */
  totals: { label: string; amount: number; strong?: boolean }[];
  statements: string[];
  signatory: string | null;
};

export function printout({ kind, doc }: Printable): Printout {
  const interState = doc.placeOfSupply.stateCode !== doc.seller.stateCode;
  const against: [string, string][] =
    kind === 'creditNote'
      ? [
          ['Against invoice', doc.invoiceNumber],
          ...(doc.invoiceIssuedAt ? ([['Invoice date', formatInstantDay(new Date(doc.invoiceIssuedAt))]] as [string, string][]) : []),
        ]
      : [];
  const { buyer } = doc;
  return {
    title: kind === 'invoice' ? 'Tax invoice' : 'Credit note',
    interState,
    facts: [
      [kind === 'invoice' ? 'Invoice number' : 'Credit note number', doc.number],
      ['Date', formatInstantDay(new Date(doc.issuedAt))],
      ...against,
      ['Order', doc.orderNumber],
      ['Place of supply', doc.placeOfSupply.label],
    ],
    billedTo: [
      buyer.name,
      // a deleted customer's documents keep no number
      ...(buyer.phoneNumber ? [formatPhone(buyer.phoneNumber)] : []),
      ...(buyer.address ? [buyer.address] : []),
      ...(buyer.stateName && buyer.stateCode ? [`State: ${stateLine(buyer.stateName, buyer.stateCode)}`] : []),
    ],
    deliveryAddress: doc.deliveryAddress,
    totals: [
      { label: 'Taxable value', amount: doc.taxableValue },
      ...taxesByRate(doc.lines, interState),
      { label: kind === 'invoice' ? 'Total' : 'Credit total', amount: doc.total, strong: true },
    ],
    statements: doc.reverseCharge === null ? [] : [reverseChargeLine(doc.reverseCharge)],
    signatory: doc.signatory,
  };
}
