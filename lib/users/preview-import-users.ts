import 'server-only';
import { db } from '@/lib/database/db';
import { requireAdmin } from '@/lib/auth/guards';
import type { Viewer } from '@/lib/auth/viewer';
import { countPlan, previewSummary, type NewPersonInput } from '@/lib/domain/customer-import';
import { planUserImport } from './plan-user-import';

/**
 * The dry run of importUsers: what each row would do (added, already a customer, repeated in the
 * file, or refused with the reason), writing nothing. Admins only.
 */
export async function previewImportUsers(viewer: Viewer | null, rows: readonly NewPersonInput[]) {
  requireAdmin(viewer);
  const plan = await planUserImport(db, rows);
  const counts = countPlan(plan);
  return { summary: previewSummary(counts), newCount: counts.added, existingCount: counts.existing, refusedCount: counts.refused, rows: plan };
}
