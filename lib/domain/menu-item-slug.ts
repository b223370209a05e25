// The last part of an item page's address, /menu/<CATEGORY>/<slug>. Made from the name; unique
// within the category; kept once the item is published, so links, bookmarks and search results
// keep working when the kitchen renames a dish. The migration that added slugs
// (prisma/migrations/*_menu_item_pages) makes the same slugs in SQL for the items already there.

import { isCategoryCode, type CategoryCode } from './categories';

export const SLUG_MAX_LENGTH = 80;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** 'Egg & Rice Community Meal' → 'egg-and-rice-community-meal'; accents dropped, never empty. */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/^-+|-+$/g, '');
  return slug || 'item';
}

/** Whether a path segment can be a slug at all (an item page answers 404 without a query otherwise). */
export function isSlug(value: string): boolean {
  return value.length <= SLUG_MAX_LENGTH + 4 && SLUG.test(value);
}

/**
 * The item an address is the page of ('/menu/PDM/chicken-bowl' → PDM, 'chicken-bowl'); null for
 * any other address, or one whose last part cannot be a slug.
 */
export function menuItemPageOf(path: string): { category: CategoryCode; slug: string } | null {
  const m = /^\/menu\/([A-Z]+)\/([^/]+)\/?$/.exec(path);
  const category = m?.[1];
  if (!m || !isCategoryCode(category)) return null;
  return { category, slug: m[2] };
}

/** `base`, or `base-2`, `base-3`… the first one not taken in the category. */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * The slug an item should have after its name is set: a new or never-published item follows its
 * name; a published one keeps the slug it has. `taken` holds the other slugs in its category.
 */
export function slugForName(opts: { name: string; currentSlug?: string | null; published: boolean; taken: ReadonlySet<string> }): string {
  if (opts.published && opts.currentSlug) return opts.currentSlug;
  const base = slugify(opts.name);
  if (opts.currentSlug && opts.currentSlug.replace(/-\d+$/, '') === base) return opts.currentSlug;
  return uniqueSlug(base, opts.taken);
}

/** An item page's path: /menu/PDM/chicken-and-pumpkin-bowl. */
export function menuItemPath(category: string, slug: string): string {
  return `/menu/${encodeURIComponent(category)}/${encodeURIComponent(slug)}`;
}
