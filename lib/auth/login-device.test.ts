import { LOGIN_DEVICE_MAX_AGE_SECONDS, loginDeviceToken, trustedDeviceId } from './login-device';

const now = new Date('2026-12-02T04:00:00Z');
const later = (s: number) => new Date(now.getTime() + s * 1000);
const token = loginDeviceToken('+919876500001', now, 'device-abc123');

test.each<[string, string | null | undefined, string, Date, string | null]>([
  ['its own number', token, '+919876500001', now, 'device-abc123'],
  ['a year on', token, '+919876500001', later(LOGIN_DEVICE_MAX_AGE_SECONDS - 60), 'device-abc123'],
  ['past its age', token, '+919876500001', later(LOGIN_DEVICE_MAX_AGE_SECONDS + 60), null],
  ['another number', token, '+919876500002', now, null],
  ['a changed device id', token.replace('device-abc123', 'device-abc124'), '+919876500001', now, null],
  ['a changed time', token.replace(/\.(\d+)\./, (_, t: string) => `.${Number(t) + 1}.`), '+919876500001', now, null],
  ['no cookie', undefined, '+919876500001', now, null],
  ['garbage', 'a.b.c', '+919876500001', now, null],
])('a device cookie for %s is trusted: %s', (_label, value, phone, at, expected) => {
  expect(trustedDeviceId(value, phone, at)).toBe(expected);
});
