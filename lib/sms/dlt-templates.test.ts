// Every SMS text (lib/notifications/message-texts.ts) against the DLT templates registered for its
// kind: the fixed words exactly, each variable at most 30 characters. A text reworded without
// registering it again fails here, before carriers block it.
import { DLT_TEMPLATES, KINDS_WITHOUT_SMS, dltMetaFor, matchDltTemplate, missingDltSettings, type DltTemplateKey } from './dlt-templates';
import { messageText, type MessageFacts } from '@/lib/notifications/message-texts';
import { NOTIFICATION_KINDS } from '@/lib/domain/notifications';
import type { NotificationKind } from '@/lib/generated/prisma/enums';

const short: MessageFacts = { orderNumber: 'DM1', amount: 100, reason: 'wrong', day: '2026-11-24', deadline: 'Tue, 24 Nov 2026, 14:00' };
// The longest each fact gets: order numbers, ₹1,00,00,000.00, a long reason, several orders.
const long: MessageFacts = {
  orderNumber: 'DM261123-K7Q2M',
  amount: 1_000_000_000,
  reason: 'The screenshot shows a different amount and another UPI id, please pay again',
  day: '2026-12-30',
  deadline: 'Wed, 30 Dec 2026, 23:59',
  reference: '612345678901',
};
const samples: [string, MessageFacts][] = [
  ['short facts', short],
  ['long facts', long],
  ['no deadline', { ...long, deadline: undefined }],
  ['no day', { ...long, day: undefined }],
  ['two orders', { ...long, orderNumbers: ['DM261123-K7Q2M', 'DM261123-A1B2C'] }],
  ['five orders', { ...long, orderNumbers: ['DM261123-K7Q2M', 'DM261123-A1B2C', 'DM261123-Z9Y8X', 'DM261123-Q1Q1Q', 'DM261123-P0P0P'] }],
  ['a new day (a delivery moved off a closed day)', { ...long, newDay: '2026-12-31' }],
  ['a drop on the road (rider, code, courier, a reason a rider chose)', { ...long, rider: 'Raju', code: '4821', courier: 'Delhivery', awb: '12345678901234', trackingUrl: 'https://www.delhivery.com/track/package/12345678901234', missedReason: 'could not get in' }],
  ['money for a missed drop to UPI', { ...long, refundTo: 'UPI' }],
];
const smsKinds = NOTIFICATION_KINDS.filter((k) => !KINDS_WITHOUT_SMS.includes(k)) as NotificationKind[];

const env = (vars: Record<string, string>) => vars as unknown as NodeJS.ProcessEnv;
const asEnv = env;
const used = new Set<DltTemplateKey>();
test.each(smsKinds.flatMap((kind) => samples.map(([name, facts]) => [kind, name, facts] as const)))('%s with %s matches a registered template', (kind, _name, facts) => {
  const text = messageText(kind, facts, { forSms: true });
  const key = matchDltTemplate(kind, text);
  expect({ text, key }).toEqual({ text, key: expect.any(String) });
  used.add(key!);
});

test('every registered template is used by some text, and every SMS kind has one', () => {
  expect([...used].sort()).toEqual(Object.keys(DLT_TEMPLATES).sort());
  expect(new Set(Object.values(DLT_TEMPLATES).map((t) => t.kind))).toEqual(new Set(smsKinds));
});

test.each<[string, string]>([
  ['a reworded text', 'Good Dog Kitchen: your order DM1 was placed. Pay ₹1.00 by UPI or bank transfer and upload the screenshot on the order page.'],
  ['a variable over 30 characters', `Good Dog Kitchen: your delivery for order ${'X'.repeat(31)} is on its way.`],
  ['another kind\'s text', 'Good Dog Kitchen: payment of ₹1.00 for order DM1 received. Thank you!'],
])('%s matches no template of ORDER_PLACED or DELIVERY_ASSIGNED', (_name, text) => {
  expect([matchDltTemplate('ORDER_PLACED', text), matchDltTemplate('DELIVERY_ASSIGNED', text)]).toEqual([null, null]);
});

test('the full reason goes by email; the SMS cuts it to one variable', () => {
  expect(messageText('PAYMENT_REJECTED', long)).toContain(long.reason);
  expect(messageText('PAYMENT_REJECTED', long, { forSms: true })).toContain('The screenshot shows a differ…');
});

describe('the ids that go with a text', () => {
  const text = messageText('DELIVERY_ASSIGNED', short, { forSms: true });
  const previous = process.env.APP_ENV;
  afterEach(() => (process.env.APP_ENV = previous));

  test('outside production an id may be missing (the console sender prints the text)', () => {
    expect(dltMetaFor('DELIVERY_ASSIGNED', text, env({}))).toEqual({ meta: { templateKey: 'DELIVERY_ASSIGNED', templateId: null, senderId: null, entityId: null } });
  });

  test('configured: the template id, sender id and entity id', () => {
    const configured = { SMS_DLT_TEMPLATE_DELIVERY_ASSIGNED: '1107160000000000001', SMS_DLT_SENDER_ID: 'GDKTCH', SMS_DLT_ENTITY_ID: '1101160000000000009' };
    expect(dltMetaFor('DELIVERY_ASSIGNED', text, asEnv(configured))).toEqual({ meta: { templateKey: 'DELIVERY_ASSIGNED', templateId: '1107160000000000001', senderId: 'GDKTCH', entityId: '1101160000000000009' } });
  });

  test('production without the template id fails loudly, naming the variable to set', () => {
    process.env.APP_ENV = 'production';
    expect(dltMetaFor('DELIVERY_ASSIGNED', text, env({ SMS_DLT_SENDER_ID: 'GDKTCH' }))).toEqual({ problem: expect.stringContaining('set SMS_DLT_TEMPLATE_DELIVERY_ASSIGNED') });
    expect(dltMetaFor('DELIVERY_ASSIGNED', text, env({ SMS_DLT_TEMPLATE_DELIVERY_ASSIGNED: '1' }))).toEqual({ problem: expect.stringContaining('SMS_DLT_SENDER_ID') });
    expect(missingDltSettings(env({ SMS_DLT_SENDER_ID: 'GDKTCH' }))).toContain('SMS_DLT_TEMPLATE_ORDER_PLACED');
  });

  test('a text that matches no template is refused everywhere', () => {
    expect(dltMetaFor('DELIVERY_ASSIGNED', 'Hello', env({}))).toEqual({ problem: expect.stringContaining('matches no registered DLT template') });
  });
});
