// /admin/tax/csv?month=YYYY-MM&file=b2cs|b2cl|cdnur|hsn|docs|sales-register: the month's GSTR-1
// files in the GST offline tool's CSV layouts, and the sales register. Admins only.
import type { NextRequest } from 'next/server';
import { badInput } from '@/lib/errors';
import { csvForImport } from '@/lib/csv/csv-document';
import { gstr1Csv } from '@/lib/domain/gstr1';
import { getGstReport } from '@/lib/invoices/get-gst-report';
import { salesRegisterCsv } from '@/lib/invoices/sales-register';
import { csvDownload } from '../../csv-download';

const GST_FILES = ['b2cs', 'b2cl', 'cdnur', 'hsn', 'docs'] as const;

export function GET(req: NextRequest) {
  return csvDownload(req, async (viewer, params) => {
    const month = params.month ?? '';
    if (params.file === 'sales-register') return salesRegisterCsv(viewer, month);
    const table = gstr1Csv(await getGstReport(viewer, month)).find((t) => t.fileName === `${params.file}-${month}.csv`);
    if (!table) throw badInput(`Choose one of ${[...GST_FILES, 'sales-register'].join(', ')}.`, 'file');
    // the offline tool reads these: plain CSV (the rows hold codes and amounts, no typed text)
    return { fileName: table.fileName, csv: csvForImport(table.header, table.rows) };
  });
}
