import 'server-only';
import type { NextRequest } from 'next/server';
import { claimsFromCookies } from './session-token';
import { loadViewer } from './load-viewer';
import type { Viewer } from './viewer';

/** The viewer of a route-handler request, from its signed session cookie. */
export async function getViewer(req: NextRequest): Promise<Viewer | null> {
  return loadViewer(await claimsFromCookies((name) => req.cookies.get(name)?.value));
}
