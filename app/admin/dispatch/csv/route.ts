// /admin/dispatch/csv?date=YYYY-MM-DD&sheet=route|cook&sort=pin|customer|status: the day's route
// sheet (in the page's order) or cook sheet as a CSV file. Admins only.
import type { NextRequest } from 'next/server';
import { getDispatch } from '@/lib/dispatch/get-dispatch';
import { cookSheetCsv, routeSheetCsv } from '@/lib/dispatch/dispatch-csv';
import { csvFileName } from '@/lib/csv/csv-document';
import { badInput } from '@/lib/errors';
import { isIsoDay } from '@/lib/domain/calendar';
import { parseStopSort, sortStops } from '@/lib/domain/dispatch';
import { csvDownload } from '../../csv-download';


export function GET(req: NextRequest) {
  return csvDownload(req, async (viewer, params) => {
    const date = params.date ?? '';
    if (!isIsoDay(date)) throw badInput('Give the day as YYYY-MM-DD.', 'date');
    const dispatch = await getDispatch(viewer, date);
    if (params.sheet === 'cook') return { fileName: csvFileName('cook-sheet', date), csv: cookSheetCsv(dispatch) };
    return { fileName: csvFileName('route-sheet', date), csv: routeSheetCsv(date, sortStops(dispatch.stops, parseStopSort(params.sort))) };
  });
}
