import 'server-only';
import { forbidden, redirect } from 'next/navigation';
import { currentViewer, type PageViewer } from './current-viewer';
import { isAdmin } from './viewer';

/** For pages that need a login: send a logged-out visitor to log in and back here afterwards. */
export async function requirePageViewer(returnTo: string): Promise<PageViewer> {
  const viewer = await currentViewer();
  if (!viewer) redirect(`/log-in?next=${encodeURIComponent(returnTo)}`);
  return viewer;
}

/** Admin pages check the role again here: the route guard alone protects nothing (CVE-2025-29927). */
export async function requirePageAdmin(returnTo: string): Promise<PageViewer> {
  const viewer = await requirePageViewer(returnTo);
  if (!isAdmin(viewer)) forbidden();
  return viewer;
}
