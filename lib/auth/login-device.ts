// "This device has logged in to this account before": a long-lived cookie set at every successful
// login, signed with the server secret and bound to the phone number, naming a random device id.
// A device that carries one for the number it asks a code for waits only for its own wrong codes,
// never for a stranger's (lib/domain/login-backoff.ts). It is not a session: it lets nobody in,
// it only keeps the owner's device out of waits others cause.
import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { authSecret } from '@/lib/env';

export const LOGIN_DEVICE_COOKIE = 'gdk-login-device';
/** About a year: a phone that logs in a few times a year stays known. */
export const LOGIN_DEVICE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

const sign = (phone: string, deviceId: string, issuedAt: number) =>
  createHmac('sha256', authSecret()).update(`login-device:${phone}:${deviceId}:${issuedAt}`).digest('base64url');

/** A cookie value for `phone` on `deviceId` (a fresh device id when none). */
export function loginDeviceToken(phone: string, now: Date, deviceId = randomBytes(12).toString('base64url')): string {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return `${deviceId}.${issuedAt}.${sign(phone, deviceId, issuedAt)}`;
}

/** The device id when `token` is a valid, unexpired cookie for `phone`; otherwise null. */
export function trustedDeviceId(token: string | null | undefined, phone: string, now: Date): string | null {
  const parts = token?.split('.') ?? [];
  if (parts.length !== 3 || !/^[A-Za-z0-9_-]{8,32}$/.test(parts[0]) || !/^\d{1,12}$/.test(parts[1])) return null;
  const [deviceId, issued, signature] = parts;
  const issuedAt = Number(issued);
  const age = now.getTime() / 1000 - issuedAt;
  if (age < -300 || age > LOGIN_DEVICE_MAX_AGE_SECONDS) return null;
  const expected = Buffer.from(sign(phone, deviceId, issuedAt));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? deviceId : null;
}

export function loginDeviceSetCookie(token: string, secure: boolean): string {
  return `${LOGIN_DEVICE_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${LOGIN_DEVICE_MAX_AGE_SECONDS}${secure ? '; Secure' : ''}`;
}
