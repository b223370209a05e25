// GET /api/me/export?format=json|csv: the logged-in person's own data as a download (DPDP Act 2023,
// the right to access): one JSON file, or a zip of CSV files. Nobody else's, ever: the viewer comes
// from the session cookie, and an admin gets their own (lib/privacy/export-my-data.ts).
import type { NextRequest } from 'next/server';
import { getViewer } from '@/lib/auth/session-viewer';
import { appErrorResponse } from '@/lib/http/error-response';
import { badInput } from '@/lib/errors';
import { exportFormatOf } from '@/lib/domain/personal-data';
import { exportMyData } from '@/lib/privacy/export-my-data';

export async function GET(req: NextRequest): Promise<Response> {
  try {
    const format = exportFormatOf(req.nextUrl.searchParams.get('format'));
    if (!format) throw badInput('Ask for format=json or format=csv.', 'format');
    const file = await exportMyData(await getViewer(req), format);
    return new Response(file.body as Uint8Array<ArrayBuffer>, {
      status: 200,
      headers: {
        'Content-Type': file.contentType,
        'Content-Disposition': `attachment; filename="${file.fileName}"`,
        // one person's data: never in a shared cache, never kept by the browser either
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
