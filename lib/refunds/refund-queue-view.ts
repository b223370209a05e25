// A refund to UPI as the admin's queue shows it: the customer, where to pay it, and its age against
// the 30-day promise.
import 'server-only';
import { fullName } from '@/lib/domain/people';
import { isRefundOverdue, refundAgeDays } from '@/lib/domain/wallet';
import type { RefundStatus } from '@/lib/generated/prisma/enums';

export const refundQueueSelect = {
  id: true,
  amount: true,
  reason: true,
  status: true,
  createdAt: true,
  paidAt: true,
  utr: true,
  order: { select: { orderNumber: true, user: { select: { id: true, firstName: true, lastName: true, phoneNumber: true, upiId: true } } } },
} as const;

export type RefundQueueRow = {
  id: string;
  amount: number;
  reason: string;
  status: RefundStatus;
  createdAt: Date;
  paidAt: Date | null;
  utr: string | null;
  order: { orderNumber: string; user: { id: string; firstName: string | null; lastName: string | null; phoneNumber: string; upiId: string | null } };
};

export type RefundQueueItem = {
  id: string;
  amount: number;
  reason: string;
  status: RefundStatus;
  orderNumber: string;
  customer: { id: string; name: string; phoneNumber: string };
  /** where to pay it: the customer's UPI id, null when they have not given one (pay to their phone number) */
  upiId: string | null;
  createdAt: string;
  ageDays: number;
  overdue: boolean;
  paidAt: string | null;
  utr: string | null;
};

export function refundQueueItem(r: RefundQueueRow, now: Date): RefundQueueItem {
  const u = r.order.user;
  const due = r.status === 'DUE';
  return {
    id: r.id,
    amount: r.amount,
    reason: r.reason,
    status: r.status,
    orderNumber: r.order.orderNumber,
    customer: { id: u.id, name: fullName(u), phoneNumber: u.phoneNumber },
    upiId: u.upiId,
    createdAt: r.createdAt.toISOString(),
    ageDays: refundAgeDays(r.createdAt, r.paidAt ?? now),
    overdue: due && isRefundOverdue(r.createdAt, now),
    paidAt: r.paidAt?.toISOString() ?? null,
    utr: r.utr,
  };
}
