import { db } from '@/lib/db';
import { forbidden } from '@/lib/errors';
import { requireViewer } from '@/lib/auth/guards';
import { isAdmin, type Viewer } from '@/lib/auth/viewer';
import { addDays, kolkataDayStart, type IsoDay } from '@/lib/domain/dates';
import type { OrderStatus } from '@/lib/domain/order-status';
import type { Prisma } from '@/lib/generated/prisma/client';
import { orderInclude, type OrderWithDetails } from './order-include';

export type OrderFilter = {
  /** orders with at least one suborder in this status */
  status?: OrderStatus | null;
  /** placed on or after this Kolkata day */
  fromDate?: IsoDay | null;
  /** placed on or before this Kolkata day */
  toDate?: IsoDay | null;
  /** admins: one customer's orders; customers may pass only their own id */
  userId?: string | null;
  /** order number; for admins also the customer's phone or name */
  search?: string | null;
};

export const DEFAULT_ORDER_PAGE = 20;
export const MAX_ORDER_PAGE = 100;

/** Order history, newest first: a customer's own orders, or every order for an admin. */
export async function listOrders(
  viewer: Viewer | null,
  opts: { skip?: number | null; limit?: number | null; filter?: OrderFilter | null } = {},
): Promise<{ count: number; orders: OrderWithDetails[] }> {
  const v = requireViewer(viewer);
  const filter = opts.filter ?? {};
  const admin = isAdmin(v);
  if (!admin && filter.userId && filter.userId !== v.id) throw forbidden('You can only see your own orders.');
  const userId = admin ? filter.userId : v.id;

  const and: Prisma.OrderWhereInput[] = [];
  if (userId) and.push({ userId });
  if (filter.status) and.push({ suborders: { some: { status: filter.status } } });
  if (filter.fromDate) and.push({ createdAt: { gte: kolkataDayStart(filter.fromDate) } });
  if (filter.toDate) and.push({ createdAt: { lt: kolkataDayStart(addDays(filter.toDate, 1)) } });
  const search = filter.search?.trim();
  if (search) and.push({ OR: searchTerms(search, admin) });
  const where: Prisma.OrderWhereInput = and.length ? { AND: and } : {};

  const [count, orders] = await Promise.all([
    db.order.count({ where }),
    db.order.findMany({
      where,
      include: orderInclude,
      // (userId, createdAt desc) and (createdAt desc) indexes serve this order.
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: opts.skip ?? 0,
      take: Math.min(MAX_ORDER_PAGE, opts.limit ?? DEFAULT_ORDER_PAGE),
    }),
  ]);
  return { count, orders };
}

function searchTerms(search: string, admin: boolean): Prisma.OrderWhereInput[] {
  const terms: Prisma.OrderWhereInput[] = [{ orderNumber: { contains: search, mode: 'insensitive' } }];
  if (!admin) return terms;
  const digits = search.replace(/\D/g, '');
  if (digits.length >= 3) terms.push({ user: { phoneNumber: { contains: digits } } });
  for (const word of search.split(/\s+/).slice(0, 3)) {
    terms.push({ user: { OR: [{ firstName: { contains: word, mode: 'insensitive' } }, { lastName: { contains: word, mode: 'insensitive' } }] } });
  }
  return terms;
}
