// The admin's CSV downloads are route handlers (a plain link works without JavaScript and the
// browser saves the file itself); each checks the admin again, the proxy guard notwithstanding.
import type { NextRequest } from 'next/server';
import { getViewer } from '@/lib/auth/session-viewer';
import type { Viewer } from '@/lib/auth/viewer';
import { appErrorResponse } from '@/lib/http/error-response';

type Params = Record<string, string>;
/** A CSV file, or another kind of file (the GSTR-1 workbook) with its content type. */
type Download = { fileName: string; csv: string } | { fileName: string; body: Uint8Array; contentType: string };

/** Runs `make` for the request's viewer; its file is sent as a download, a refusal as plain text. */
export async function csvDownload(req: NextRequest, make: (viewer: Viewer | null, params: Params) => Promise<Download>): Promise<Response> {
  try {
    const file = await make(await getViewer(req), Object.fromEntries(req.nextUrl.searchParams));
    const fileName = file.fileName;
    return new Response('csv' in file ? file.csv : new Blob([file.body as Uint8Array<ArrayBuffer>]), {
      status: 200,
      headers: {
        'Content-Type': 'csv' in file ? 'text/csv; charset=utf-8' : file.contentType,
        'Content-Disposition': `attachment; filename="${fileName}"`,
        // customers' names and phones: never in a shared cache
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
