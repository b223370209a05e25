import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { Viewer } from '@/lib/auth/viewer';

type Tx = Prisma.TransactionClient;

/** Records an admin's write on a customer's data (architecture.md: every such write is audited). */
export async function recordAudit(
  tx: Tx,
  viewer: Viewer,
  entry: { action: string; entity: string; entityId?: string | null; subjectUserId?: string | null; data?: Prisma.InputJsonValue },
): Promise<void> {
  await tx.auditLog.create({
    data: {
      actorId: viewer.id,
      subjectUserId: entry.subjectUserId ?? null,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId ?? null,
      data: entry.data,
    },
  });
}

/** Several entries at once (one statement), e.g. one per customer a file import added. */
export async function recordAudits(
  tx: Tx,
  viewer: Viewer,
  entries: { action: string; entity: string; entityId?: string | null; subjectUserId?: string | null; data?: Prisma.InputJsonValue }[],
): Promise<void> {
  if (entries.length === 0) return;
  await tx.auditLog.createMany({
    data: entries.map((e) => ({ actorId: viewer.id, subjectUserId: e.subjectUserId ?? null, action: e.action, entity: e.entity, entityId: e.entityId ?? null, data: e.data })),
  });
}
