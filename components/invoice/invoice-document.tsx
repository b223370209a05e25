// A GST tax invoice for one order, from the figures stored when it was placed (the server priced
// it then; nothing is recomputed here except each line's price x quantity x dates).
import type { OrderView, SuborderView } from '@/lib/orders/order-view';
import type { StoreDetails } from '@/lib/payments/store-details';
import { formatPaise } from '@/lib/domain/money';
import { formatInstantDay } from '@/lib/domain/calendar';
import { formatGstRate as formatTaxRate } from '@/lib/domain/gst';
import { PAYMENT_STATUS_LABELS } from '@/lib/domain/payment-status';
import { describeRepeat } from '@/lib/domain/repeat';
import { addressLines } from '@/lib/domain/address-snapshot';
import { invoiceLines, summariseDeliveryDates } from '@/lib/domain/invoice';
import { fullName } from '@/lib/domain/people';

type Rates = { cgstRate: number; sgstRate: number };

function Totals({ rows }: { rows: [string, number, boolean?][] }) {
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

function SuborderSection({ suborder, rates }: { suborder: SuborderView; rates: Rates }) {
  const days = suborder.deliveries.map((d) => d.deliveryDate);
  const dates = summariseDeliveryDates(days);
  const lines = invoiceLines(suborder.items, days.length);
  const address = suborder.location ? addressLines(suborder.location) : [];
  const headingId = `sub-${suborder.id}`;

  return (
    <section aria-labelledby={headingId} className="break-inside-avoid space-y-3 border-t border-stone-200 pt-4">
      <div className="flex flex-wrap justify-between gap-2">
        <div>
          <h3 id={headingId} className="font-semibold">
            {suborder.category.title} <span className="font-normal text-stone-700">({suborder.suborderNo})</span>
          </h3>
          <p className="text-sm text-stone-700">{describeRepeat(suborder)}</p>
          <p className="text-sm">
            <span className="text-stone-700">{dates.kind === 'range' ? 'Deliveries: ' : dates.count === 1 ? 'Delivery date: ' : `Delivery dates (${dates.count}): `}</span>
            {dates.text}
          </p>
        </div>
        {address.length > 0 && (
          <address className="text-sm not-italic">
            <span className="block text-stone-700">Deliver to</span>
            {address.map((l, i) => (
              <span key={i} className="block">
                {l}
              </span>
            ))}
          </address>
        )}
      </div>
      <table className="w-full text-sm">
        <caption className="sr-only">Items in {suborder.suborderNo}</caption>
        <thead>
          <tr className="border-b border-stone-300 text-left">
            <th scope="col" className="py-1 pr-2 font-medium">Item</th>
            <th scope="col" className="py-1 pr-2 font-medium">Unit</th>
            <th scope="col" className="py-1 pr-2 text-right font-medium">Qty</th>
            <th scope="col" className="py-1 pr-2 text-right font-medium">Unit price</th>
            <th scope="col" className="py-1 text-right font-medium">
              Amount{days.length > 1 ? <span className="font-normal"> (× {days.length} dates)</span> : null}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => (
            <tr key={l.key} className="border-b border-stone-100">
              <td className="py-1 pr-2">{l.name}</td>
              <td className="py-1 pr-2">{l.unit}</td>
              <td className="py-1 pr-2 text-right tabular-nums">{l.quantity}</td>
              <td className="py-1 pr-2 text-right tabular-nums">{formatPaise(l.unitPrice)}</td>
              <td className="py-1 text-right tabular-nums">{formatPaise(l.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Totals
        rows={[
          ['Subtotal', suborder.subtotal],
          [`CGST (${formatTaxRate(rates.cgstRate)})`, suborder.cgst],
          [`SGST (${formatTaxRate(rates.sgstRate)})`, suborder.sgst],
          ['Delivery charges', suborder.deliveryCharge],
          ['Total', suborder.totalPrice, true],
        ]}
      />
    </section>
  );
}

// The rates printed are the ones the order was priced with, stored on it: never today's.
export function InvoiceDocument({ order, store }: { order: OrderView; store: StoreDetails }) {
  const rates: Rates = order;
  const status = order.payment.status;

  return (
    <article aria-labelledby="invoice-title" className="space-y-6 rounded-xl bg-white p-6 shadow-sm print:rounded-none print:p-0 print:shadow-none">
      <header className="flex flex-wrap justify-between gap-4">
        <div>
          <p className="text-xl font-bold">{store.name}</p>
          {store.address && <p className="text-sm">{store.address}</p>}
          <p className="text-sm">{[store.contactNumber, store.email].filter(Boolean).join(' · ')}</p>
          {store.gstin && <p className="text-sm">GSTIN: {store.gstin}</p>}
        </div>
        <div className="text-right">
          <h1 id="invoice-title" className="text-2xl font-bold uppercase tracking-wide">Tax invoice</h1>
          <dl className="text-sm">
            <div>
              <dt className="inline text-stone-700">Invoice number: </dt>
              <dd className="inline font-medium">{order.orderNumber}</dd>
            </div>
            <div>
              <dt className="inline text-stone-700">Date: </dt>
              <dd className="inline">{formatInstantDay(new Date(order.createdAt))}</dd>
            </div>
            <div>
              <dt className="inline text-stone-700">Payment: </dt>
              <dd className="inline">{PAYMENT_STATUS_LABELS[status]}</dd>
            </div>
          </dl>
        </div>
      </header>

      <section aria-labelledby="billed-to">
        <h2 id="billed-to" className="text-sm font-medium text-stone-700">Billed to</h2>
        <p className="font-medium">{fullName(order.user, 'Customer')}</p>
        <p className="text-sm">{order.user.phoneNumber}</p>
      </section>

      <section aria-labelledby="invoice-items" className="space-y-4">
        <h2 id="invoice-items" className="sr-only">Items by delivery</h2>
        {order.suborders.map((s) => (
          <SuborderSection key={s.id} suborder={s} rates={rates} />
        ))}
      </section>

      <section aria-labelledby="order-totals" className="break-inside-avoid border-t-2 border-stone-800 pt-3">
        <h2 id="order-totals" className="mb-1 text-right font-semibold">Order total</h2>
        <Totals
          rows={[
            ['Subtotal', order.subtotal],
            [`CGST (${formatTaxRate(rates.cgstRate)})`, order.cgst],
            [`SGST (${formatTaxRate(rates.sgstRate)})`, order.sgst],
            ['Delivery charges', order.deliveryCharge],
            ['Grand total', order.totalPrice, true],
          ]}
        />
      </section>

      <p className="text-xs text-stone-700">This is a computer-generated invoice and needs no signature.</p>
    </article>
  );
}
