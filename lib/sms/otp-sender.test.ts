import { otpSender } from './otp-sender';
import { AppError } from '@/lib/errors';
import { missingSmsSettings, smsStartupProblem } from './sms-settings';
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
    expect(() => otpSender({ ...base, APP_ENV: 'production' })).toThrow(/SMS is not set up/);
    expect(() => new ConsoleOtpSender()).toThrow(/production/);
  } finally {
    process.env.APP_ENV = previous;
  }
});

test('the SMS names the store, the code and its lifetime', () => {
  expect(otpMessage('042917')).toMatch(/^042917 is your .* login code\. It is valid for 10 minutes\./);
});

test('without a sender in production, a code is refused as SERVICE_UNAVAILABLE, not an internal error', () => {
  const previous = process.env.APP_ENV;
  process.env.APP_ENV = 'production';
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  try {
    let thrown: unknown;
    try {
      otpSender({ ...base, APP_ENV: 'production', TWILIO_ACCOUNT_SID: 'AC1' });
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect((thrown as AppError).code).toBe('SERVICE_UNAVAILABLE');
  } finally {
    error.mockRestore();
    process.env.APP_ENV = previous;
  }
});

test.each<[string, Record<string, string>, string[]]>([
  ['nothing', {}, ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'one of TWILIO_VERIFY_SERVICE_SID, TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID']],
  ['credentials only', { TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't' }, ['one of TWILIO_VERIFY_SERVICE_SID, TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID']],
  ['a sender without its token', { TWILIO_ACCOUNT_SID: 'AC1', TWILIO_FROM: '+1' }, ['TWILIO_AUTH_TOKEN']],
  ['Verify', { TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't', TWILIO_VERIFY_SERVICE_SID: 'VA1' }, []],
  ['Messaging', { TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't', TWILIO_MESSAGING_SERVICE_SID: 'MG1' }, []],
])('with %s, the missing SMS settings are %j', (_name, env, missing) => {
  expect(missingSmsSettings(env)).toEqual(missing);
});

test('a production server without a full Twilio configuration names what to set; elsewhere nothing is required', () => {
  const previous = process.env.APP_ENV;
  try {
    process.env.APP_ENV = 'production';
    expect(smsStartupProblem({ TWILIO_ACCOUNT_SID: 'AC1' })).toMatch(/set TWILIO_AUTH_TOKEN, one of TWILIO_VERIFY_SERVICE_SID, TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID/);
    expect(smsStartupProblem({ TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: '+1' })).toBeNull();
    process.env.APP_ENV = 'test';
    expect(smsStartupProblem({})).toBeNull();
  } finally {
    process.env.APP_ENV = previous;
  }
});
