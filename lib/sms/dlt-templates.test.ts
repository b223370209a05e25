// The DLT templates: what matches them (the fixed words exactly, each variable at most 30
// characters) and the ids sent with a text. A text reworded without registering it again fails in
// lib/notifications/message-texts.test.ts, before carriers block it.
import { DLT_TEMPLATES, KINDS_WITHOUT_SMS, dltMetaFor, matchDltTemplate, missingDltSettings } from './dlt-templates';
import { messageText, type MessageFacts } from '@/lib/notifications/message-texts';
import { NOTIFICATION_KINDS } from '@/lib/domain/notifications';

const short: MessageFacts = { orderNumber: 'DM1', amount: 100, reason: 'wrong', day: '2026-11-24', deadline: 'Tue, 24 Nov 2026, 14:00' };
const env = (vars: Record<string, string>) => vars as unknown as NodeJS.ProcessEnv;
const asEnv = env;

// Every kind's texts against its templates, with the longest values, is message-texts.test.ts.
test('every SMS kind has a registered template, and only those kinds', () => {
  const smsKinds = NOTIFICATION_KINDS.filter((k) => !KINDS_WITHOUT_SMS.includes(k));
  expect(new Set(Object.values(DLT_TEMPLATES).map((t) => t.kind))).toEqual(new Set(smsKinds));
});

test.each<[string, string]>([
  ['a reworded text', 'Good Dog Kitchen: your order DM1 was placed. Pay ₹1.00 by UPI or bank transfer and upload the screenshot on the order page.'],
  ['a variable over 30 characters', `Good Dog Kitchen: your delivery for order ${'X'.repeat(31)} is on its way.`],
  ['another kind\'s text', 'Good Dog Kitchen: payment of ₹1.00 for order DM1 received. Thank you!'],
])('%s matches no template of ORDER_PLACED or DELIVERY_ASSIGNED', (_name, text) => {
  expect([matchDltTemplate('ORDER_PLACED', text), matchDltTemplate('DELIVERY_ASSIGNED', text)]).toEqual([null, null]);
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
