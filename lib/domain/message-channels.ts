// Which channels a message goes out on, and whether each is sent or recorded as turned off. One
// row per channel (lib/notifications/notify.ts), each with its own status, retries and dedupe key.
import type { NotificationChannelCode, NotificationKindCode } from './notifications';

/**
 * Sent by SMS even when the customer switched SMS off: without them an order is lost or a payment
 * goes unseen (the profile says so next to the switch). Everything else follows the switches.
 */
export const ORDER_CRITICAL_KINDS: readonly NotificationKindCode[] = ['PAYMENT_REJECTED', 'PAYMENT_REMINDER', 'ORDER_EXPIRED'];

/** Kinds that exist only as email: the verification link goes to the address it verifies. */
export const EMAIL_ONLY_KINDS: readonly NotificationKindCode[] = ['EMAIL_VERIFICATION'];

export type MessageSwitches = {
  enableSMSNotifications: boolean;
  enableEmailNotifications: boolean;
  enablePushNotifications: boolean;
  /** kinds unsubscribed from by the link in an email (email only) */
  emailOffKinds: readonly NotificationKindCode[];
};

/** A customer without a settings row has every switch on (the schema's defaults). */
export const DEFAULT_SWITCHES: MessageSwitches = { enableSMSNotifications: true, enableEmailNotifications: true, enablePushNotifications: true, emailOffKinds: [] };

export type Reach = {
  /** an email address confirmed through its link */
  verifiedEmail: boolean;
  /** at least one browser subscribed to push */
  pushDevices: boolean;
};

export type ChannelDecision = { channel: NotificationChannelCode; send: boolean };

/** Whether a message of `kind` may go out on `channel` with these switches (asked again at send time). */
export function channelAllowed(kind: NotificationKindCode, channel: NotificationChannelCode, s: MessageSwitches): boolean {
  if (EMAIL_ONLY_KINDS.includes(kind)) return channel === 'EMAIL';
  switch (channel) {
    case 'SMS':
      return s.enableSMSNotifications || ORDER_CRITICAL_KINDS.includes(kind);
    case 'EMAIL':
      return s.enableEmailNotifications && !s.emailOffKinds.includes(kind);
    case 'PUSH':
      return s.enablePushNotifications;
  }
}

/**
 * The rows a message of `kind` gets: SMS always (the phone is the login), email when the customer
 * has a verified address, push when a browser is subscribed; each sent, or recorded as turned off
 * so the customer and the admin can see why it did not arrive. The verification email goes to the
 * address being verified, whatever the switches say.
 */
export function messageChannels(kind: NotificationKindCode, switches: MessageSwitches, reach: Reach): ChannelDecision[] {
  if (EMAIL_ONLY_KINDS.includes(kind)) return [{ channel: 'EMAIL', send: true }];
  const rows: ChannelDecision[] = [{ channel: 'SMS', send: channelAllowed(kind, 'SMS', switches) }];
  if (reach.verifiedEmail) rows.push({ channel: 'EMAIL', send: channelAllowed(kind, 'EMAIL', switches) });
  if (reach.pushDevices) rows.push({ channel: 'PUSH', send: channelAllowed(kind, 'PUSH', switches) });
  return rows;
}
