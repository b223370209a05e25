import type { Metadata } from 'next';
import Link from 'next/link';
import { connection } from 'next/server';
import { requirePageAdmin } from '@/lib/auth/require-page-viewer';
import { clock } from '@/lib/clock';
import { listAdminMenu } from '@/lib/catalog/list-admin-menu';
import { listCategories } from '@/lib/catalog/list-categories';
import { MENU_STATUSES, MENU_STATUS_LABELS, parseMenuAdminFilter } from '@/lib/domain/menu-admin-filter';
import { FOOD_TYPE_LABELS } from '@/lib/domain/food-types';
import { formatPaise } from '@/lib/domain/money';
import { formatUnit } from '@/lib/domain/units';
import { formatGstRate } from '@/lib/domain/gst';
import { dateToDay, kolkataToday } from '@/lib/domain/calendar';
import { soldOutBadge } from '@/lib/domain/menu-item-rules';
import { AdminNav } from '@/components/admin/admin-nav';
import { FoodTypeBadge } from '@/components/menu/food-type-badge';
import { ButtonLink } from '@/components/ui/button';

// Per admin (reads the session): rendered at request time, never prerendered or cached.
export const instant = false;

export const metadata: Metadata = { title: 'Menu', robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Admin: the menu as the kitchen keeps it, with filters; each item opens in the editor. */
// Links here are not prefetched: the pages are the viewer's own (rendered for them alone), and
// their prefetches after the load kept this page from settling (e2e/network-idle.spec.ts).
export default async function AdminMenuPage({ searchParams }: Props) {
  await connection();
  const viewer = await requirePageAdmin('/admin/menu');
  const filter = parseMenuAdminFilter(await searchParams);
  const now = clock().now();
  const today = kolkataToday(now);
  const [items, categories] = await Promise.all([listAdminMenu(viewer, filter, now), listCategories()]);
  const field = 'min-h-11 rounded-lg border border-stone-400 bg-white px-3 text-sm';
  return (
    <div className="flex flex-col gap-4">
      <AdminNav current="/admin/menu" />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold text-brand-800">Menu</h1>
        <ButtonLink prefetch={false} href="/admin/menu/new">Add an item</ButtonLink>
      </div>
      <form method="get" className="flex flex-wrap items-end gap-2 rounded-xl border border-brand-100 bg-white p-3" role="search" aria-label="Filter the menu">
        <label className="flex flex-col gap-1 text-sm font-medium">
          Search
          <input name="q" type="search" defaultValue={filter.q} placeholder="Name or description" className={field} />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Category
          <select name="category" defaultValue={filter.category ?? ''} className={field}>
            <option value="">All categories</option>
            {categories.map((c) => (
              <option key={c.id} value={c.categoryEnum}>
                {c.title}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Food type
          <select name="food" defaultValue={filter.food ?? ''} className={field}>
            <option value="">Veg and non-veg</option>
            <option value="veg">{FOOD_TYPE_LABELS.veg}</option>
            <option value="nonveg">{FOOD_TYPE_LABELS.nonveg}</option>
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Status
          <select name="status" defaultValue={filter.status} className={field}>
            {MENU_STATUSES.map((s) => (
              <option key={s} value={s}>
                {MENU_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="min-h-11 rounded-lg border border-brand-700 px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50">
          Show
        </button>
      </form>
      <p className="text-sm text-stone-700" role="status">
        {items.length === 1 ? '1 item' : `${items.length} items`}
      </p>
      <ul className="flex flex-col gap-2" aria-label="Menu items">
        {items.map((item) => {
          const note = item.enabled ? soldOutBadge({ name: item.name, available: item.available, soldOutDates: item.soldOutDates.map(dateToDay) }, today) : 'Archived';
          return (
            <li key={item.id} data-testid="admin-menu-item" className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-brand-100 bg-white p-3 shadow-sm">
              <div className="flex flex-col gap-1">
                <div className="flex flex-wrap items-center gap-2">
                  <Link prefetch={false} href={`/admin/menu/${item.id}`} className="font-semibold text-brand-800 underline">
                    {item.name}
                  </Link>
                  <FoodTypeBadge foodType={item.foodType} />
                  {note && <span className="rounded bg-red-50 px-2 text-xs font-semibold text-red-800">{note}</span>}
                </div>
                <p className="text-sm text-stone-700">
                  {item.category.title} · {item.variants.map((v) => `${formatUnit(v.unit, v.unitType)} ${formatPaise(v.price)}`).join(', ') || 'no sizes'} · GST {formatGstRate(item.gstRate)} · HSN {item.hsn}
                </p>
              </div>
              <div className="flex gap-2">
                <Link prefetch={false} href={`/admin/menu/${item.id}`} className="inline-flex min-h-11 items-center rounded-lg border border-stone-400 px-3 text-sm font-semibold">
                  Edit<span className="sr-only"> {item.name}</span>
                </Link>
                <Link prefetch={false} href={`/admin/menu/new?from=${item.id}`} className="inline-flex min-h-11 items-center rounded-lg border border-stone-400 px-3 text-sm font-semibold">
                  Duplicate<span className="sr-only"> {item.name}</span>
                </Link>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
