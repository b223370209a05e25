import type { Metadata } from 'next';
import { MenuView } from '@/components/menu/menu-view';
import { menuMetadata } from '@/lib/seo/page-metadata';

// The whole menu. A category view (/?category=PDM) is rewritten to app/menu/[category] by
// next.config.ts, so both are prerendered and cached pages rather than one page per query string.
export const metadata: Metadata = menuMetadata('ALL');

// Blocks only while `next build` prerenders it without a database (see AfterBuild); at run time
// the page is a cached, prerendered shell.
export const instant = false;

export default function MenuPage() {
  return <MenuView category={Promise.resolve('ALL')} />;
}
