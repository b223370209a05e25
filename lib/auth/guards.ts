import 'server-only';
import { forbidden, notFound, unauthenticated } from '@/lib/errors';
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

/**
 * The record's owner or an admin may act on it. Anyone else, and a record that is not there, is
 * NOT_FOUND naming `what`: a stranger must not learn that an id exists (forbidden would say so).
 * Answers the record, so the caller goes on with it known to be there.
 */
export function requireOwnerOrAdmin<T>(viewer: Viewer, record: T | null | undefined, ownerId: (record: T) => string, what: string): T {
  if (record == null || (ownerId(record) !== viewer.id && !isAdmin(viewer))) throw notFound(what);
  return record;
}
