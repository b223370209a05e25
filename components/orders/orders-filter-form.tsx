'use client';

import { useRouter } from 'next/navigation';
import type { ReactNode } from 'react';
import { get } from 'react-hook-form';
import { useSchemaForm, type SchemaForm } from '@/lib/client/forms/use-mutation-form';
import { ordersFilterFormSchema, type OrdersFilterFormValues } from '@/lib/domain/inputs/orders-filter-form';
import { ORDER_STATUSES, ORDER_STATUS_LABELS, type OrderStatus } from '@/lib/domain/order-status';
import { PAYMENT_STATUSES, PAYMENT_STATUS_LABELS } from '@/lib/domain/payment-status';
import { Form, SubmitRow } from '@/components/forms/form-kit';
import { ButtonLink } from '@/components/ui/button';
import { Field, controlClasses, type FieldControl } from '@/components/ui/field';
import { ordersHref, parseOrdersSearchParams, type OrdersSearchParams } from './orders-search-params';

type Kit = SchemaForm<typeof ordersFilterFormSchema>;

/**
 * One filter: its label, the control (given its id, aria and registration) and its error. The ids
 * are fixed (not useId's) so links and tests can name a filter.
 */
function Filter({ kit, id, name, label, className, children }: { kit: Kit; id: string; name: keyof OrdersFilterFormValues; label: string; className?: string; children: (control: FieldControl & ReturnType<Kit['form']['register']>) => ReactNode }) {
  const error = get(kit.form.formState.errors, name)?.message as string | undefined;
  return (
    <Field id={id} label={label} error={error} className={className ?? 'space-y-1'}>
      {(control) => children({ ...control, ...kit.form.register(name) })}
    </Field>
  );
}

/**
 * The admin's order filters. The URL is the state (shareable, and kept by paging and the CSV link):
 * with the page's script the checked filters become that URL (empty ones left out); before it, the
 * form is a plain GET to /orders, so it works without any script.
 */
export function OrdersFilterForm({ search, counts, customerName }: { search: OrdersSearchParams; counts: Record<OrderStatus, number>; customerName: string | null }) {
  const router = useRouter();
  const shown: OrdersFilterFormValues = {
    q: search.q,
    status: search.status ?? '',
    payment: search.payment ?? '',
    delivery: search.delivery ?? '',
    ending: search.ending ? String(search.ending) : '',
    from: search.from ?? '',
    to: search.to ?? '',
  };
  const kit = useSchemaForm(ordersFilterFormSchema, { defaultValues: shown });
  const submit = kit.submitWith((values) => router.push(ordersHref(parseOrdersSearchParams({ ...values, customer: search.customer ?? undefined }))));

  return (
    <Form
      kit={kit}
      onSubmit={submit}
      role="search"
      aria-label="Filter orders"
      action="/orders"
      method="get"
      className="grid gap-3 rounded-xl border border-brand-100 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4"
    >
      <Filter kit={kit} id="order-search" name="q" label="Search" className="space-y-1 sm:col-span-2">
        {(control) => <input type="search" defaultValue={shown.q} maxLength={100} placeholder="Order number, phone or name" {...control} className={controlClasses} />}
      </Filter>
      <Filter kit={kit} id="order-status-filter" name="status" label="Status">
        {(control) => (
          <select defaultValue={shown.status} {...control} className={controlClasses}>
            <option value="">All statuses</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {ORDER_STATUS_LABELS[s]} ({counts[s]})
              </option>
            ))}
          </select>
        )}
      </Filter>
      <Filter kit={kit} id="order-payment-filter" name="payment" label="Payment">
        {(control) => (
          <select defaultValue={shown.payment} {...control} className={controlClasses}>
            <option value="">Any payment</option>
            {PAYMENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {PAYMENT_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        )}
      </Filter>
      <Filter kit={kit} id="order-delivery-filter" name="delivery" label="Delivery on">
        {(control) => <input type="date" defaultValue={shown.delivery} {...control} className={controlClasses} />}
      </Filter>
      <Filter kit={kit} id="order-ending-filter" name="ending" label="Subscriptions ending">
        {(control) => (
          <select defaultValue={shown.ending} {...control} className={controlClasses}>
            <option value="">Any time</option>
            <option value="7">In the next 7 days</option>
          </select>
        )}
      </Filter>
      <Filter kit={kit} id="order-from-filter" name="from" label="Placed from">
        {(control) => <input type="date" defaultValue={shown.from} {...control} className={controlClasses} />}
      </Filter>
      <Filter kit={kit} id="order-to-filter" name="to" label="Placed until">
        {(control) => <input type="date" defaultValue={shown.to} {...control} className={controlClasses} />}
      </Filter>
      {search.customer && <input type="hidden" name="customer" value={search.customer} />}
      <div className="self-end">
        <SubmitRow label="Filter" secondary={<ButtonLink href="/orders" variant="secondary">Clear</ButtonLink>} />
      </div>
      {search.customer && (
        <p className="text-sm text-stone-700 sm:col-span-2 lg:col-span-4">
          Only the orders of <span className="font-medium text-stone-900">{customerName ?? 'one customer'}</span>.
        </p>
      )}
    </Form>
  );
}
