// The menu editor's list filters (/admin/menu?q=&category=&food=&status=), read from the URL.
import { isCategoryCode, type CategoryCode } from './categories';
import { FOOD_TYPES, type FoodType } from './food-types';

export const MENU_STATUSES = ['active', 'available', 'soldout', 'archived'] as const;
export type MenuStatus = (typeof MENU_STATUSES)[number];
export const MENU_STATUS_LABELS: Record<MenuStatus, string> = {
  active: 'On the menu (available or sold out)',
  available: 'Available',
  soldout: 'Sold out (now or on some dates)',
  archived: 'Archived',
};

export type MenuAdminFilter = { q: string; category: CategoryCode | null; food: FoodType | null; status: MenuStatus };

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';

export function parseMenuAdminFilter(params: Record<string, string | string[] | undefined>): MenuAdminFilter {
  const category = one(params.category);
  const food = one(params.food);
  const status = one(params.status);
  return {
    q: one(params.q).trim().slice(0, 80),
    category: isCategoryCode(category) ? category : null,
    food: (FOOD_TYPES as readonly string[]).includes(food) ? (food as FoodType) : null,
    status: (MENU_STATUSES as readonly string[]).includes(status) ? (status as MenuStatus) : 'active',
  };
}
