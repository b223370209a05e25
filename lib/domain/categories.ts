// The four cart kinds (community dog meals, pet dog meals, treats, add-ons) and how the store names them.
export const CATEGORY_ENUMS = ['CDM', 'PDM', 'TREATS', 'ADON'] as const;
export type CategoryCode = (typeof CATEGORY_ENUMS)[number];
export type CategoryFilter = CategoryCode | 'ALL';

export const CATEGORY_LABELS: Record<CategoryFilter, string> = {
  ALL: 'All Categories',
  CDM: 'Community Dog Meals',
  PDM: 'Pet Dog Meals',
  TREATS: 'Treats',
  ADON: 'Add ons',
};

export const DELIVERY_NOTES: Record<CategoryCode, string | null> = {
  CDM: null,
  PDM: 'Pet dog meals usually dispatch in 2 days.',
  TREATS: 'Treats are delivered in 7-10 days.',
  ADON: 'Add-ons usually dispatch in 2 days.',
};

export const DELIVERY_RANGE: Record<CategoryCode, string> = {
  CDM: 'Delivery only in Bengaluru',
  PDM: 'Delivery only in Bengaluru',
  TREATS: 'Delivered across India',
  ADON: 'Delivery only in Bengaluru',
};

/** Whether a value (a URL's text, a form's field) is one of the four cart kinds. */
export function isCategoryCode(value: unknown): value is CategoryCode {
  return (CATEGORY_ENUMS as readonly unknown[]).includes(value);
}

export function parseCategoryFilter(value: unknown): CategoryFilter {
  const v = typeof value === 'string' ? value.toUpperCase() : '';
  return isCategoryCode(v) ? v : 'ALL';
}
