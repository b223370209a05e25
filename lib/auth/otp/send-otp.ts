import 'server-only';
import { db } from '@/lib/database/db';
import { clock } from '@/lib/clock';
import { badInput, rateLimited } from '@/lib/errors';
import { INVALID_MOBILE_MESSAGE, normalizeIndianMobile } from '@/lib/domain/phone';
import { otpSender } from '@/lib/sms/otp-sender';
import { lockBucket, pruneHits } from '@/lib/rate-limit/sliding-window';
import { networkKey } from '@/lib/domain/caller-ip';
import { formatWait } from '@/lib/domain/wait-time';
import type { Prisma } from '@/lib/generated/prisma/client';
import { pruneSessions } from '@/lib/auth/prune-sessions';
import { OTP_POLICY } from './policy';
import { generateCode, hashCode } from './code';
import { refuseWhileWaiting } from './login-guard';
import { trustedDeviceId } from '@/lib/auth/login-device';

export type SendOtpResult = { id: string; typeOfUser: null };

/**
 * Starts a login: checks the limits, stores a hashed code and sends it.
 * The answer is the same whether or not the phone has an account (typeOfUser is only known after
 * verification), so this cannot be used to find out who is a customer. The one difference: once a
 * network has used up its budget for numbers that never verified, it can still ask for customers'
 * numbers (that is the point: carrier NAT), so a refusal then tells it the number is not one.
 */
export async function sendOtp(input: { phoneNumber: string; countryCode?: string | null; ip: string; deviceToken?: string | null }): Promise<SendOtpResult> {
  const phone = normalizeIndianMobile(input.phoneNumber, input.countryCode ?? undefined);
  if (!phone) throw badInput(INVALID_MOBILE_MESSAGE, 'phoneNumber');
  const now = clock().now();
  // A device that logged in to this number before (lib/auth/login-device.ts).
  const deviceId = trustedDeviceId(input.deviceToken, phone, now);
  const sender = otpSender();
  const code = generateCode();
  // Per-network limits count by network (IPv6: the /64); the challenge records that key.
  const network = networkKey(input.ip);

  const challenge = await db.$transaction(async (tx) => {
    await lockBucket(tx, `otp-send:phone:${phone}`);
    // No code for a requester that must wait after wrong ones (lib/domain/login-backoff.ts).
    await refuseWhileWaiting(tx, phone, network, now, deviceId);
    const recent = await tx.otpChallenge.findMany({
      where: { phoneNumber: phone, createdAt: { gt: new Date(now.getTime() - OTP_POLICY.codesPerPhoneWindowMs) } },
      orderBy: { createdAt: 'desc' },
      select: { createdAt: true },
    });
    if (recent[0]) {
      const wait = recent[0].createdAt.getTime() + OTP_POLICY.resendAfterMs - now.getTime();
      if (wait > 0) throw rateLimited(`Please wait ${formatWait(wait / 1000)} before asking for a new code.`, Math.ceil(wait / 1000));
    }
    // The codes a number may be sent bound what strangers can cost us; the owner's own device is
    // not held back by codes strangers asked for (the resend wait still applies to it).
    if (recent.length >= OTP_POLICY.maxCodesPerPhone && !deviceId) {
      const oldest = recent[recent.length - 1].createdAt.getTime();
      const wait = Math.ceil((oldest + OTP_POLICY.codesPerPhoneWindowMs - now.getTime()) / 1000);
      throw rateLimited(`Too many codes asked for this number. Please try again in ${formatWait(wait)}.`, Math.max(1, wait));
    }
    await checkNetworkLimits(tx, network, phone, now);
    // Only the newest code works: older unused ones are voided.
    await tx.otpChallenge.updateMany({ where: { phoneNumber: phone, consumedAt: null }, data: { consumedAt: now } });
    const created = await tx.otpChallenge.create({
      data: { phoneNumber: phone, codeHash: '', ip: network, createdAt: now, expiresAt: new Date(now.getTime() + OTP_POLICY.validForMs) },
    });
    return tx.otpChallenge.update({
      where: { id: created.id },
      data: { codeHash: sender.providerChecksCode ? '' : hashCode(created.id, code) },
    });
  });

  await sender.send(phone, code);
  // There is no job runner: about one send in a hundred clears rows no limit looks at any more
  // (the longest window is an hour; a day keeps some history for support), and sessions that
  // ended (lib/auth/prune-sessions.ts).
  if (Math.random() < 0.01) await pruneOldLoginRows(now);
  return { id: challenge.id, typeOfUser: null };
}

type NetworkUsage = { codes: number; oldestCode: Date | null; newCodes: number; oldestNewCode: Date | null; newPhones: number; phoneSeen: boolean | null };

/**
 * The per-network limits (policy.ts): a high ceiling for everyone, and a low one for numbers that
 * have never verified (no account), counted by distinct number and by codes. Known customers
 * never use up the new-number budget, so many customers behind one carrier address can log in.
 */
async function checkNetworkLimits(tx: Prisma.TransactionClient, network: string, phone: string, now: Date): Promise<void> {
  // One network's sends are counted one after the other (the phone's lock is always taken first).
  await lockBucket(tx, `otp-send:network:${network}`);
  const since = new Date(now.getTime() - OTP_POLICY.codesPerNetworkWindowMs);
  const [usage] = await tx.$queryRaw<NetworkUsage[]>`
    SELECT count(*)::int AS codes,
           min(c."createdAt") AS "oldestCode",
           (count(*) FILTER (WHERE u.id IS NULL))::int AS "newCodes",
           min(c."createdAt") FILTER (WHERE u.id IS NULL) AS "oldestNewCode",
           (count(DISTINCT c."phoneNumber") FILTER (WHERE u.id IS NULL))::int AS "newPhones",
           bool_or(c."phoneNumber" = ${phone}) AS "phoneSeen"
    FROM "OtpChallenge" c LEFT JOIN "User" u ON u."phoneNumber" = c."phoneNumber"
    WHERE c.ip = ${network} AND c."createdAt" > ${since}`;
  const retryAfter = (oldest: Date | null) =>
    Math.max(1, Math.ceil(((oldest?.getTime() ?? now.getTime()) + OTP_POLICY.codesPerNetworkWindowMs - now.getTime()) / 1000));
  const message = 'Too many login codes requested from this network. Please try again later.';
  if (usage.codes >= OTP_POLICY.maxCodesPerNetwork) throw rateLimited(message, retryAfter(usage.oldestCode));
  const known = await tx.user.findUnique({ where: { phoneNumber: phone }, select: { id: true } });
  if (known) return;
  if (usage.newCodes >= OTP_POLICY.maxCodesToNewPhonesPerNetwork) throw rateLimited(message, retryAfter(usage.oldestNewCode));
  if (!usage.phoneSeen && usage.newPhones >= OTP_POLICY.maxNewPhonesPerNetwork) throw rateLimited(message, retryAfter(usage.oldestNewCode));
}

export async function pruneOldLoginRows(now: Date): Promise<void> {
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  await db.$transaction(async (tx) => {
    await pruneHits(tx, dayAgo);
    await tx.otpChallenge.deleteMany({ where: { createdAt: { lt: dayAgo } } });
    // Failure counts quiet for a day with no wait left, except the networks a phone logs in from.
    const knownSince = new Date(now.getTime() - OTP_POLICY.knownNetworkForMs);
    await tx.loginGuard.deleteMany({
      where: {
        updatedAt: { lt: dayAgo },
        OR: [{ lockedUntil: null }, { lockedUntil: { lt: now } }],
        AND: [{ OR: [{ lastSuccessAt: null }, { lastSuccessAt: { lt: knownSince } }] }],
      },
    });
    await pruneSessions(tx);
  });
}
