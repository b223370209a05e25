import 'server-only';
import { db } from '@/lib/database/db';
import { clock } from '@/lib/clock';
import { badInput, notFound } from '@/lib/errors';
import { requireAdmin } from '@/lib/auth/guards';
import type { Viewer } from '@/lib/auth/viewer';
import { recordAudit } from '@/lib/audit/record-audit';
import { dateToDay, dayToDate, kolkataToday, type IsoDay } from '@/lib/domain/calendar';
import type { CategoryCode } from '@/lib/domain/categories';
import { normalizeCapacity } from '@/lib/domain/capacity';

export type CategoryCapacity = { categoryId: string; categoryEnum: CategoryCode; title: string; maxPerDay: number | null; overrides: { date: IsoDay; max: number | null }[] };

async function readCategoryCapacity(client: Pick<typeof db, 'category'>, categoryId: string, today: IsoDay): Promise<CategoryCapacity | null> {
  const c = await client.category.findUnique({
    where: { id: categoryId },
    select: { id: true, categoryEnum: true, title: true, maxPortionsPerDay: true, capacityOverrides: { where: { date: { gte: dayToDate(today) } }, orderBy: { date: 'asc' } } },
  });
  if (!c) return null;
  return { categoryId: c.id, categoryEnum: c.categoryEnum, title: c.title, maxPerDay: c.maxPortionsPerDay, overrides: c.capacityOverrides.map((o) => ({ date: dateToDay(o.date), max: o.max })) };
}

/** Admin: every category's daily maximum and its overrides from today on (the capacity page). */
export async function listCapacity(viewer: Viewer | null): Promise<CategoryCapacity[]> {
  requireAdmin(viewer);
  const today = kolkataToday(clock().now());
  const ids = await db.category.findMany({ select: { id: true }, orderBy: { sortOrder: 'asc' } });
  const all = await Promise.all(ids.map((c) => readCategoryCapacity(db, c.id, today)));
  return all.filter((c): c is CategoryCapacity => c !== null);
}

/**
 * setCapacity: an admin sets a category's daily maximum (null: no limit) and, when `overrides` is
 * given, replaces its overrides from today on (past ones stay as history). Lowering a limit below
 * what is already booked cancels nothing: it only stops new bookings. Audited, before and after.
 */
export async function setCapacity(
  viewer: Viewer | null,
  input: { categoryId: string; maxPerDay?: number | null; overrides?: { date: string; max?: number | null }[] | null },
): Promise<CategoryCapacity> {
  const v = requireAdmin(viewer);
  const today = kolkataToday(clock().now());
  const normalized = normalizeCapacity({ maxPerDay: input.maxPerDay, overrides: input.overrides?.map((o) => ({ date: o.date, max: o.max ?? null })) }, today);
  if (!normalized.ok) throw badInput(normalized.message, normalized.field);
  return db.$transaction(async (tx) => {
    // One admin's change at a time per category: "before" in the audit entry is true.
    const [row] = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM "Category" WHERE id = ${input.categoryId} FOR UPDATE`;
    if (!row) throw notFound('Category');
    const before = (await readCategoryCapacity(tx, row.id, today))!;
    await tx.category.update({ where: { id: row.id }, data: { maxPortionsPerDay: normalized.maxPerDay } });
    if (normalized.overrides) {
      await tx.capacityOverride.deleteMany({ where: { categoryId: row.id, date: { gte: dayToDate(today) } } });
      await tx.capacityOverride.createMany({ data: normalized.overrides.map((o) => ({ categoryId: row.id, date: dayToDate(o.date), max: o.max })) });
    }
    const after = (await readCategoryCapacity(tx, row.id, today))!;
    await recordAudit(tx, v, { action: 'setCapacity', entity: 'Category', entityId: row.id, data: { from: { maxPerDay: before.maxPerDay, overrides: before.overrides }, to: { maxPerDay: after.maxPerDay, overrides: after.overrides } } });
    return after;
  });
}
