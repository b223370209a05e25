import 'server-only';
import { db } from '@/lib/database/db';
import { clock } from '@/lib/clock';
import { badInput, forbidden, AppError } from '@/lib/errors';
import { isProductionDeployment } from '@/lib/env';
import { otpSender } from '@/lib/sms/otp-sender';
import { check, record } from '@/lib/rate-limit/sliding-window';
import { networkKey } from '@/lib/domain/caller-ip';
import { ROLE_CUSTOMER, ROLE_RIDER } from '@/lib/auth/viewer';
import { startSession } from '@/lib/auth/start-session';
import { OTP_POLICY } from './policy';
import { codeMatches } from './code';
import { recordLoginFailure, recordLoginSuccess, refuseWhileWaiting } from './login-guard';
import { loginDeviceToken, trustedDeviceId } from '@/lib/auth/login-device';

export type TypeOfUser = 'NEW' | 'EXISTING';

export type VerifyOtpResult = {
  verified: true;
  typeOfUser: TypeOfUser;
  user: { id: string; roleId: number; firstName: string | null; phoneNumber: string };
  /** the Session row this login started; the cookie carries it */
  sessionId: string;
  /** for the long-lived cookie that marks this device as one that logged in to this number */
  deviceToken: string;
};

const EXPIRED = 'This code has expired. Please ask for a new one.';

/** What sendOtp hands out (a cuid); anything else names no challenge and is refused before any lookup. */
export const CHALLENGE_ID = /^[a-z0-9]{20,32}$/;

function testCodeAccepted(otp: string): boolean {
  const testCode = process.env.OTP_TEST_CODE;
  return !!testCode && !isProductionDeployment() && otp === testCode;
}

/**
 * Checks a code against the challenge sendOtp returned. Wrong tries are counted even though the
 * call fails, so the counting happens in its own committed transaction before the error is thrown.
 * A user who has never finished their profile is NEW (they go to /profile-create next).
 *
 * What counts: each wrong code, against the challenge (5 tries), the requester (this phone from
 * this network) and the phone (waits that double, lib/domain/login-backoff.ts), and the network's
 * wrong codes in a window. A challenge id that names nothing is refused before any of it: it
 * guesses no code, so it must not use up the network's allowance for the people behind it.
 */
export async function verifyOtp(input: { otp: string; challengeId: string; ip: string; userAgent?: string | null; deviceToken?: string | null }): Promise<VerifyOtpResult> {
  const now = clock().now();
  const otp = input.otp.trim();
  if (!/^\d{6}$/.test(otp)) throw badInput('Please enter the 6-digit code.', 'otp');
  if (!CHALLENGE_ID.test(input.challengeId)) throw badInput('That login attempt was not found. Please ask for a new code.', 'userId');
  const network = networkKey(input.ip);
  const networkFailures = {
    bucket: `otp-verify-failed:network:${network}`,
    limit: OTP_POLICY.maxFailedVerifiesPerNetwork,
    windowMs: OTP_POLICY.verifiesPerNetworkWindowMs,
    message: 'Too many wrong codes from this network. Please try again later.',
  };

  const challenge = await db.otpChallenge.findUnique({ where: { id: input.challengeId } });
  if (!challenge) throw badInput(EXPIRED, 'otp');
  const phone = challenge.phoneNumber;
  const deviceId = trustedDeviceId(input.deviceToken, phone, now);
  // Before any provider call: a network past its wrong codes, or a requester that must wait.
  await db.$transaction(async (tx) => {
    await check(tx, networkFailures, now);
    await refuseWhileWaiting(tx, phone, network, now, deviceId);
  });

  // Provider checks (Twilio Verify) are network calls: make them outside the transaction.
  const sender = challenge.codeHash ? null : otpSender();
  const providerSaysOk = sender?.providerChecksCode && sender.check && !testCodeAccepted(otp) ? await sender.check(phone, otp) : false;

  const outcome = await db.$transaction(async (tx) => {
    // Row lock: two concurrent tries of the same challenge are counted one after the other.
    await tx.$queryRaw`SELECT id FROM "OtpChallenge" WHERE id = ${challenge.id} FOR UPDATE`;
    const current = await tx.otpChallenge.findUniqueOrThrow({ where: { id: challenge.id } });
    // Again under the locks: guesses sent side by side must not all pass the check made above.
    try {
      await check(tx, networkFailures, now);
      await refuseWhileWaiting(tx, phone, network, now, deviceId);
    } catch (e) {
      if (e instanceof AppError) return { error: e };
      throw e;
    }
    if (current.consumedAt) return { error: badInput('This code has already been used or replaced. Please ask for a new one.', 'otp') };
    if (now.getTime() > current.expiresAt.getTime()) return { error: badInput(EXPIRED, 'otp') };
    if (current.attempts >= OTP_POLICY.maxWrongTries) return { error: badInput('Too many wrong tries. Please ask for a new code.', 'otp') };

    const ok = testCodeAccepted(otp) || (current.codeHash ? codeMatches(current.id, otp, current.codeHash) : providerSaysOk);
    if (!ok) {
      const attempts = current.attempts + 1;
      await tx.otpChallenge.update({ where: { id: current.id }, data: { attempts } });
      await recordLoginFailure(tx, phone, network, now, deviceId);
      await record(tx, networkFailures.bucket, now);
      const left = OTP_POLICY.maxWrongTries - attempts;
      return {
        error: badInput(left > 0 ? `That code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.` : 'Too many wrong tries. Please ask for a new code.', 'otp'),
      };
    }

    await tx.otpChallenge.update({ where: { id: current.id }, data: { consumedAt: now } });
    await recordLoginSuccess(tx, phone, network, now, deviceId);
    let user = await tx.user.findUnique({ where: { phoneNumber: phone } });
    if (!user) {
      user = await tx.user.create({ data: { phoneNumber: phone, roleId: ROLE_CUSTOMER, settings: { create: {} } } });
    }
    if (user.status === 'BLOCKED') {
      // a rider the kitchen switched off (setRiderActive) is told so, not that something is wrong
      return { error: forbidden(user.roleId === ROLE_RIDER ? 'This rider account is switched off. Please ask the kitchen.' : 'This account is blocked. Please contact support.') };
    }
    const sessionId = await startSession(tx, { userId: user.id, userAgent: input.userAgent ?? null, ip: input.ip });
    return { user, sessionId };
  });

  if ('error' in outcome) throw outcome.error as AppError;
  const { user, sessionId } = outcome;
  return {
    verified: true,
    sessionId,
    deviceToken: loginDeviceToken(phone, now, deviceId ?? undefined),
    typeOfUser: user.firstName ? 'EXISTING' : 'NEW',
    user: { id: user.id, roleId: user.roleId, firstName: user.firstName, phoneNumber: user.phoneNumber },
  };
}
