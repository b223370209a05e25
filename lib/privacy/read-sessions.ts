import 'server-only';
import { iso, type SectionReader } from './section-reader';

export type SessionExport = { startedAt: string; lastSeenAt: string; endedAt: string | null; device: string | null; ipAddress: string | null };

/**
 * The logins we still hold (ended ones are pruned after a day), newest first. The session id is
 * left out: it is the secret half of a login cookie, and the file may be shared.
 */
export const sessionsReader: SectionReader<SessionExport[]> = {
  async read(tx, userId) {
    const rows = await tx.session.findMany({ where: { userId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
    return rows.map((s) => ({ startedAt: s.createdAt.toISOString(), lastSeenAt: s.lastSeenAt.toISOString(), endedAt: iso(s.revokedAt), device: s.userAgent, ipAddress: s.ip }));
  },
  tables: (sessions) => [
    {
      name: 'sessions',
      header: ['startedAt', 'lastSeenAt', 'endedAt', 'device', 'ipAddress'],
      rows: sessions.map((s) => [s.startedAt, s.lastSeenAt, s.endedAt, s.device, s.ipAddress]),
    },
  ],
};
