import 'server-only';
import { db } from '@/lib/database/db';

export async function getConfigurations() {
  const [configurations, messages] = await Promise.all([
    db.configuration.findMany({ orderBy: { key: 'asc' } }),
    db.message.findMany({ orderBy: { key: 'asc' } }),
  ]);
  return { configurations, messages };
}

/** The configuration as a key → value map, for services that need a few keys. */
export async function getConfigMap(): Promise<Record<string, string>> {
  const rows = await db.configuration.findMany();
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}
