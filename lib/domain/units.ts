// How menu items are measured and how a size is written for customers.
export const UNIT_TYPES = ['GRAMS', 'ML', 'PIECES'] as const;
export type UnitType = (typeof UNIT_TYPES)[number];

export const UNIT_LABELS: Record<UnitType, string> = { GRAMS: 'g', ML: 'ml', PIECES: 'pcs' };

/** '250 g', '1 kg', '1.5 L', '6 pcs': whole kilograms and litres from 1000 up. */
export function formatUnit(unit: number, unitType: UnitType): string {
  if (unitType === 'GRAMS' && unit >= 1000 && unit % 100 === 0) return `${unit / 1000} kg`;
  if (unitType === 'ML' && unit >= 1000 && unit % 100 === 0) return `${unit / 1000} L`;
  return `${unit} ${UNIT_LABELS[unitType]}`;
}

/**
 * A total to cook or pack: '3.5 kg', '1.05 kg', '750 g', '2 L', '36 pcs'. Unlike formatUnit (a size
 * on the menu), any total of 1000 or more reads in kilograms or litres, to three decimals at most.
 */
export function formatAmount(total: number, unitType: UnitType): string {
  const big = unitType === 'GRAMS' ? 'kg' : unitType === 'ML' ? 'L' : null;
  if (big && total >= 1000) return `${Number((total / 1000).toFixed(3))} ${big}`;
  return `${total} ${UNIT_LABELS[unitType]}`;
}
