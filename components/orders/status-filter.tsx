import { ORDER_STATUSES, ORDER_STATUS_LABELS, type OrderStatus } from '@/lib/domain/order-status';

/** Admins filter the list by suborder status; a plain GET form, so it works before any script loads. */
export function StatusFilter({ selected }: { selected: OrderStatus | null }) {
  return (
    <form method="get" action="/orders" className="flex flex-wrap items-end gap-2" role="search" aria-label="Filter orders">
      <div className="flex flex-col gap-1">
        <label htmlFor="order-status-filter" className="text-sm font-medium">
          Status
        </label>
        <select id="order-status-filter" name="status" defaultValue={selected ?? ''} className="min-h-11 rounded-lg border border-stone-400 bg-white px-3">
          <option value="">All statuses</option>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {ORDER_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="min-h-11 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800">
        Filter
      </button>
    </form>
  );
}
