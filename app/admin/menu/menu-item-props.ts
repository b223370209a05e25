import 'server-only';
import { dateToDay } from '@/lib/domain/calendar';
import { readNutrition, readPortionGuide } from '@/lib/domain/menu-item-details';
import type { getAdminMenuItem } from '@/lib/catalog/list-admin-menu';

/** An item as the editor's form starts from it (menuItemFormValues' argument). */
export function editorItem(item: Awaited<ReturnType<typeof getAdminMenuItem>>) {
  return {
    id: item.id,
    name: item.name,
    description: item.description,
    categoryId: item.categoryId,
    foodType: item.foodType,
    hsn: item.hsn,
    gstRate: item.gstRate,
    sortOrder: item.sortOrder,
    available: item.available,
    soldOutDates: item.soldOutDates.map(dateToDay),
    ingredients: item.ingredients,
    nutrition: readNutrition(item.nutrition),
    portionGuide: readPortionGuide(item.portionGuide),
    variants: item.variants.map((v) => ({ id: v.id, unit: v.unit, unitType: v.unitType, price: v.price })),
  };
}

/** A database id (cuid); anything else names nothing. */
export const isId = (id: string) => /^[A-Za-z0-9_-]{1,64}$/.test(id);
