// Serves stored uploads at /uploads/<storageKey>. Hero and menu images are public and cached for
// good (their keys are timestamped, so a new upload is a new URL); everything else is private to
// its owner and admins and never cached.
import type { NextRequest } from 'next/server';
import { getViewer } from '@/lib/auth/session-viewer';
import { appErrorResponse } from '@/lib/http/error-response';
import { readUpload } from '@/lib/uploads/read-upload';
import { servedFileHeaders } from '@/lib/domain/upload-rules';

export async function GET(req: NextRequest, ctx: { params: Promise<{ key: string[] }> }) {
  const { key } = await ctx.params;
  try {
    const file = await readUpload(await getViewer(req), key.join('/'));
    // Images inline, PDFs (which can carry JavaScript) as sandboxed downloads: lib/domain/upload-rules.ts.
    const served = servedFileHeaders(file.contentType, file.kind, file.fileName);
    const headers = new Headers({
      'Content-Type': file.contentType,
      'Content-Length': String(file.bytes.length),
      // stored files are served as exactly what they were checked to be, never sniffed into HTML
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': served.disposition,
      'Content-Security-Policy': served.contentSecurityPolicy,
      'Cache-Control': file.isPublic ? 'public, max-age=31536000, immutable' : 'private, no-store',
    });
    return new Response(new Uint8Array(file.bytes), { status: 200, headers });
  } catch (e) {
    const refused = appErrorResponse(e);
    if (refused) return refused;
    throw e;
  }
}
