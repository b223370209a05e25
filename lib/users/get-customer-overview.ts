import 'server-only';
import { db } from '@/lib/database/db';
import { notFound } from '@/lib/errors';
import { requireAdmin } from '@/lib/auth/guards';
import type { Viewer } from '@/lib/auth/viewer';
import { addressSnapshotOf, type SavedAddress } from '@/lib/domain/address-snapshot';
import { fullName } from '@/lib/domain/people';
import { refundsTotal } from '@/lib/domain/order-money';
import { uploadUrl } from '@/lib/uploads/storage-key';
import { userInclude } from './get-user';
import { userStats } from './user-stats';

export type CustomerRefundDue = { id: string; amount: number; reason: string; orderNumber: string; createdAt: string };

export type CustomerOverview = {
  id: string;
  name: string;
  firstName: string | null;
  lastName: string | null;
  phoneNumber: string;
  email: string | null;
  roleName: string;
  status: string;
  /** ISO instant */
  createdAt: string;
  /** ISO instant the person deleted their account (deleteMyAccount); null while it exists */
  deletedAt: string | null;
  profilePicUrl: string | null;
  totalOrders: number;
  activeOrders: number;
  /** paise still to be paid on their orders */
  amountDue: number;
  /** refunds owed to them (skipped paid deliveries), oldest first */
  refundsDue: CustomerRefundDue[];
  refundsDueTotal: number;
  addresses: (SavedAddress & { photoUrl: string | null })[];
};

/**
 * One customer as the admin's customer page shows them: details, order figures, what they owe
 * and are owed, and their saved addresses with photos. Their orders and audit entries come from
 * listOrders and listAuditLog. Admins only; an unknown id is NOT_FOUND.
 */
export async function getCustomerOverview(viewer: Viewer | null, userId: string): Promise<CustomerOverview> {
  requireAdmin(viewer);
  const [user, stats, refunds] = await Promise.all([
    db.user.findUnique({ where: { id: userId }, include: userInclude }),
    userStats(userId),
    // Order (userId) and Refund (orderId) indexes: a customer's orders, then their refunds.
    db.refund.findMany({
      where: { status: 'DUE', order: { userId } },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      select: { id: true, amount: true, status: true, reason: true, createdAt: true, order: { select: { orderNumber: true } } },
    }),
  ]);
  if (!user) throw notFound('Customer');
  return {
    id: user.id,
    name: fullName(user),
    firstName: user.firstName,
    lastName: user.lastName,
    phoneNumber: user.phoneNumber,
    email: user.email,
    roleName: user.role.roleName,
    status: user.status,
    createdAt: user.createdAt.toISOString(),
    deletedAt: user.deletedAt?.toISOString() ?? null,
    profilePicUrl: user.profilePic ? uploadUrl(user.profilePic.storageKey) : null,
    ...stats,
    refundsDue: refunds.map((r) => ({ id: r.id, amount: r.amount, reason: r.reason, orderNumber: r.order.orderNumber, createdAt: r.createdAt.toISOString() })),
    refundsDueTotal: refundsTotal(refunds, 'DUE'),
    addresses: user.addresses.map((a) => ({ ...addressSnapshotOf(a), photoUrl: a.image ? uploadUrl(a.image.storageKey) : null })),
  };
}
