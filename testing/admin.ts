// The seeded admin, as db tests use them: a Viewer to call a service with, and where a test also
// goes through GraphQL, a real session cookie. Many tests built these by hand, the same two or three
// lines each.
import type { Db } from '@/lib/database/db';
import { ROLE_ADMIN, type Viewer } from '@/lib/auth/viewer';
import { loginAs } from './login';

// The seeded admin is the first admin in a test database: it is cloned from the seeded template,
// and an admin a test adds comes later. (testing/ may not import prisma/seed-data's ADMIN_PHONE:
// the seed is tooling, which may import testing, not the other way round.)
function firstAdmin(db: Db) {
  return db.user.findFirstOrThrow({ where: { roleId: ROLE_ADMIN }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
}

/** The seeded admin as a service sees them, read from the test database (no login, no session). */
export async function seededAdminViewer(db: Db): Promise<Viewer> {
  const row = await firstAdmin(db);
  return { id: row.id, roleId: ROLE_ADMIN, firstName: row.firstName };
}

/** The seeded admin logged in through the real OTP flow: the viewer for service calls, the cookie for requests. */
export async function loginAsAdmin(db: Db): Promise<{ viewer: Viewer; cookie: string }> {
  const session = await loginAs((await firstAdmin(db)).phoneNumber);
  return { viewer: { id: session.user.id, roleId: ROLE_ADMIN, firstName: session.user.firstName }, cookie: session.cookie };
}
