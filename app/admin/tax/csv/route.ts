// /admin/tax/csv?month=YYYY-MM&file=b2cs|b2cl|cdnur|exemp|hsn|docs|workbook|sales-register: the
// month's GSTR-1 tables in the GST offline tool's CSV layouts (hsn is the B2C tab, hsn(b2c)), the
// whole return as one Excel workbook in the tool's template layout, and the sales register. Admins only.
import type { NextRequest } from 'next/server';
import { badInput } from '@/lib/errors';
import { csvForImport } from '@/lib/csv/csv-document';
import { gstr1Csv } from '@/lib/domain/gstr1';
import { getGstReport } from '@/lib/invoices/get-gst-report';
import { gstr1Workbook, WORKBOOK_CONTENT_TYPE } from '@/lib/invoices/gstr1-workbook';
import { salesRegisterCsv } from '@/lib/invoices/sales-register';
import { csvDownload } from '../../csv-download';

const GST_FILES = ['b2cs', 'b2cl', 'cdnur', 'exemp', 'hsn', 'docs'] as const;

export function GET(req: NextRequest) {
  return csvDownload(req, async (viewer, params) => {
    const month = params.month ?? '';
    if (params.file === 'sales-register') return salesRegisterCsv(viewer, month);
    if (params.file === 'workbook') {
      const report = await getGstReport(viewer, month);
      return { fileName: `gstr1-${month}.xlsx`, body: await gstr1Workbook(report), contentType: WORKBOOK_CONTENT_TYPE };
    }
    const table = GST_FILES.includes(params.file as (typeof GST_FILES)[number]) ? gstr1Csv(await getGstReport(viewer, month)).find((t) => t.key === params.file) : undefined;
    if (!table) throw badInput(`Choose one of ${[...GST_FILES, 'workbook', 'sales-register'].join(', ')}.`, 'file');
    // the offline tool reads these: plain CSV (the rows hold codes and amounts, no typed text)
    return { fileName: table.fileName, csv: csvForImport(table.header, table.rows) };
  });
}
