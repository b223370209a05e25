// Tokens that ride in links sent by email (unsubscribe, email verification): the payload in the
// clear, then an HMAC of it under the app's secret and a purpose, so a token made for one purpose
// is never accepted for another and no one can make one without the secret.
import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { authSecret } from '@/lib/env';

const signature = (purpose: string, payload: string) => createHmac('sha256', authSecret()).update(`${purpose}\n${payload}`).digest('base64url');

/** `<payload>.<signature>`, both base64url (which has no dots). */
export function signToken(purpose: string, parts: string[]): string {
  const payload = Buffer.from(parts.join('\n'), 'utf8').toString('base64url');
  return `${payload}.${signature(purpose, payload)}`;
}

/** The parts signed for `purpose`, or null for a token that was altered, made for another purpose or is not one. */
export function readToken(purpose: string, token: string, count: number): string[] | null {
  if (typeof token !== 'string' || token.length > 1_000) return null;
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;
  const payload = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1), 'base64url');
  const expected = Buffer.from(signature(purpose, payload), 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const parts = Buffer.from(payload, 'base64url').toString('utf8').split('\n');
  return parts.length === count ? parts : null;
}
