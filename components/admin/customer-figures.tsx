// The customer's figures: orders, active orders, what they owe and what is owed to them.
import { formatPaise } from '@/lib/domain/money';
import type { CustomerOverview } from '@/lib/users/get-customer-overview';

export function CustomerFigures({ customer }: { customer: CustomerOverview }) {
  return (
    <section aria-labelledby="customer-figures">
      <h2 id="customer-figures" className="sr-only">
        Figures
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure label="Orders" value={String(customer.totalOrders)} />
        <Figure label="Active orders" value={String(customer.activeOrders)} />
        <Figure label="Amount due" value={formatPaise(customer.amountDue)} tone={customer.amountDue > 0 ? 'due' : undefined} />
        <Figure label="Refunds due" value={formatPaise(customer.refundsDueTotal)} tone={customer.refundsDueTotal > 0 ? 'due' : undefined} />
      </dl>
    </section>
  );
}

function Figure({ label, value, tone }: { label: string; value: string; tone?: 'due' }) {
  return (
    <div className="rounded-xl border border-brand-100 bg-white p-3">
      <dt className="text-xs font-medium uppercase tracking-wide text-stone-700">{label}</dt>
      <dd className={`text-lg font-semibold ${tone === 'due' ? 'text-red-800' : 'text-stone-900'}`}>{value}</dd>
    </div>
  );
}
