import 'server-only';
import { db } from '@/lib/database/db';
import { forbidden } from '@/lib/errors';
import { requireViewer } from '@/lib/auth/guards';
import { isAdmin, type Viewer } from '@/lib/auth/viewer';
import { addDays, dayToDate, kolkataDayStart } from '@/lib/domain/calendar';
import type { ListOrdersInput } from '@/lib/domain/inputs/order-input';
import type { Prisma } from '@/lib/generated/prisma/client';
import { orderInclude } from './order-include';
import { orderView, type OrderView } from './order-view';

export const DEFAULT_ORDER_PAGE = 20;
export const MAX_ORDER_PAGE = 100;

/** Order history, newest first: a customer's own orders, or every order for an admin. */
export async function listOrders(
  viewer: Viewer | null,
  opts: ListOrdersInput = {},
): Promise<{ count: number; orders: OrderView[] }> {
  const v = requireViewer(viewer);
  const filter = opts.filter ?? {};
  const admin = isAdmin(v);
  if (!admin && filter.userId && filter.userId !== v.id) throw forbidden('You can only see your own orders.');
  const userId = admin ? filter.userId : v.id;

  const and: Prisma.OrderWhereInput[] = [];
  if (userId) and.push({ userId });
  if (filter.status) and.push({ suborders: { some: { status: filter.status } } });
  if (filter.paymentStatus) and.push({ payment: { status: filter.paymentStatus } });
  if (filter.deliveryDate) and.push({ suborders: { some: { deliveries: { some: { deliveryDate: dayToDate(filter.deliveryDate) } } } } });
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
  return { count, orders: orders.map(orderView) };
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
