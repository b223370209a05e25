// Waits after wrong login codes (lib/auth/otp/policy.ts has the numbers): no lock for good, and
// nobody's wrong codes keep the owner out (NIST SP 800-63B §5.2.2: limit guessing without letting an
// attacker deny the account to its owner). Wrong codes are counted three ways:
// - per network (this phone from one network): past a free allowance each one doubles a wait, up
//   to a day, for that network only;
// - per device that has logged in to this account before (a long-lived signed cookie): its own
//   wrong codes, the same way; such a device never waits for anyone else's;
// - for the phone as a whole, when guesses come from many networks: a slow-down that doubles but
//   stays short (minutes), which a network the phone logged in from recently is spared.
import { formatWait } from './wait-time';

export type Backoff = { freeFailures: number; firstWaitMs: number; maxWaitMs: number };

/** How long to wait after `failures` consecutive wrong codes; 0 for none. */
export function backoffWaitMs(failures: number, b: Backoff): number {
  if (failures < b.freeFailures) return 0;
  return Math.min(b.firstWaitMs * 2 ** Math.min(failures - b.freeFailures, 40), b.maxWaitMs);
}

export type GuardState = { lockedUntil: Date | null; lastSuccessAt?: Date | null };

export type LoginWait = { waitMs: number; scope: 'requester' | 'phone' } | null;

export type LoginGuards = {
  /** this phone from the caller's network */
  network: GuardState | null;
  /** this phone from the caller's device, when it carries a valid cookie from an earlier login */
  device: GuardState | null;
  trustedDevice: boolean;
  /** the phone as a whole */
  phone: GuardState | null;
};

/**
 * Whether this caller must wait before asking for or checking a code. A device that logged in to
 * the account before waits only for its own wrong codes. Anyone else waits for their network's,
 * then for the phone's slow-down, which a network the phone verified from within `knownForMs` is
 * spared.
 */
export function loginWait(g: LoginGuards, now: Date, knownForMs: number): LoginWait {
  const left = (s: GuardState | null) => (s?.lockedUntil ? s.lockedUntil.getTime() - now.getTime() : 0);
  if (g.trustedDevice) return left(g.device) > 0 ? { waitMs: left(g.device), scope: 'requester' } : null;
  if (left(g.network) > 0) return { waitMs: left(g.network), scope: 'requester' };
  const known = !!g.network?.lastSuccessAt && now.getTime() - g.network.lastSuccessAt.getTime() < knownForMs;
  if (left(g.phone) > 0 && !known) return { waitMs: left(g.phone), scope: 'phone' };
  return null;
}

/** The refusal's words: how long, and who can help when the wait is long. */
export function loginWaitMessage(wait: NonNullable<LoginWait>): string {
  const how = formatWait(Math.ceil(wait.waitMs / 1000));
  return wait.scope === 'requester'
    ? `Too many wrong codes. Please try again in ${how}.`
    : `Too many wrong codes have been tried for this number from other places. Please try again in ${how}, or log in from a device or network you used before.`;
}
