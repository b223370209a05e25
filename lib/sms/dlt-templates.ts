// SMS to Indian numbers must match a template registered on a DLT platform (TRAI's rules): the
// carriers block any text that does not, and every text carries its template id and the sender id
// (header) it was registered under. The templates below are written as registered, `{#var#}` for
// each variable (at most 30 characters each); their ids come from configuration (.env.example):
//   SMS_DLT_ENTITY_ID            the business's principal entity id
//   SMS_DLT_SENDER_ID            the 6-character header, e.g. GDKTCH
//   SMS_DLT_TEMPLATE_<KEY>       one per template below, e.g. SMS_DLT_TEMPLATE_ORDER_PLACED
// A test (dlt-templates.test.ts) checks every text of message-texts.ts against these patterns, so
// a text changed without registering it again fails there, not at the carrier.
import 'server-only';
import type { NotificationKind } from '@/lib/generated/prisma/enums';
import { isProductionDeployment } from '@/lib/env';

export const DLT_VARIABLE = '{#var#}';
export const DLT_VARIABLE_MAX = 30;

export const DLT_TEMPLATES = {
  ORDER_PLACED: { kind: 'ORDER_PLACED', text: 'Good Dog Kitchen: order {#var#} placed. Pay {#var#} by {#var#} (UPI or bank transfer) and upload the screenshot on the order page.' },
  ORDER_PLACED_NO_DEADLINE: { kind: 'ORDER_PLACED', text: 'Good Dog Kitchen: order {#var#} placed. Pay {#var#} by UPI or bank transfer and upload the screenshot on the order page.' },
  PAYMENT_CONFIRMED: { kind: 'PAYMENT_CONFIRMED', text: 'Good Dog Kitchen: payment of {#var#} for order {#var#} received. Thank you!' },
  PAYMENT_REJECTED: { kind: 'PAYMENT_REJECTED', text: 'Good Dog Kitchen: we could not confirm your payment for order {#var#} ({#var#}): {#var#}. Please upload it again.' },
  PAYMENT_REJECTED_SEE_PAGE: { kind: 'PAYMENT_REJECTED', text: 'Good Dog Kitchen: we could not confirm your payment for order {#var#} ({#var#}). The reason is on the order page. Please upload it again.' },
  PAYMENT_REMINDER: { kind: 'PAYMENT_REMINDER', text: 'Good Dog Kitchen: order {#var#} is not paid yet. Pay {#var#} by {#var#} or it will be cancelled.' },
  ORDER_EXPIRED: { kind: 'ORDER_EXPIRED', text: 'Good Dog Kitchen: order {#var#} was cancelled because {#var#} was not paid in time. You can order again any time.' },
  DELIVERY_REMINDER: { kind: 'DELIVERY_REMINDER', text: 'Good Dog Kitchen: your meal for order {#var#} arrives {#var#}. Need to skip it? Do it on the order page before 22:00 tonight.' },
  DELIVERY_REMINDER_MANY: { kind: 'DELIVERY_REMINDER', text: 'Good Dog Kitchen: meals for orders {#var#}, {#var#} and {#var#} more arrive {#var#}. To skip one, use its order page before 22:00 tonight.' },
  DELIVERY_REMINDER_TWO: { kind: 'DELIVERY_REMINDER', text: 'Good Dog Kitchen: meals for orders {#var#} and {#var#} arrive {#var#}. To skip one, use its order page before 22:00 tonight.' },
  DELIVERY_ASSIGNED: { kind: 'DELIVERY_ASSIGNED', text: 'Good Dog Kitchen: your delivery for order {#var#} is on its way.' },
  DELIVERY_ASSIGNED_CODE: { kind: 'DELIVERY_ASSIGNED', text: 'Good Dog Kitchen: your delivery for order {#var#} is on its way with {#var#}. Your delivery code is {#var#}.' },
  DELIVERY_MISSED: { kind: 'DELIVERY_MISSED', text: 'Good Dog Kitchen: we could not deliver order {#var#} on {#var#}: {#var#}. We will make it up or credit you; see the order page.' },
  MISSED_DELIVERY_MADE_UP: { kind: 'MISSED_DELIVERY_RESOLVED', text: 'Good Dog Kitchen: your missed delivery of order {#var#} on {#var#} is made up on {#var#}.' },
  MISSED_DELIVERY_TO_UPI: { kind: 'MISSED_DELIVERY_RESOLVED', text: 'Good Dog Kitchen: for the missed delivery of order {#var#} on {#var#}, {#var#} will be paid to your UPI id.' },
  MISSED_DELIVERY_TO_WALLET: { kind: 'MISSED_DELIVERY_RESOLVED', text: 'Good Dog Kitchen: for the missed delivery of order {#var#} on {#var#}, {#var#} was added to your wallet.' },
  SHIPMENT_SENT: { kind: 'SHIPMENT_SENT', text: 'Good Dog Kitchen: your delivery for order {#var#} went with {#var#} (AWB {#var#}). Track it from the order page.' },
  DELIVERY_DELIVERED: { kind: 'DELIVERY_DELIVERED', text: 'Good Dog Kitchen: your delivery for order {#var#} was delivered on {#var#}. Enjoy!' },
  REFUND_PAID: { kind: 'REFUND_PAID', text: 'Good Dog Kitchen: your refund of {#var#} for order {#var#} was paid to your UPI id (UTR {#var#}).' },
  WALLET_CREDITED: { kind: 'WALLET_CREDITED', text: 'Good Dog Kitchen: {#var#} was added to your wallet ({#var#}). It is used at your next checkout.' },
  WALLET_CREDITED_CHANGE_NOT_MADE: { kind: 'WALLET_CREDITED', text: 'Good Dog Kitchen: {#var#} was added to your wallet, but your change to order {#var#} could not be made. Details on the top-up page.' },
  WALLET_CREDITED_NO_REASON: { kind: 'WALLET_CREDITED', text: 'Good Dog Kitchen: {#var#} was added to your wallet. It is used at your next checkout.' },
  TOP_UP_REJECTED: { kind: 'TOP_UP_REJECTED', text: 'Good Dog Kitchen: we could not confirm your wallet top-up {#var#} ({#var#}): {#var#}. Please upload the proof again.' },
  TOP_UP_REJECTED_SEE_PAGE: { kind: 'TOP_UP_REJECTED', text: 'Good Dog Kitchen: we could not confirm your wallet top-up {#var#} ({#var#}). The reason is on your wallet page. Please upload the proof again.' },
  WALLET_PAID_OUT: { kind: 'WALLET_PAID_OUT', text: 'Good Dog Kitchen: {#var#} from your wallet was paid to your UPI id (UTR {#var#}).' },
  DELIVERY_MOVED: { kind: 'DELIVERY_MOVED', text: 'Good Dog Kitchen: our kitchen is closed on {#var#}. Your delivery for order {#var#} moves to {#var#}.' },
  DELIVERY_CANCELLED_CLOSED: { kind: 'DELIVERY_MOVED', text: 'Good Dog Kitchen: our kitchen is closed on {#var#}. Your delivery for order {#var#} is cancelled and its amount credited back.' },
  // A change after checkout: one template per kind of change, its days as variables.
  PLAN_CHANGED: { kind: 'PLAN_CHANGED', text: 'Good Dog Kitchen: order {#var#} changed. Details on the order page.' },
  PLAN_SKIPPED: { kind: 'PLAN_CHANGED', text: 'Good Dog Kitchen: the delivery of {#var#} for order {#var#} is skipped. Details on the order page.' },
  PLAN_SKIPPED_MADE_UP: { kind: 'PLAN_CHANGED', text: 'Good Dog Kitchen: the delivery of {#var#} for order {#var#} is skipped and made up on {#var#}.' },
  PLAN_UNSKIPPED: { kind: 'PLAN_CHANGED', text: 'Good Dog Kitchen: the delivery of {#var#} for order {#var#} is back on. Details on the order page.' },
  PLAN_PAUSED: { kind: 'PLAN_CHANGED', text: 'Good Dog Kitchen: deliveries of order {#var#} are paused from {#var#} to {#var#}. Details on the order page.' },
  PLAN_RESUMED: { kind: 'PLAN_CHANGED', text: 'Good Dog Kitchen: deliveries of order {#var#} resume on {#var#}. Details on the order page.' },
  PLAN_CANCELLED: { kind: 'PLAN_CHANGED', text: 'Good Dog Kitchen: deliveries of order {#var#} are cancelled from {#var#}. Details on the order page.' },
  PLAN_ITEMS_CHANGED: { kind: 'PLAN_CHANGED', text: 'Good Dog Kitchen: the delivery of {#var#} for order {#var#} has new items. Details on the order page.' },
  PLAN_ITEMS_CHANGED_ONWARD: { kind: 'PLAN_CHANGED', text: 'Good Dog Kitchen: deliveries of order {#var#} have new items from {#var#}. Details on the order page.' },
  PLAN_ADDRESS_CHANGED: { kind: 'PLAN_CHANGED', text: 'Good Dog Kitchen: deliveries of order {#var#} go to your address {#var#} from {#var#}. Details on the order page.' },
  PLAN_ADDRESS_CHANGED_UNNAMED: { kind: 'PLAN_CHANGED', text: 'Good Dog Kitchen: deliveries of order {#var#} go to another of your addresses from {#var#}. Details on the order page.' },
  PLAN_ADDRESS_EDITED: { kind: 'PLAN_CHANGED', text: 'Good Dog Kitchen: coming deliveries of order {#var#} go to your address {#var#} as you edited it. Details on the order page.' },
  PLAN_ADDRESS_EDITED_UNNAMED: { kind: 'PLAN_CHANGED', text: 'Good Dog Kitchen: coming deliveries of order {#var#} go to your edited address. Details on the order page.' },
  RENEWAL_REMINDER: { kind: 'RENEWAL_REMINDER', text: 'Good Dog Kitchen: the subscription in order {#var#} ends {#var#}. Renew it in one tap on the order page.' },
} as const satisfies Record<string, { kind: NotificationKind; text: string }>;

export type DltTemplateKey = keyof typeof DLT_TEMPLATES;

/** Kinds never sent by SMS, so with no template (the verification link goes by email only). */
export const KINDS_WITHOUT_SMS: readonly NotificationKind[] = ['EMAIL_VERIFICATION'];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The template as a pattern: its fixed words exactly, each variable 1-30 characters. */
export function dltPattern(text: string): RegExp {
  return new RegExp(`^${text.split(DLT_VARIABLE).map(escape).join(`(.{1,${DLT_VARIABLE_MAX}})`)}$`, 'u');
}

/** The registered template a text is an instance of, or null (the first that fits, in the order above). */
export function matchDltTemplate(kind: NotificationKind, body: string): DltTemplateKey | null {
  for (const [key, t] of Object.entries(DLT_TEMPLATES) as [DltTemplateKey, (typeof DLT_TEMPLATES)[DltTemplateKey]][]) {
    if (t.kind === kind && dltPattern(t.text).test(body)) return key;
  }
  return null;
}

export const dltTemplateEnvName = (key: DltTemplateKey) => `SMS_DLT_TEMPLATE_${key}`;

/** What the SMS provider is given besides the text (providers that take them as parameters read them). */
export type DltMeta = { templateKey: DltTemplateKey; templateId: string | null; senderId: string | null; entityId: string | null };

/**
 * The DLT ids to send `body` with, or why it cannot be sent. In production a text with no
 * registered template, or a template without its id, fails loudly (the message is FAILED with the
 * reason, and the worker says so at start) instead of being blocked silently by the carrier.
 */
export function dltMetaFor(kind: NotificationKind, body: string, env: NodeJS.ProcessEnv = process.env): { meta: DltMeta } | { problem: string } {
  const templateKey = matchDltTemplate(kind, body);
  if (!templateKey) return { problem: `The ${kind} text matches no registered DLT template (lib/sms/dlt-templates.ts): carriers would block it.` };
  const templateId = env[dltTemplateEnvName(templateKey)]?.trim() || null;
  const senderId = env.SMS_DLT_SENDER_ID?.trim() || null;
  if (isProductionDeployment() && !templateId) return { problem: `No DLT template id for ${templateKey}: set ${dltTemplateEnvName(templateKey)} (carriers block SMS without a registered template).` };
  if (isProductionDeployment() && !senderId) return { problem: 'No DLT sender id: set SMS_DLT_SENDER_ID (the registered 6-character header).' };
  return { meta: { templateKey, templateId, senderId, entityId: env.SMS_DLT_ENTITY_ID?.trim() || null } };
}

/** The DLT settings missing from this configuration, for the start-up warning (production only). */
export function missingDltSettings(env: NodeJS.ProcessEnv = process.env): string[] {
  const missing = (Object.keys(DLT_TEMPLATES) as DltTemplateKey[]).map(dltTemplateEnvName).filter((name) => !env[name]?.trim());
  if (!env.SMS_DLT_SENDER_ID?.trim()) missing.unshift('SMS_DLT_SENDER_ID');
  return missing;
}
