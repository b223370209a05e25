import { otpSender } from './otp-sender';
import { ConsoleOtpSender } from './console-sender';
import { TwilioMessagingSender, TwilioVerifySender, otpMessage } from './twilio-sender';

const base = { NODE_ENV: 'test' } as NodeJS.ProcessEnv;

test.each([
  ['no Twilio settings', {}, ConsoleOtpSender],
  ['Messaging with a from number', { TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: '+15005550006' }, TwilioMessagingSender],
  ['Messaging with a service', { TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't', TWILIO_MESSAGING_SERVICE_SID: 'MG1' }, TwilioMessagingSender],
  ['Verify', { TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't', TWILIO_VERIFY_SERVICE_SID: 'VA1', TWILIO_FROM: '+1' }, TwilioVerifySender],
  ['credentials without a sender', { TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't' }, ConsoleOtpSender],
])('%s chooses the right sender', (_name, env, expected) => {
  expect(otpSender({ ...base, ...env })).toBeInstanceOf(expected);
});

test('the console sender is refused in production', () => {
  const previous = process.env.APP_ENV;
  process.env.APP_ENV = 'production';
  try {
    expect(() => otpSender({ ...base, APP_ENV: 'production' })).toThrow(/not configured/);
    expect(() => new ConsoleOtpSender()).toThrow(/production/);
  } finally {
    process.env.APP_ENV = previous;
  }
});

test('the SMS names the store, the code and its lifetime', () => {
  expect(otpMessage('042917')).toMatch(/^042917 is your .* login code\. It is valid for 10 minutes\./);
});
