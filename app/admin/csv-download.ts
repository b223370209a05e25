// The admin's CSV downloads are route handlers (a plain link works without JavaScript and the
// browser saves the file itself); each checks the admin again, the proxy guard notwithstanding.
import type { NextRequest } from 'next/server';
import { getViewer } from '@/lib/auth/session-viewer';
import type { Viewer } from '@/lib/auth/viewer';
import { appErrorResponse } from '@/lib/http/error-response';

type Params = Record<string, string>;

/** Runs `make` for the request's viewer; its file is sent as a download, a refusal as plain text. */
export async function csvDownload(req: NextRequest, make: (viewer: Viewer | null, params: Params) => Promise<{ fileName: string; csv: string }>): Promise<Response> {
  try {
    const { fileName, csv } = await make(await getViewer(req), Object.fromEntries(req.nextUrl.searchParams));
    return new Response(csv, {
      status: 200,
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
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
