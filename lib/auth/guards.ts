import 'server-only';
import { forbidden, unauthenticated } from '@/lib/errors';
import { isAdmin, type Viewer } from './viewer';

export function requireViewer(viewer: Viewer | null): Viewer {
  if (!viewer) throw unauthenticated();
  return viewer;
}

export function requireAdmin(viewer: Viewer | null): Viewer {
  const v = requireViewer(viewer);
  if (!isAdmin(v)) throw forbidden('Only admins can do this.');
  return v;
}

/** The user themself or an admin may act on `userId`'s records. */
export function requireSelfOrAdmin(viewer: Viewer | null, userId: string): Viewer {
  const v = requireViewer(viewer);
  if (v.id !== userId && !isAdmin(v)) throw forbidden('You can only see or change your own account.');
  return v;
}
