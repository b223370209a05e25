import type { Metadata } from 'next';
import type { CategoryCode } from '@/lib/domain/categories';
import { menuMetadata } from '@/lib/seo/page-metadata';
import { MenuView } from './menu-view';

// One category of the menu, for app/menu/<CODE>/page.tsx. Visitors never see those addresses:
// next.config.ts rewrites /?category=PDM to /menu/PDM (and redirects /menu/PDM back), so each
// category view is its own prerendered, cached page with its own metadata while the URL stays the
// one the spec links to. Plain folders, not a [category] segment: a dynamic segment makes every
// client component that reads the path (the header's navigation) a request-time hole.

export function categoryMetadata(code: CategoryCode): Metadata {
  return menuMetadata(code);
}

export function CategoryMenuPage({ code }: { code: CategoryCode }) {
  return <MenuView category={Promise.resolve(code)} />;
}
