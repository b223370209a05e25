// Waits after wrong login codes (lib/auth/otp/policy.ts has the numbers): no lock for good. Each
// wrong code past a free allowance doubles the wait, up to a ceiling. Counted per requester (a
// phone from one network) and for the phone as a whole; the phone-wide wait does not stop a
// network the phone has logged in from before, so a stranger guessing a number from elsewhere
// cannot keep its owner out.
import { formatWait } from './wait-time';

export type Backoff = { freeFailures: number; firstWaitMs: number; maxWaitMs: number };

/** How long to wait after `failures` consecutive wrong codes; 0 for none. */
export function backoffWaitMs(failures: number, b: Backoff): number {
  if (failures < b.freeFailures) return 0;
  return Math.min(b.firstWaitMs * 2 ** Math.min(failures - b.freeFailures, 40), b.maxWaitMs);
}

export type GuardState = { lockedUntil: Date | null; lastSuccessAt?: Date | null };

export type LoginWait = { waitMs: number; scope: 'requester' | 'phone' } | null;

/**
 * Whether this requester must wait before asking for or checking a code: its own wait, then the
 * phone's, which a network the phone verified from within `knownForMs` is spared.
 */
export function loginWait(requester: GuardState | null, phone: GuardState | null, now: Date, knownForMs: number): LoginWait {
  const left = (g: GuardState | null) => (g?.lockedUntil ? g.lockedUntil.getTime() - now.getTime() : 0);
  if (left(requester) > 0) return { waitMs: left(requester), scope: 'requester' };
  const known = !!requester?.lastSuccessAt && now.getTime() - requester.lastSuccessAt.getTime() < knownForMs;
  if (left(phone) > 0 && !known) return { waitMs: left(phone), scope: 'phone' };
  return null;
}

/** The refusal's words: how long, and who can help when the wait is long. */
export function loginWaitMessage(wait: NonNullable<LoginWait>): string {
  const how = formatWait(Math.ceil(wait.waitMs / 1000));
  return wait.scope === 'requester'
    ? `Too many wrong codes. Please try again in ${how}.`
    : `Too many wrong codes have been tried for this number. Please try again in ${how}, or contact support.`;
}
