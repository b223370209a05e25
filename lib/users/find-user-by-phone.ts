import 'server-only';
import { db } from '@/lib/database/db';
import { requireAdmin } from '@/lib/auth/guards';
import type { Viewer } from '@/lib/auth/viewer';
import { normalizeIndianMobile } from '@/lib/domain/phone';
import { fullName } from '@/lib/domain/people';

/**
 * The account with this mobile number, as an admin typed it ('98765 43210', '+91…'), or null when
 * the number is not a mobile number or nobody has it. Admins only.
 */
export async function findUserByPhone(viewer: Viewer | null, phone: string): Promise<{ id: string; name: string; phoneNumber: string } | null> {
  requireAdmin(viewer);
  const phoneNumber = normalizeIndianMobile(phone);
  if (!phoneNumber) return null;
  const user = await db.user.findUnique({ where: { phoneNumber }, select: { id: true, firstName: true, lastName: true, phoneNumber: true } });
  return user && { id: user.id, name: fullName(user), phoneNumber: user.phoneNumber };
}
