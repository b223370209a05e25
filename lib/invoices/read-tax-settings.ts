import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import { STORE_NAME } from '@/lib/site';
import { TAX_SETTING_KEYS, taxSettingsFromConfig, type TaxSettings } from '@/lib/domain/tax-settings';

/**
 * The tax settings as they are now, read inside the issuing transaction (a document carries the
 * settings of the moment it was issued; no second connection while the transaction holds one).
 */
export async function readTaxSettings(tx: Pick<Prisma.TransactionClient, 'configuration'>): Promise<TaxSettings> {
  const rows = await tx.configuration.findMany({ where: { key: { in: [...TAX_SETTING_KEYS] } }, select: { key: true, value: true } });
  return taxSettingsFromConfig(Object.fromEntries(rows.map((r) => [r.key, r.value])), STORE_NAME);
}
