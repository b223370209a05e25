import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { requirePageAdmin } from '@/lib/auth/require-page-viewer';
import { getAdminMenuItem } from '@/lib/catalog/list-admin-menu';
import { listCategories } from '@/lib/catalog/list-categories';
import { AppError } from '@/lib/errors';
import { menuItemFormValues } from '@/lib/domain/menu-item-rules';
import { AdminNav } from '@/components/admin/admin-nav';
import { MenuItemEditor } from '@/components/admin/menu-item-editor';
import { editorItem, isId } from '../menu-item-props';

// Per admin (reads the session): rendered at request time, never prerendered or cached.
export const instant = false;

export const metadata: Metadata = { title: 'Edit a menu item', robots: { index: false } };

type Props = { params: Promise<{ id: string }> };

/** Admin: one item in the editor. */
export default async function EditMenuItemPage({ params }: Props) {
  const { id } = await params;
  const viewer = await requirePageAdmin(`/admin/menu/${encodeURIComponent(id)}`);
  if (!isId(id)) notFound();
  const [item, categories] = await Promise.all([
    getAdminMenuItem(viewer, id).catch((e) => {
      if (e instanceof AppError && e.code === 'NOT_FOUND') notFound();
      throw e;
    }),
    listCategories(),
  ]);
  return (
    <div className="flex flex-col gap-4">
      <AdminNav current="/admin/menu" />
      <Link href="/admin/menu" className="text-sm font-medium text-brand-800 underline">
        Back to the menu
      </Link>
      <h1 className="text-2xl font-bold text-brand-800">
        {item.name}
        {!item.enabled && <span className="ml-2 text-base font-semibold text-red-800">(archived)</span>}
      </h1>
      <div className="flex gap-2">
        <Link href={`/admin/menu/new?from=${item.id}`} className="inline-flex min-h-11 items-center rounded-lg border border-stone-400 px-3 text-sm font-semibold">
          Duplicate
        </Link>
      </div>
      <MenuItemEditor
        itemId={item.id}
        archived={!item.enabled}
        defaults={menuItemFormValues(editorItem(item))}
        currentImage={item.image}
        pagePath={item.enabled ? `/menu/${item.category.categoryEnum}/${item.slug}` : undefined}
        categories={categories.map((c) => ({ id: c.id, title: c.title }))}
      />
    </div>
  );
}
