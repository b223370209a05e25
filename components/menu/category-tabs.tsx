import { CATEGORY_LABELS, type CategoryFilter } from '@/lib/domain/categories';

type Category = { id: string; categoryEnum: string; title: string };

/**
 * 'All Categories' (empty id) first, then the store's categories; each a linkable server page.
 * Plain links, not next/link: each category is its own cached page that next.config.ts rewrites
 * /?category=… to, and the client router would take /?category=TREATS for the menu it already
 * shows (same path; the menu does not read the query) and change nothing but the address.
 */
export function CategoryTabs({ categories, selected }: { categories: Category[]; selected: CategoryFilter }) {
  const tabs = [{ id: '', code: 'ALL' as CategoryFilter, label: CATEGORY_LABELS.ALL }].concat(
    categories.map((c) => ({ id: c.id, code: c.categoryEnum as CategoryFilter, label: c.title })),
  );
  return (
    <nav aria-label="Categories" className="-mx-4 overflow-x-auto px-4">
      <ul className="flex gap-2 py-2">
        {tabs.map((tab) => {
          const active = tab.code === selected;
          return (
            <li key={tab.code}>
              <a
                href={tab.code === 'ALL' ? '/' : `/?category=${tab.code}`}
                aria-current={active ? 'page' : undefined}
                data-category={tab.code}
                className={`block whitespace-nowrap rounded-full border px-4 py-2 text-sm font-medium ${
                  active ? 'border-brand-700 bg-brand-700 text-white' : 'border-brand-100 bg-white text-brand-800 hover:border-brand-600'
                }`}
              >
                {tab.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
