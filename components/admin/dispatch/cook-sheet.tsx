import { CATEGORY_LABELS } from '@/lib/domain/categories';
import { cookSheetByCategory, type CookLine } from '@/lib/domain/dispatch';
import { formatAmount, formatUnit } from '@/lib/domain/units';

/**
 * What the kitchen cooks: one section per category, each item's sizes with portions and amounts,
 * and the item's total over its sizes. Printed one category per page (break-after), so each
 * station gets its own sheet.
 */
export function CookSheet({ lines, day }: { lines: readonly CookLine[]; day: string }) {
  const categories = cookSheetByCategory(lines);
  if (categories.length === 0) return <p className="rounded-xl border border-brand-100 bg-white p-4 text-stone-700">Nothing to cook on this day.</p>;
  return (
    <div className="flex flex-col gap-4 print:block">
      {categories.map((c) => (
        <section
          key={c.categoryEnum}
          aria-labelledby={`cook-${c.categoryEnum}`}
          data-testid="cook-category"
          className="rounded-xl border border-brand-100 bg-white p-4 shadow-sm print:break-after-page print:rounded-none print:border-0 print:p-0 print:shadow-none"
        >
          <h3 id={`cook-${c.categoryEnum}`} className="text-lg font-semibold text-brand-800 print:text-2xl print:text-black">
            {CATEGORY_LABELS[c.categoryEnum]}
            <span className="hidden font-normal print:inline"> · cook sheet for {day}</span>
          </h3>
          <div className="mt-2 overflow-x-auto">
            <table className="w-full text-left text-sm print:text-base">
              <thead className="border-b border-stone-300">
                <tr>
                  <th scope="col" className="py-2 pr-3">Item</th>
                  <th scope="col" className="py-2 pr-3">Size</th>
                  <th scope="col" className="py-2 pr-3 text-right">Portions</th>
                  <th scope="col" className="py-2 pr-3 text-right">Paid · unpaid</th>
                  <th scope="col" className="py-2 text-right">Amount</th>
                </tr>
              </thead>
              <tbody>
                {c.items.map((item) => (
                  <CookItemRows key={`${item.menuItemId}-${item.unitType}`} item={item} />
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </div>
  );
}

function CookItemRows({ item }: { item: ReturnType<typeof cookSheetByCategory>[number]['items'][number] }) {
  return (
    <>
      {item.lines.map((l, i) => (
        <tr key={l.unit} className={i === 0 ? 'border-t border-stone-200' : undefined}>
          <th scope="row" className="py-2 pr-3 font-medium">
            {i === 0 ? item.name : <span className="sr-only">{item.name}</span>}
          </th>
          <td className="whitespace-nowrap py-2 pr-3">{formatUnit(l.unit, l.unitType)}</td>
          <td className="whitespace-nowrap py-2 pr-3 text-right tabular-nums">× {l.quantity}</td>
          <td className="whitespace-nowrap py-2 pr-3 text-right tabular-nums">
            {l.paidQuantity} · <span className={l.quantity > l.paidQuantity ? 'font-semibold text-amber-900' : undefined}>{l.quantity - l.paidQuantity}</span>
          </td>
          <td className="whitespace-nowrap py-2 text-right tabular-nums">{formatAmount(l.totalAmount, l.unitType)}</td>
        </tr>
      ))}
      {item.lines.length > 1 && (
        <tr className="font-semibold">
          <th scope="row" className="py-1 pr-3 text-stone-700">
            <span className="sr-only">{item.name}, </span>all sizes
          </th>
          <td />
          <td className="py-1 pr-3 text-right tabular-nums">× {item.lines.reduce((n, l) => n + l.quantity, 0)}</td>
          <td className="py-1 pr-3 text-right tabular-nums">
            {item.lines.reduce((n, l) => n + l.paidQuantity, 0)} · {item.lines.reduce((n, l) => n + l.quantity - l.paidQuantity, 0)}
          </td>
          <td className="whitespace-nowrap py-1 text-right tabular-nums">{formatAmount(item.totalAmount, item.unitType)}</td>
        </tr>
      )}
    </>
  );
}
