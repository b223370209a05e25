// /admin/orders/csv?<the console's filters>: every order the console's filters select (all pages),
// one row per suborder. Admins only; too many orders is a 400 saying so.
import type { NextRequest } from 'next/server';
import { exportOrdersCsv } from '@/lib/orders/export-orders';
import { csvFileName } from '@/lib/csv/csv-document';
import { kolkataToday } from '@/lib/domain/calendar';
import { clock } from '@/lib/clock';
import { orderFilterOf, parseOrdersSearchParams } from '@/components/orders/orders-search-params';
import { csvDownload } from '../../csv-download';


export function GET(req: NextRequest) {
  return csvDownload(req, async (viewer, params) => {
    const { csv } = await exportOrdersCsv(viewer, orderFilterOf(parseOrdersSearchParams(params)));
    return { fileName: csvFileName('orders', kolkataToday(clock().now())), csv };
  });
}
