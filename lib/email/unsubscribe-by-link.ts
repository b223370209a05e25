// The unsubscribe link of an email: turns that kind of message off for email only (SMS and push
// keep it). Idempotent: a second click, or the mail client's one-click POST after the page's
// button, changes nothing more.
import 'server-only';
import { db } from '@/lib/database/db';
import type { NotificationKind } from '@/lib/generated/prisma/enums';
import { readUnsubscribeToken } from './unsubscribe-link';

export type Unsubscribed = { kind: NotificationKind } | null;

/** Who and what a link is for, without changing anything (the page shows it before the button). */
export function readUnsubscribeLink(token: string): { userId: string; kind: NotificationKind } | null {
  return readUnsubscribeToken(token);
}

export async function unsubscribeByLink(token: string): Promise<Unsubscribed> {
  const link = readUnsubscribeToken(token);
  if (!link) return null;
  return db.$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { id: link.userId }, select: { settings: { select: { emailOffKinds: true } } } });
    if (!user) return null;
    const off = user.settings?.emailOffKinds ?? [];
    if (!off.includes(link.kind)) {
      const emailOffKinds = [...off, link.kind];
      await tx.userSettings.upsert({ where: { userId: link.userId }, create: { userId: link.userId, emailOffKinds }, update: { emailOffKinds } });
    }
    return { kind: link.kind };
  });
}
