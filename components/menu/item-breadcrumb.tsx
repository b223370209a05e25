import Link from 'next/link';
import type { CategoryCode } from '@/lib/domain/categories';

/** Menu › the dish's category › the dish. */
export function ItemBreadcrumb({ code, categoryTitle, name }: { code: CategoryCode; categoryTitle: string; name: string }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      <ol className="flex flex-wrap gap-1 text-stone-700">
        <li>
          <Link href="/" className="underline">Menu</Link> ›
        </li>
        <li>
          <Link href={`/?category=${code}`} className="underline">{categoryTitle}</Link> ›
        </li>
        <li aria-current="page">{name}</li>
      </ol>
    </nav>
  );
}
