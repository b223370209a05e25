// The menu editor's writes: an admin adds, edits and archives menu items. Each write is
// one transaction with its audit entry (the item before and after), then expires the menu's cache
// tag so every app server renders the change on its next request (lib/cache/catalog-cache.ts).
//
// Nothing is deleted: carts and orders refer to items and sizes. A size removed in the editor is
// disabled; archiving disables the item. Placed orders copied their names, prices and rates onto
// their own lines (OrderItem, OrderItemVariant), so no write here changes them.
import 'server-only';
import { db } from '@/lib/database/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { badInput, notFound } from '@/lib/errors';
import { requireAdmin } from '@/lib/auth/guards';
import type { Viewer } from '@/lib/auth/viewer';
import { recordAudit } from '@/lib/audit/record-audit';
import { invalidateMenu } from '@/lib/cache/catalog-cache';
import { dateToDay, dayToDate } from '@/lib/domain/calendar';
import { menuItemInputSchema, type MenuItemInput, type MenuItemInputRaw } from '@/lib/domain/menu-item-rules';
import { uploadUrl } from '@/lib/uploads/storage-key';
import { clock } from '@/lib/clock';
import { slugForName } from '@/lib/domain/menu-item-slug';

type Tx = Prisma.TransactionClient;

const itemInclude = { category: true, variants: { where: { enabled: true }, orderBy: [{ sortOrder: 'asc' }, { price: 'asc' }] } } as const satisfies Prisma.MenuItemInclude;
export type EditedMenuItem = Prisma.MenuItemGetPayload<{ include: typeof itemInclude }>;

/** What the audit log keeps of an item: enough to see what changed, in the editor's terms. */
function snapshot(item: EditedMenuItem) {
  return {
    name: item.name,
    description: item.description,
    category: item.category.categoryEnum,
    foodType: item.foodType,
    image: item.image,
    hsn: item.hsn,
    gstRate: item.gstRate,
    sortOrder: item.sortOrder,
    available: item.available,
    archived: !item.enabled,
    soldOutDates: item.soldOutDates.map(dateToDay),
    slug: item.slug,
    ingredients: item.ingredients,
    nutrition: item.nutrition,
    portionGuide: item.portionGuide,
    variants: item.variants.map((v) => ({ id: v.id, unit: v.unit, unitType: v.unitType, price: v.price })),
  };
}

function parse(input: MenuItemInputRaw): MenuItemInput {
  const parsed = menuItemInputSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw badInput(issue.message, ['input', ...issue.path].join('.'));
}

/** The picture: an upload of kind 'menu' (uploadImage(kind: menu)), by its id. */
async function imageUrlOf(tx: Tx, imageId: string): Promise<string> {
  const upload = await tx.uploadedImage.findUnique({ where: { id: imageId }, select: { kind: true, storageKey: true } });
  if (upload?.kind !== 'menu') throw badInput('Please upload the picture again: that image was not found.', 'input.imageId');
  return uploadUrl(upload.storageKey);
}

async function assertCategory(tx: Tx, categoryId: string) {
  const category = await tx.category.findUnique({ where: { id: categoryId }, select: { id: true } });
  if (!category) throw badInput('Please choose a category.', 'input.categoryId');
}

async function assertNameFree(tx: Tx, input: MenuItemInput, exceptId?: string) {
  const clash = await tx.menuItem.findFirst({ where: { categoryId: input.categoryId, name: { equals: input.name, mode: 'insensitive' }, ...(exceptId ? { id: { not: exceptId } } : {}) }, select: { enabled: true } });
  if (clash) throw badInput(`This category already has an item called “${input.name}”${clash.enabled ? '' : ' (archived)'}. Please choose another name.`, 'input.name');
}

function itemData(input: MenuItemInput) {
  return {
    name: input.name,
    description: input.description,
    categoryId: input.categoryId,
    foodType: input.foodType,
    hsn: input.hsn,
    gstRate: input.gstRate,
    sortOrder: input.sortOrder,
    available: input.available,
    soldOutDates: input.soldOutDates.map(dayToDate),
    ingredients: input.ingredients,
    nutrition: input.nutrition ?? Prisma.DbNull,
    portionGuide: input.portionGuide,
    // the item's own unit type is its first size's (the menu card shows it beside the price)
    unitType: input.variants[0].unitType,
  };
}

/**
 * Makes the item's enabled sizes exactly the input's: a size with an id updates that row, one
 * without reuses a row of the same measure (a size removed and added back keeps its id) or is
 * added, and every other row is disabled. The unique index on (item, unit, unit type) would refuse
 * a swap of two measures mid-way, so rows about to change measure, and disabled rows in the way,
 * are first parked on a negative unit (a disabled row keeps that: nothing shows or orders it).
 */
async function writeVariants(tx: Tx, menuItemId: string, variants: MenuItemInput['variants']) {
  const existing = await tx.variant.findMany({ where: { menuItemId } });
  const claimed = new Map<number, (typeof existing)[number]>();
  variants.forEach((v, i) => {
    if (!v.id) return;
    const row = existing.find((e) => e.id === v.id);
    if (!row) throw badInput('A size of this item was not found. Please reload the page.', `input.variants.${i}.id`);
    claimed.set(i, row);
  });
  const taken = () => new Set([...claimed.values()].map((r) => r.id));
  variants.forEach((v, i) => {
    if (v.id) return;
    const row = existing.find((e) => e.unit === v.unit && e.unitType === v.unitType && !taken().has(e.id));
    if (row) claimed.set(i, row);
  });
  const keep = taken();
  const target = new Set(variants.map((v) => `${v.unit} ${v.unitType}`));
  const parked = existing.filter((e) => {
    const index = [...claimed.entries()].find(([, r]) => r.id === e.id)?.[0];
    const moves = index !== undefined && (variants[index].unit !== e.unit || variants[index].unitType !== e.unitType);
    return moves || (!keep.has(e.id) && target.has(`${e.unit} ${e.unitType}`));
  });
  for (const [n, row] of parked.entries()) await tx.variant.update({ where: { id: row.id }, data: { unit: -1 - n } });
  for (const [sortOrder, v] of variants.entries()) {
    const data = { unit: v.unit, unitType: v.unitType, price: v.price, enabled: true, sortOrder };
    const row = claimed.get(sortOrder);
    if (row) await tx.variant.update({ where: { id: row.id }, data });
    else keep.add((await tx.variant.create({ data: { ...data, menuItemId } })).id);
  }
  await tx.variant.updateMany({ where: { menuItemId, enabled: true, id: { notIn: [...keep] } }, data: { enabled: false } });
}

/**
 * The item's slug after this write (lib/domain/menu-item-slug.ts): made from the name until the item
 * is published, then kept, so its page's address survives a rename. Items the editor adds are on
 * the menu at once, so they are published when created.
 */
async function slugFor(tx: Tx, input: MenuItemInput, current?: { id: string; slug: string; publishedAt: Date | null; categoryId: string }) {
  const others = await tx.menuItem.findMany({ where: { categoryId: input.categoryId, ...(current ? { id: { not: current.id } } : {}) }, select: { slug: true } });
  const taken = new Set(others.map((o) => o.slug));
  // moving to another category: the kept slug may be taken there
  const keep = current && current.categoryId === input.categoryId ? current : null;
  return slugForName({ name: input.name, currentSlug: keep?.slug ?? null, published: Boolean(keep?.publishedAt), taken });
}

async function loadItem(tx: Tx, id: string) {
  const item = await tx.menuItem.findUnique({ where: { id }, include: itemInclude });
  if (!item) throw notFound('That menu item');
  // the API's MenuItem: its from-price, as the menu shows it
  return { ...item, displayPrice: item.variants.length ? Math.min(...item.variants.map((v) => v.price)) : null };
}

export async function createMenuItem(viewer: Viewer | null, raw: MenuItemInputRaw): Promise<EditedMenuItem & { displayPrice: number | null }> {
  const admin = requireAdmin(viewer);
  const input = parse(raw);
  const item = await db.$transaction(async (tx) => {
    await assertCategory(tx, input.categoryId);
    await assertNameFree(tx, input);
    const image = input.imageId ? await imageUrlOf(tx, input.imageId) : null;
    const slug = await slugFor(tx, input);
    const created = await tx.menuItem.create({ data: { ...itemData(input), image, slug, publishedAt: clock().now() } });
    await writeVariants(tx, created.id, input.variants);
    const after = await loadItem(tx, created.id);
    await recordAudit(tx, admin, { action: 'createMenuItem', entity: 'MenuItem', entityId: created.id, data: { name: after.name, after: snapshot(after) } });
    return after;
  });
  invalidateMenu();
  return item;
}

export async function updateMenuItem(viewer: Viewer | null, id: string, raw: MenuItemInputRaw): Promise<EditedMenuItem & { displayPrice: number | null }> {
  const admin = requireAdmin(viewer);
  const input = parse(raw);
  const item = await db.$transaction(async (tx) => {
    // one editor at a time per item: two saves cannot interleave their size changes
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${'menu-item:' + id}))`;
    const before = await loadItem(tx, id);
    await assertCategory(tx, input.categoryId);
    await assertNameFree(tx, input, id);
    // no new picture: the item keeps the one it has
    const image = input.imageId ? await imageUrlOf(tx, input.imageId) : before.image;
    const slug = await slugFor(tx, input, before);
    await tx.menuItem.update({ where: { id }, data: { ...itemData(input), image, slug, publishedAt: before.publishedAt ?? clock().now() } });
    await writeVariants(tx, id, input.variants);
    const after = await loadItem(tx, id);
    await recordAudit(tx, admin, { action: 'updateMenuItem', entity: 'MenuItem', entityId: id, data: { name: after.name, before: snapshot(before), after: snapshot(after) } });
    return after;
  });
  invalidateMenu();
  return item;
}

/** Takes the item off the menu and out of carts for good (it stays for the orders that have it). */
export async function archiveMenuItem(viewer: Viewer | null, id: string): Promise<EditedMenuItem & { displayPrice: number | null }> {
  const admin = requireAdmin(viewer);
  const item = await db.$transaction(async (tx) => {
    const before = await loadItem(tx, id);
    if (!before.enabled) return before;
    await tx.menuItem.update({ where: { id }, data: { enabled: false } });
    const after = await loadItem(tx, id);
    await recordAudit(tx, admin, { action: 'archiveMenuItem', entity: 'MenuItem', entityId: id, data: { name: after.name, before: snapshot(before), after: snapshot(after) } });
    return after;
  });
  invalidateMenu();
  return item;
}
