// The login-failure counts (LoginGuard rows): one per requester (the phone from one network) and
// one for the phone as a whole. The waits they lead to are lib/domain/login-backoff.ts; the numbers
// are policy.ts. Used by sendOtp (no code is sent to someone who must wait) and verifyOtp.
import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import { rateLimited } from '@/lib/errors';
import { lockBucket } from '@/lib/rate-limit/sliding-window';
import { backoffWaitMs, loginWait, loginWaitMessage, type Backoff } from '@/lib/domain/login-backoff';
import { OTP_POLICY, WHOLE_PHONE } from './policy';

type Tx = Prisma.TransactionClient;

async function guards(tx: Tx, phone: string, network: string) {
  const rows = await tx.loginGuard.findMany({ where: { phoneNumber: phone, network: { in: [network, WHOLE_PHONE] } } });
  return { requester: rows.find((r) => r.network === network) ?? null, whole: rows.find((r) => r.network === WHOLE_PHONE) ?? null };
}

/** Throws RATE_LIMITED when this requester must wait (its own wrong codes, or the phone's). */
export async function refuseWhileWaiting(tx: Tx, phone: string, network: string, now: Date): Promise<void> {
  const { requester, whole } = await guards(tx, phone, network);
  const wait = loginWait(requester, whole, now, OTP_POLICY.knownNetworkForMs);
  if (wait) throw rateLimited(loginWaitMessage(wait), Math.ceil(wait.waitMs / 1000));
}

async function countFailure(tx: Tx, phone: string, network: string, backoff: Backoff, now: Date): Promise<void> {
  const row = await tx.loginGuard.findUnique({ where: { phoneNumber_network: { phoneNumber: phone, network } } });
  const failures = (row?.consecutiveFailures ?? 0) + 1;
  const wait = backoffWaitMs(failures, backoff);
  const lockedUntil = wait > 0 ? new Date(now.getTime() + wait) : null;
  await tx.loginGuard.upsert({
    where: { phoneNumber_network: { phoneNumber: phone, network } },
    create: { phoneNumber: phone, network, consecutiveFailures: failures, lockedUntil },
    update: { consecutiveFailures: failures, lockedUntil },
  });
}

/** A wrong code: one more failure for the requester and for the phone, each with its wait. */
export async function recordLoginFailure(tx: Tx, phone: string, network: string, now: Date): Promise<void> {
  // Wrong codes on two challenges of one phone at once are counted one after the other.
  await lockBucket(tx, `otp-guard:phone:${phone}`);
  await countFailure(tx, phone, network, OTP_POLICY.requesterBackoff, now);
  await countFailure(tx, phone, WHOLE_PHONE, OTP_POLICY.phoneBackoff, now);
}

/** A right code: both counts start again, and the network becomes one the phone logs in from. */
export async function recordLoginSuccess(tx: Tx, phone: string, network: string, now: Date): Promise<void> {
  await tx.loginGuard.upsert({
    where: { phoneNumber_network: { phoneNumber: phone, network } },
    create: { phoneNumber: phone, network, consecutiveFailures: 0, lastSuccessAt: now },
    update: { consecutiveFailures: 0, lockedUntil: null, lastSuccessAt: now },
  });
  await tx.loginGuard.updateMany({ where: { phoneNumber: phone, network: WHOLE_PHONE }, data: { consecutiveFailures: 0, lockedUntil: null } });
}
