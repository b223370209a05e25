// /invoice/pdf?invoice=<number> or ?creditNote=<number>: the issued document as a PDF download, for
// its owner or an admin (anyone else: 404, as on the pages; logged out: 401).
import type { NextRequest } from 'next/server';
import { getViewer } from '@/lib/auth/session-viewer';
import { appErrorResponse } from '@/lib/http/error-response';
import { badInput } from '@/lib/errors';
import { getCreditNote, getInvoiceByNumber } from '@/lib/invoices/get-invoices';
import { taxDocumentPdf } from '@/lib/invoices/tax-document-pdf';

export async function GET(req: NextRequest) {
  try {
    const viewer = await getViewer(req);
    const params = req.nextUrl.searchParams;
    const invoice = params.get('invoice')?.trim();
    const creditNote = params.get('creditNote')?.trim();
    const number = invoice || creditNote;
    if (!number || number.length > 20) throw badInput('Name an invoice or a credit note by its number.', 'invoice');
    const pdf = invoice ? await taxDocumentPdf({ kind: 'invoice', doc: await getInvoiceByNumber(viewer, invoice) }) : await taxDocumentPdf({ kind: 'creditNote', doc: await getCreditNote(viewer, number) });
    return new Response(new Uint8Array(pdf), {
      status: 200,
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Length': String(pdf.length),
        'Content-Disposition': `attachment; filename="${number.replace(/[^A-Za-z0-9-]/g, '-')}.pdf"`,
        // a customer's name and phone: never in a shared cache
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  } catch (e) {
    const refused = appErrorResponse(e);
    if (refused) return refused;
    throw e;
  }
}
