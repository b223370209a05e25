// The one-click unsubscribe of every email (RFC 8058): a link per customer and message kind that
// turns that kind off for email only. It never expires (an old email's link must still work) and
// does nothing on GET: mail scanners follow links; only a POST (the mail client's one click, or the
// button on the page) changes anything.
import 'server-only';
import type { NotificationKind } from '@/lib/generated/prisma/enums';
import { NOTIFICATION_KINDS } from '@/lib/domain/notifications';
import { siteUrl } from '@/lib/site';
import { readToken, signToken } from './signed-token';

const PURPOSE = 'unsubscribe';

export function unsubscribeToken(userId: string, kind: NotificationKind): string {
  return signToken(PURPOSE, [userId, kind]);
}

export function readUnsubscribeToken(token: string): { userId: string; kind: NotificationKind } | null {
  const parts = readToken(PURPOSE, token, 2);
  if (!parts) return null;
  const [userId, kind] = parts;
  return (NOTIFICATION_KINDS as readonly string[]).includes(kind) ? { userId, kind: kind as NotificationKind } : null;
}

/** The page that asks before turning the kind off (the link in the email's footer). */
export const unsubscribePageUrl = (token: string) => `${siteUrl()}/unsubscribe?token=${encodeURIComponent(token)}`;
/** Where a mail client POSTs `List-Unsubscribe=One-Click` (the List-Unsubscribe header). */
export const oneClickUnsubscribeUrl = (token: string) => `${siteUrl()}/api/unsubscribe?token=${encodeURIComponent(token)}`;
