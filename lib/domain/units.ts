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
