import 'server-only';
import { db } from '@/lib/database/db';
import { requireAdmin } from '@/lib/auth/guards';
import type { Viewer } from '@/lib/auth/viewer';
import { recordAudit, recordAudits } from '@/lib/audit/record-audit';
import { ALREADY_A_CUSTOMER, countPlan, importSummary, type ImportRowPlan, type NewPersonInput } from '@/lib/domain/customer-import';
import { planUserImport } from './plan-user-import';

/**
 * Bulk import: every row is checked (the same plan as previewImportUsers); new numbers are added in
 * one transaction, numbers that already have an account and repeats within the file are skipped,
 * and each row not added is reported with its reason. Safe to run again: a second run of the same
 * file adds nobody, and says so. Admins only.
 */
export async function importUsers(viewer: Viewer | null, rows: readonly NewPersonInput[]) {
  const v = requireAdmin(viewer);
  const plan = await db.$transaction(async (tx) => {
    const planned = await planUserImport(tx, rows);
    const people = planned.flatMap((r) => (r.person ? [r.person] : []));
    // ON CONFLICT DO NOTHING: a number added by someone else since the plan (another import, a
    // login) is skipped like any existing customer instead of failing the whole file.
    const created = people.length
      ? await tx.user.createManyAndReturn({ data: people, skipDuplicates: true, select: { id: true, phoneNumber: true } })
      : [];
    const idOf = new Map(created.map((u) => [u.phoneNumber, u.id]));
    if (created.length) {
      await tx.userSettings.createMany({ data: created.map((u) => ({ userId: u.id })) });
      // One entry per person, so their customer page shows who added them and when.
      await recordAudits(tx, v, created.map((u) => ({ action: 'importUser', entity: 'User', entityId: u.id, subjectUserId: u.id })));
    }
    const final: ImportRowPlan[] = planned.map((r) =>
      r.status === 'NEW' && !idOf.has(r.phoneNumber) ? { ...r, status: 'EXISTING', message: ALREADY_A_CUSTOMER, person: null } : r,
    );
    const counts = countPlan(final);
    await recordAudit(tx, v, { action: 'importUsers', entity: 'User', data: { created: counts.added, existing: counts.existing, rejected: counts.refused } });
    return final;
  });

  const counts = countPlan(plan);
  return {
    // false only when nothing went in and something was wrong; a rerun (everyone already a
    // customer) is a success that added nobody.
    success: counts.added > 0 || counts.refused === 0,
    message: importSummary(counts),
    userCount: counts.added,
    existingCount: counts.existing,
    refusedCount: counts.refused,
    errors: plan.filter((r) => r.status !== 'NEW').map((r) => ({ row: r.row, message: r.message ?? '' })),
    rows: plan,
  };
}
