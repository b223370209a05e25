import { textSender, TextSendingUnavailable, VERIFY_ONLY_REASON } from './text-sender';
import { ConsoleTextSender } from './console-sender';
import { TwilioTextSender } from './twilio-sender';

const base = { NODE_ENV: 'test' } as NodeJS.ProcessEnv;

test.each([
  ['no Twilio settings', {}, ConsoleTextSender],
  ['Messaging with a from number', { TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: '+15005550006' }, TwilioTextSender],
  ['Messaging with a service', { TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't', TWILIO_MESSAGING_SERVICE_SID: 'MG1' }, TwilioTextSender],
  ['Verify for codes and a from number for texts', { TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't', TWILIO_VERIFY_SERVICE_SID: 'VA1', TWILIO_FROM: '+1' }, TwilioTextSender],
  ['Verify alone', { TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't', TWILIO_VERIFY_SERVICE_SID: 'VA1' }, TextSendingUnavailable],
])('%s chooses %p', (_name, env, expected) => {
  expect(textSender({ ...base, ...env })).toBeInstanceOf(expected);
});

test('Verify alone says why texts cannot be sent and what to set', () => {
  const chosen = textSender({ ...base, TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't', TWILIO_VERIFY_SERVICE_SID: 'VA1' });
  expect((chosen as TextSendingUnavailable).reason).toBe(VERIFY_ONLY_REASON);
  expect(VERIFY_ONLY_REASON).toMatch(/TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID/);
});

test('production without Twilio cannot send texts, and the console sender is refused there', () => {
  const previous = process.env.APP_ENV;
  process.env.APP_ENV = 'production';
  try {
    expect(textSender({ ...base, APP_ENV: 'production' })).toBeInstanceOf(TextSendingUnavailable);
    expect(() => new ConsoleTextSender()).toThrow(/production/);
  } finally {
    process.env.APP_ENV = previous;
  }
});
