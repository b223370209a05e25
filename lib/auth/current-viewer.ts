import 'server-only';
import { cache } from 'react';
import { cookies } from 'next/headers';
import { claimsFromCookies, type SessionClaims } from './session-token';
import { loadViewer } from './load-viewer';
import type { Viewer } from './viewer';

export type PageViewer = Viewer & { selectedCustomerFirstName: string | null };

/** The viewer of a server component render; cached so a page and its layout share one lookup. */
export const currentSession = cache(async (): Promise<{ claims: SessionClaims | null; viewer: PageViewer | null }> => {
  const jar = await cookies();
  const claims = await claimsFromCookies((name) => jar.get(name)?.value);
  const viewer = await loadViewer(claims);
  return {
    claims,
    viewer: viewer ? { ...viewer, selectedCustomerFirstName: viewer.actingForUserId ? (claims?.actingForFirstName ?? null) : null } : null,
  };
});

export async function currentViewer(): Promise<PageViewer | null> {
  return (await currentSession()).viewer;
}
