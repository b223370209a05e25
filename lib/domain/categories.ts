// The four cart kinds and how the store names them (spec section 1).
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

export function parseCategoryFilter(value: unknown): CategoryFilter {
  const v = typeof value === 'string' ? value.toUpperCase() : '';
  return (CATEGORY_ENUMS as readonly string[]).includes(v) ? (v as CategoryCode) : 'ALL';
}

export const UNIT_LABELS: Record<'GRAMS' | 'ML' | 'PIECES', string> = { GRAMS: 'g', ML: 'ml', PIECES: 'pcs' };

export function formatUnit(unit: number, unitType: 'GRAMS' | 'ML' | 'PIECES'): string {
  if (unitType === 'GRAMS' && unit >= 1000 && unit % 100 === 0) return `${unit / 1000} kg`;
  if (unitType === 'ML' && unit >= 1000 && unit % 100 === 0) return `${unit / 1000} L`;
  return `${unit} ${UNIT_LABELS[unitType]}`;
}
