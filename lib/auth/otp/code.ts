import 'server-only';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { authSecret } from '@/lib/env';
import { OTP_POLICY } from './policy';

export function generateCode(): string {
  return randomInt(0, 10 ** OTP_POLICY.codeLength).toString().padStart(OTP_POLICY.codeLength, '0');
}

// Keyed with the server secret and bound to the challenge: a leaked table cannot be brute-forced
// offline, and a hash cannot be replayed against another challenge.
export function hashCode(challengeId: string, code: string): string {
  return createHmac('sha256', authSecret()).update(`${challengeId}:${code}`).digest('hex');
}

export function codeMatches(challengeId: string, code: string, storedHash: string): boolean {
  const a = Buffer.from(hashCode(challengeId, code), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
