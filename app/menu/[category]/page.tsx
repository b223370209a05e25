import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { MenuView } from '@/components/menu/menu-view';
import { CATEGORY_ENUMS, parseCategoryFilter, type CategoryCode } from '@/lib/domain/categories';
import { menuMetadata } from '@/lib/seo/page-metadata';

// One category of the menu. Visitors never see this address: next.config.ts rewrites
// /?category=PDM here (and redirects /menu/PDM back there), so each category view is its own
// prerendered, cached page with its own metadata, while the URL stays the one the spec links to.

type Props = { params: Promise<{ category: string }> };

export function generateStaticParams(): { category: CategoryCode }[] {
  return CATEGORY_ENUMS.map((category) => ({ category }));
}

async function categoryOf(params: Props['params']): Promise<CategoryCode> {
  const selected = parseCategoryFilter((await params).category);
  if (selected === 'ALL') notFound();
  return selected;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return menuMetadata(await categoryOf(params));
}

export default function CategoryMenuPage({ params }: Props) {
  return <MenuView category={categoryOf(params)} />;
}
