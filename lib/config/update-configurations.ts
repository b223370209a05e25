// updateConfigurations (/admin/settings): an admin changes some of the store's settings.
// Every value is checked against its key's rule (lib/domain/settings.ts) before anything is
// written: one invalid value refuses the whole save, naming its key. Then one transaction writes
// the changed values and one audit entry with each key's value before and after, and the
// configuration's cache tag is expired so every app server reads the new values.
import 'server-only';
import { db } from '@/lib/database/db';
import { badInput } from '@/lib/errors';
import { requireAdmin } from '@/lib/auth/guards';
import type { Viewer } from '@/lib/auth/viewer';
import { recordAudit } from '@/lib/audit/record-audit';
import { invalidateConfiguration } from '@/lib/cache/catalog-cache';
import { normalizeSetting, settingProblem, SETTING_FIELDS } from '@/lib/domain/settings';
import { getConfigurations } from './get-configurations';

export const MAX_SETTINGS_PER_SAVE = 50;

export async function updateConfigurations(viewer: Viewer | null, values: readonly { key: string; value: string }[]) {
  const admin = requireAdmin(viewer);
  if (values.length === 0) throw badInput('Nothing to save.', 'values');
  if (values.length > MAX_SETTINGS_PER_SAVE) throw badInput(`At most ${MAX_SETTINGS_PER_SAVE} settings at once.`, 'values');
  const seen = new Set<string>();
  const changes = values.map(({ key, value }) => {
    if (seen.has(key)) throw badInput(`${key}: given twice.`, key);
    seen.add(key);
    const stored = normalizeSetting(key, value);
    const problem = settingProblem(key, value);
    if (problem) throw badInput(`${key}: ${problem}`, key);
    return { key, value: stored, table: SETTING_FIELDS.get(key)!.table ?? 'configuration' };
  });

  await db.$transaction(async (tx) => {
    const [configRows, messageRows] = await Promise.all([
      tx.configuration.findMany({ where: { key: { in: changes.filter((c) => c.table === 'configuration').map((c) => c.key) } } }),
      tx.message.findMany({ where: { key: { in: changes.filter((c) => c.table === 'message').map((c) => c.key) } } }),
    ]);
    const before = new Map([...configRows, ...messageRows].map((r) => [r.key, r.value]));
    const changed = changes.filter((c) => before.get(c.key) !== c.value && !(c.value === '' && !before.has(c.key)));
    if (changed.length === 0) return;
    for (const c of changed) {
      // an optional setting left empty is removed, so the app falls back to its default
      if (c.value === '') {
        if (c.table === 'message') await tx.message.deleteMany({ where: { key: c.key } });
        else await tx.configuration.deleteMany({ where: { key: c.key } });
      } else if (c.table === 'message') {
        await tx.message.upsert({ where: { key: c.key }, create: { key: c.key, value: c.value }, update: { value: c.value } });
      } else {
        await tx.configuration.upsert({ where: { key: c.key }, create: { key: c.key, value: c.value }, update: { value: c.value } });
      }
    }
    await recordAudit(tx, admin, {
      action: 'updateConfigurations',
      entity: 'Configuration',
      data: { keys: changed.map((c) => c.key), changes: changed.map((c) => ({ key: c.key, before: before.get(c.key) ?? null, after: c.value || null })) },
    });
  });
  invalidateConfiguration();
  return getConfigurations();
}
