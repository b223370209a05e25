import 'server-only';
import { db } from '@/lib/database/db';
import { badInput } from '@/lib/errors';
import { clock } from '@/lib/clock';
import { requireAdmin } from '@/lib/auth/guards';
import type { Viewer } from '@/lib/auth/viewer';
import { addressOneLine } from '@/lib/domain/address-snapshot';
import { formatDay } from '@/lib/domain/calendar';
import type { OrderFilter } from '@/lib/domain/inputs/order-input';
import { ORDER_STATUS_LABELS } from '@/lib/domain/order-status';
import { PAYMENT_STATUS_LABELS } from '@/lib/domain/payment-status';
import { describeRepeat } from '@/lib/domain/repeat';
import { csvDocument, type CsvCell } from '@/lib/csv/csv-document';
import { orderInclude } from './order-include';
import { orderView, type OrderView } from './order-view';
import { orderWhere } from './order-where';

/** More than this is not a console export any more but a database dump; narrow the filters. */
export const MAX_EXPORT_ORDERS = 5000;
const BATCH = 200;

const rupees = (paise: number) => (paise / 100).toFixed(2);

function rows(order: OrderView): CsvCell[][] {
  return order.suborders.map((s) => [
    order.orderNumber,
    order.placedOn,
    order.user.name,
    order.user.phoneNumber,
    rupees(order.totalPrice),
    PAYMENT_STATUS_LABELS[order.payment.status],
    rupees(order.payment.amount),
    s.suborderNo,
    s.category.title,
    describeRepeat(s),
    ORDER_STATUS_LABELS[s.status],
    `${s.deliveredCount} of ${s.deliveries.length}`,
    s.nextDeliveryDate ? formatDay(s.nextDeliveryDate) : '',
    s.endDate ? formatDay(s.endDate) : '',
    s.location ? addressOneLine(s.location) : '',
    s.location?.zipCode ?? '',
  ]);
}

const HEADER = [
  'Order',
  'Placed on',
  'Customer',
  'Phone',
  'Order total (INR)',
  'Payment',
  'Amount due (INR)',
  'Suborder',
  'Category',
  'Schedule',
  'Status',
  'Delivered',
  'Next delivery',
  'Last delivery',
  'Address',
  'PIN code',
];

/**
 * Every order the filter selects (not one page of it), newest first, one row per suborder, as the
 * console lists them. Orders placed after the export starts are left out, so the file is the
 * list as it was when asked for. Refuses more than MAX_EXPORT_ORDERS. Admins only.
 */
export async function exportOrdersCsv(viewer: Viewer | null, filter: OrderFilter = {}): Promise<{ count: number; csv: string }> {
  const v = requireAdmin(viewer);
  const where = { AND: [orderWhere(v, filter), { createdAt: { lte: clock().now() } }] };
  const count = await db.order.count({ where });
  if (count > MAX_EXPORT_ORDERS) {
    throw badInput(`${count} orders match these filters; an export holds at most ${MAX_EXPORT_ORDERS}. Narrow the filters (a date range, a status) and export again.`, 'filter', { count });
  }

  const lines: CsvCell[][] = [];
  // Keyset pages (Prisma's cursor), so a long export neither skips nor repeats an order.
  let cursor: string | undefined;
  for (;;) {
    const batch = await db.order.findMany({
      where,
      include: orderInclude,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: BATCH,
      ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
    });
    for (const order of batch) lines.push(...rows(orderView(order)));
    if (batch.length < BATCH) break;
    cursor = batch[batch.length - 1].id;
  }
  return { count, csv: csvDocument(HEADER, lines) };
}
