import { CategoryMenuPage, categoryMetadata } from '@/components/menu/category-page';

// /?category=CDM (rewritten here by next.config.ts); see components/menu/category-page.tsx.
export const metadata = categoryMetadata('CDM');
// Blocks only while `next build` prerenders it without a database (see AfterBuild).
export const instant = false;

export default function Page() {
  return <CategoryMenuPage code="CDM" />;
}
