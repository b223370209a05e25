// updateUpiId: the customer's own UPI id, where a refund to UPI or a wallet payout is paid (the admin's
// refund queue shows it). null removes it (refunds then default to store credit or the phone number).
import 'server-only';
import { db } from '@/lib/database/db';
import { requireViewer } from '@/lib/auth/guards';
import type { Viewer } from '@/lib/auth/viewer';

export async function updateUpiId(viewer: Viewer | null, upiId: string | null): Promise<{ message: string; upiId: string | null }> {
  const v = requireViewer(viewer);
  await db.user.update({ where: { id: v.id }, data: { upiId } });
  return { message: upiId ? `Refunds to UPI will be paid to ${upiId}` : 'Your UPI id was removed', upiId };
}

export async function getMyUpiId(viewer: Viewer | null): Promise<string | null> {
  const v = requireViewer(viewer);
  return (await db.user.findUnique({ where: { id: v.id }, select: { upiId: true } }))?.upiId ?? null;
}
