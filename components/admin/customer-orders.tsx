import Link from 'next/link';
import type { OrderView } from '@/lib/orders/order-view';
import { OrderCard } from '@/components/orders/order-card';
import { ordersHref } from '@/components/orders/orders-search-params';

/** A customer's latest orders on their admin page, with the way to all of them in the console. */
export function CustomerOrders({ customer, orders }: { customer: { id: string; name: string }; orders: { count: number; orders: OrderView[] } }) {
  return (
    <section aria-labelledby="customer-orders" className="flex flex-col gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="customer-orders" className="text-lg font-semibold text-brand-800">
          Orders
        </h2>
        {orders.count > 0 && (
          <Link href={ordersHref({ customer: customer.id })} className="inline-flex min-h-11 items-center text-sm text-brand-700 underline">
            {orders.count === 1 ? 'Their order in the console' : `All ${orders.count} orders in the console`}
          </Link>
        )}
      </div>
      {orders.orders.length === 0 ? (
        <p className="text-sm text-stone-700">No orders yet.</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={`Latest orders of ${customer.name}`}>
          {orders.orders.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} showCustomer={false} headingLevel={3} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
