// The dispatch sheets as CSV files, with the same lines the page prints.
import 'server-only';
import { addressOneLine } from '@/lib/domain/address-snapshot';
import { CATEGORY_LABELS } from '@/lib/domain/categories';
import { describeItems, mapLink } from '@/lib/domain/dispatch';
import { ORDER_STATUS_LABELS } from '@/lib/domain/order-status';
import { PAYMENT_STATUS_LABELS } from '@/lib/domain/payment-status';
import { formatAmount, formatUnit } from '@/lib/domain/units';
import { csvDocument } from '@/lib/csv/csv-document';
import type { Dispatch, DispatchStop } from './get-dispatch';

/** One row per delivery, in the order given (the page's sort). */
export function routeSheetCsv(date: string, stops: readonly DispatchStop[]): string {
  return csvDocument(
    ['Date', 'Order', 'Suborder', 'Category', 'Status', 'Payment', 'Customer', 'Phone', 'Address', 'PIN code', 'Map', 'Drop note', 'Items'],
    stops.map((s) => [
      date,
      s.orderNumber,
      s.suborderNo,
      CATEGORY_LABELS[s.categoryEnum],
      ORDER_STATUS_LABELS[s.status],
      PAYMENT_STATUS_LABELS[s.paymentStatus],
      s.customer.name,
      s.customer.phoneNumber,
      s.location ? addressOneLine(s.location) : '',
      s.location?.zipCode ?? '',
      s.location ? mapLink(s.location) : '',
      s.dropNote,
      describeItems(s.items),
    ]),
  );
}

/** One row per item and size: what the kitchen cooks that day. */
export function cookSheetCsv(dispatch: Pick<Dispatch, 'date' | 'cookSheet'>): string {
  return csvDocument(
    ['Date', 'Category', 'Item', 'Size', 'Portions', 'Total', 'Total (number)', 'Unit'],
    dispatch.cookSheet.map((l) => [
      dispatch.date,
      CATEGORY_LABELS[l.categoryEnum],
      l.name,
      formatUnit(l.unit, l.unitType),
      l.quantity,
      formatAmount(l.totalAmount, l.unitType),
      l.totalAmount,
      l.unitType,
    ]),
  );
}
