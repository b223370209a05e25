// The login-failure counts (LoginGuard rows): one per requester (the phone from one network, or
// from a device that logged in to it before: `device:<id>`) and one for the phone as a whole. The waits they lead to are lib/domain/login-backoff.ts; the numbers
// are policy.ts. Used by sendOtp (no code is sent to someone who must wait) and verifyOtp.
import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import { rateLimited } from '@/lib/errors';
import { lockBucket } from '@/lib/rate-limit/sliding-window';
import { backoffWaitMs, loginWait, loginWaitMessage, type Backoff } from '@/lib/domain/login-backoff';
import { OTP_POLICY, WHOLE_PHONE } from './policy';

type Tx = Prisma.TransactionClient;

/** The row of a device that logged in to the phone before (lib/auth/login-device.ts). */
export const deviceRow = (deviceId: string) => `device:${deviceId}`;

async function guards(tx: Tx, phone: string, network: string, deviceId: string | null) {
  const keys = [network, WHOLE_PHONE, ...(deviceId ? [deviceRow(deviceId)] : [])];
  const rows = await tx.loginGuard.findMany({ where: { phoneNumber: phone, network: { in: keys } } });
  const row = (key: string) => rows.find((r) => r.network === key) ?? null;
  return { network: row(network), device: deviceId ? row(deviceRow(deviceId)) : null, trustedDevice: !!deviceId, phone: row(WHOLE_PHONE) };
}

/** Throws RATE_LIMITED when this caller must wait (its own wrong codes, or the phone's slow-down). */
export async function refuseWhileWaiting(tx: Tx, phone: string, network: string, now: Date, deviceId: string | null = null): Promise<void> {
  const wait = loginWait(await guards(tx, phone, network, deviceId), now, OTP_POLICY.knownNetworkForMs);
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

/**
 * A wrong code: one more failure for the requester (the known device it came from, else its
 * network) and for the phone, each with its wait.
 */
export async function recordLoginFailure(tx: Tx, phone: string, network: string, now: Date, deviceId: string | null = null): Promise<void> {
  // Wrong codes on two challenges of one phone at once are counted one after the other.
  await lockBucket(tx, `otp-guard:phone:${phone}`);
  await countFailure(tx, phone, deviceId ? deviceRow(deviceId) : network, OTP_POLICY.requesterBackoff, now);
  await countFailure(tx, phone, WHOLE_PHONE, OTP_POLICY.phoneBackoff, now);
}

/**
 * A right code: the requester's count and the phone's start again, and the requester becomes one
 * the phone logs in from. From a device that logged in before, the requester is that device: the
 * network's count stays (a stranger behind the same carrier address gains nothing from the owner's
 * login).
 */
export async function recordLoginSuccess(tx: Tx, phone: string, network: string, now: Date, deviceId: string | null = null): Promise<void> {
  const requester = deviceId ? deviceRow(deviceId) : network;
  await tx.loginGuard.upsert({
    where: { phoneNumber_network: { phoneNumber: phone, network: requester } },
    create: { phoneNumber: phone, network: requester, consecutiveFailures: 0, lastSuccessAt: now },
    update: { consecutiveFailures: 0, lockedUntil: null, lastSuccessAt: now },
  });
  await tx.loginGuard.updateMany({ where: { phoneNumber: phone, network: WHOLE_PHONE }, data: { consecutiveFailures: 0, lockedUntil: null } });
}
