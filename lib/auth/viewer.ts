// Who is making a request, as every service sees it. Built from the signed session on the server;
// never from anything the browser says about itself.
import 'server-only';
import { ROLE_ADMIN, ROLE_RIDER } from '@/lib/domain/roles';

export { ROLE_ADMIN, ROLE_CUSTOMER, ROLE_RIDER } from '@/lib/domain/roles';

export type Viewer = {
  id: string;
  roleId: number;
  firstName: string | null;
  /** E.164; absent where a viewer is built without it (tests, next-auth callbacks) */
  phoneNumber?: string;
  /** the customer an admin has selected to act for */
  actingForUserId?: string | null;
};

export function isAdmin(viewer: Viewer | null | undefined): boolean {
  return viewer?.roleId === ROLE_ADMIN;
}

/** A rider (addRider): sees their own route, nothing of the shop's customers. */
export function isRider(viewer: Viewer | null | undefined): boolean {
  return viewer?.roleId === ROLE_RIDER;
}

/**
 * Whose data the viewer is working on: their own, or the customer an admin has selected to act
 * for. (loadViewer already drops a selection from anyone who is not an admin.)
 */
export function customerIdFor(viewer: Viewer): string {
  return isAdmin(viewer) && viewer.actingForUserId ? viewer.actingForUserId : viewer.id;
}
