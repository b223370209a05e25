// The menu's cards after the page's first ones, fetched page by page through getMenuItems.
import { gql } from '@/lib/client/graphql';
import { graphql } from '@/lib/client/graphql-document';
import type { CategoryFilter } from '@/lib/domain/categories';
import { MENU_PAGE_LIMIT } from '@/lib/domain/menu-paging';
import { menuCardItem, type MenuCardItem } from './menu-card-item';

const MENU_PAGE = graphql(`
  query MenuPage($category: ID, $skip: Int, $limit: Int) {
    getMenuItems(category: $category, skip: $skip, limit: $limit) {
      id name slug description displayPrice unitType foodType available soldOutDates image { url }
      category { categoryEnum title }
      variants { id price unit unitType }
    }
  }
`);

/** The view's cards from `skip` up to `total`; throws with the server's words when a page fails. */
export async function fetchRest(category: CategoryFilter, skip: number, total: number): Promise<MenuCardItem[]> {
  const rest: MenuCardItem[] = [];
  for (let at = skip; at < total; at += MENU_PAGE_LIMIT) {
    const r = await gql(MENU_PAGE, { category: category === 'ALL' ? null : category, skip: at, limit: MENU_PAGE_LIMIT });
    if (!r.ok) throw new Error(r.error.message);
    rest.push(...r.data.getMenuItems.map((item) => menuCardItem({ ...item, image: item.image?.url ?? null })));
    if (r.data.getMenuItems.length < MENU_PAGE_LIMIT) break;
  }
  return rest;
}
