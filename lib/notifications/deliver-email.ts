// A message by email: to the customer's verified address (the verification link: to the address
// it verifies), HTML and text from the store's layout, with one-click unsubscribe headers
// (RFC 2369 List-Unsubscribe, RFC 8058 List-Unsubscribe-Post) that turn this kind off for email only.
import 'server-only';
import { db } from '@/lib/database/db';
import { NOTIFICATION_KIND_LABELS } from '@/lib/domain/notifications';
import { STORE_NAME, siteUrl } from '@/lib/site';
import { EmailSendingUnavailable, type MailSender, type OutgoingEmail } from '@/lib/email/mail-sender';
import { renderEmail, type EmailParts } from '@/lib/email/render-email';
import { oneClickUnsubscribeUrl, unsubscribePageUrl, unsubscribeToken } from '@/lib/email/unsubscribe-link';
import { EMAIL_VERIFICATION_HOURS, verificationUrl } from '@/lib/email/verification-token';
import { messagePath, withoutStorePrefix, type Delivery, type OutgoingMessage } from './delivery';

/** The email for a message, or why there is no one to send it to. */
export async function composeEmail(message: OutgoingMessage): Promise<OutgoingEmail | { skip: string }> {
  const label = NOTIFICATION_KIND_LABELS[message.kind];
  const text = withoutStorePrefix(message.body, STORE_NAME);
  if (message.kind === 'EMAIL_VERIFICATION') {
    const verification = await db.emailVerification.findUnique({ where: { notificationId: message.id }, select: { id: true, email: true } });
    if (!verification || verification.email !== message.user.email) return { skip: 'The email address was changed before this link was sent.' };
    const parts: EmailParts = {
      subject: `Confirm your email address for ${STORE_NAME}`,
      name: message.user.firstName,
      heading: 'Confirm your email address',
      paragraphs: [`Please confirm that ${verification.email} is yours: we send order messages to it only once you do.`, `The link works once, for ${EMAIL_VERIFICATION_HOURS} hours. If you did not ask for it, ignore this email.`],
      action: { label: 'Confirm my email', url: verificationUrl(verification.id) },
    };
    return { to: verification.email, subject: parts.subject, ...(await renderEmail(parts)) };
  }
  if (!message.user.email || !message.user.emailVerifiedAt) return { skip: 'The customer has no verified email address any more.' };
  const token = unsubscribeToken(message.userId, message.kind);
  const parts: EmailParts = {
    subject: message.orderNumber ? `${label}: order ${message.orderNumber}` : label,
    name: message.user.firstName,
    heading: label,
    paragraphs: [text],
    action: { label: message.orderNumber ? 'View your order' : 'Your orders', url: `${siteUrl()}${messagePath(message)}` },
    unsubscribe: { what: `“${label}”`, url: unsubscribePageUrl(token) },
  };
  return {
    to: message.user.email,
    subject: parts.subject,
    ...(await renderEmail(parts)),
    headers: { 'List-Unsubscribe': `<${oneClickUnsubscribeUrl(token)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

export async function deliverEmail(message: OutgoingMessage, mailer: MailSender | EmailSendingUnavailable): Promise<Delivery> {
  if (mailer instanceof EmailSendingUnavailable) return { cannot: mailer.reason };
  const email = await composeEmail(message);
  if ('skip' in email) return email;
  await mailer.send(email);
  return { sent: true };
}
