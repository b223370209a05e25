import 'server-only';
import { requireViewer } from './guards';
import { revokeSessions } from './revoke-sessions';
import type { Viewer } from './viewer';

/**
 * "Log out of all devices": every session of the viewer ends, this one included (a lost phone's
 * session cannot be told from this one). An admin acting for a customer ends their own sessions,
 * never the customer's.
 */
export async function logoutAllDevices(viewer: Viewer | null): Promise<{ ended: number }> {
  const v = requireViewer(viewer);
  return { ended: await revokeSessions({ userId: v.id }) };
}
