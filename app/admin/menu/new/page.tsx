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

export const metadata: Metadata = { title: 'Add a menu item', robots: { index: false } };

type Props = { searchParams: Promise<{ from?: string }> };

/** Admin: a new item, empty or a copy of another (?from=<id>, "Duplicate" in the list). */
export default async function NewMenuItemPage({ searchParams }: Props) {
  const viewer = await requirePageAdmin('/admin/menu/new');
  const { from } = await searchParams;
  const categories = await listCategories();
  let source = null;
  if (from) {
    if (!isId(from)) notFound();
    source = await getAdminMenuItem(viewer, from).catch((e) => {
      if (e instanceof AppError && e.code === 'NOT_FOUND') notFound();
      throw e;
    });
  }
  return (
    <div className="flex flex-col gap-4">
      <AdminNav current="/admin/menu" />
      <Link href="/admin/menu" className="text-sm font-medium text-brand-800 underline">
        Back to the menu
      </Link>
      <h1 className="text-2xl font-bold text-brand-800">{source ? `Duplicate ${source.name}` : 'Add a menu item'}</h1>
      <MenuItemEditor
        defaults={source ? menuItemFormValues(editorItem(source), { duplicate: true }) : menuItemFormValues(undefined, { defaultCategoryId: categories[0]?.id })}
        currentImage={null}
        categories={categories.map((c) => ({ id: c.id, title: c.title }))}
      />
    </div>
  );
}
