import { IntentLink } from '@/components/ui/intent-link';
import type { CategoryCode } from '@/lib/domain/categories';

/**
 * Menu › the dish's category › the dish. Prefetched on intent, as the dishes' own links are: in view on
 * every item page, their prefetches of the menu ran after each load and kept the page from settling.
 */
export function ItemBreadcrumb({ code, categoryTitle, name }: { code: CategoryCode; categoryTitle: string; name: string }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      <ol className="flex flex-wrap gap-1 text-stone-700">
        <li>
          <IntentLink href="/" className="underline">Menu</IntentLink> ›
        </li>
        <li>
          <IntentLink href={`/?category=${code}`} className="underline">{categoryTitle}</IntentLink> ›
        </li>
        <li aria-current="page">{name}</li>
      </ol>
    </nav>
  );
}
