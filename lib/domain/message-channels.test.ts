import { DEFAULT_SWITCHES, ORDER_CRITICAL_KINDS, channelAllowed, messageChannels, type MessageSwitches, type Reach } from './message-channels';
import { NOTIFICATION_KINDS, type NotificationKindCode } from './notifications';

const on = DEFAULT_SWITCHES;
const everywhere: Reach = { verifiedEmail: true, pushDevices: true };
const smsOnly: Reach = { verifiedEmail: false, pushDevices: false };
const off = (patch: Partial<MessageSwitches>): MessageSwitches => ({ ...on, ...patch });

// One row per case: kind, switches, what the customer can be reached on → rows (channel: sent?).
test.each<[string, NotificationKindCode, MessageSwitches, Reach, string]>([
  ['everything on, every channel reachable', 'ORDER_PLACED', on, everywhere, 'SMS:send EMAIL:send PUSH:send'],
  ['no verified email, no browser: SMS alone', 'ORDER_PLACED', on, smsOnly, 'SMS:send'],
  ['email verified, no browser', 'PAYMENT_CONFIRMED', on, { verifiedEmail: true, pushDevices: false }, 'SMS:send EMAIL:send'],
  ['SMS off: recorded as off', 'ORDER_PLACED', off({ enableSMSNotifications: false }), everywhere, 'SMS:off EMAIL:send PUSH:send'],
  ['SMS off, payment rejected: order-critical, sent anyway', 'PAYMENT_REJECTED', off({ enableSMSNotifications: false }), smsOnly, 'SMS:send'],
  ['SMS off, payment reminder: order-critical', 'PAYMENT_REMINDER', off({ enableSMSNotifications: false }), smsOnly, 'SMS:send'],
  ['SMS off, order expired: order-critical', 'ORDER_EXPIRED', off({ enableSMSNotifications: false }), smsOnly, 'SMS:send'],
  ['SMS off, delivery reminder: not critical', 'DELIVERY_REMINDER', off({ enableSMSNotifications: false }), smsOnly, 'SMS:off'],
  ['email switched off', 'ORDER_PLACED', off({ enableEmailNotifications: false }), everywhere, 'SMS:send EMAIL:off PUSH:send'],
  ['unsubscribed from this kind by email: email only', 'ORDER_PLACED', off({ emailOffKinds: ['ORDER_PLACED'] }), everywhere, 'SMS:send EMAIL:off PUSH:send'],
  ['unsubscribed from another kind', 'PAYMENT_CONFIRMED', off({ emailOffKinds: ['ORDER_PLACED'] }), everywhere, 'SMS:send EMAIL:send PUSH:send'],
  ['order-critical is not forced on email', 'ORDER_EXPIRED', off({ enableEmailNotifications: false }), everywhere, 'SMS:send EMAIL:off PUSH:send'],
  ['push switched off', 'DELIVERY_ASSIGNED', off({ enablePushNotifications: false }), everywhere, 'SMS:send EMAIL:send PUSH:off'],
  ['everything off', 'RENEWAL_REMINDER', { enableSMSNotifications: false, enableEmailNotifications: false, enablePushNotifications: false, emailOffKinds: [] }, everywhere, 'SMS:off EMAIL:off PUSH:off'],
  ['the verification link: email only, whatever the switches', 'EMAIL_VERIFICATION', { enableSMSNotifications: false, enableEmailNotifications: false, enablePushNotifications: false, emailOffKinds: ['EMAIL_VERIFICATION'] }, smsOnly, 'EMAIL:send'],
])('%s', (_name, kind, switches, reach, expected) => {
  expect(messageChannels(kind, switches, reach).map((r) => `${r.channel}:${r.send ? 'send' : 'off'}`).join(' ')).toBe(expected);
});

test('the order-critical kinds are real kinds, and SMS is forced for exactly them', () => {
  const smsOff = off({ enableSMSNotifications: false });
  expect(NOTIFICATION_KINDS.filter((k) => k !== 'EMAIL_VERIFICATION' && channelAllowed(k, 'SMS', smsOff))).toEqual([...ORDER_CRITICAL_KINDS]);
});
