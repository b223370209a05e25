import 'server-only';
import { db } from '@/lib/database/db';
import { clock } from '@/lib/clock';
import { badInput, forbidden, rateLimited, AppError } from '@/lib/errors';
import { isProductionDeployment } from '@/lib/env';
import { otpSender } from '@/lib/sms/otp-sender';
import { hit } from '@/lib/rate-limit/sliding-window';
import { networkKey } from '@/lib/domain/caller-ip';
import { ROLE_CUSTOMER } from '@/lib/auth/viewer';
import { startSession } from '@/lib/auth/start-session';
import { OTP_POLICY } from './policy';
import { codeMatches } from './code';

export type TypeOfUser = 'NEW' | 'EXISTING';

export type VerifyOtpResult = {
  verified: true;
  typeOfUser: TypeOfUser;
  user: { id: string; roleId: number; firstName: string | null; phoneNumber: string };
  /** the Session row this login started; the cookie carries it */
  sessionId: string;
};

const EXPIRED = 'This code has expired. Please ask for a new one.';

function testCodeAccepted(otp: string): boolean {
  const testCode = process.env.OTP_TEST_CODE;
  return !!testCode && !isProductionDeployment() && otp === testCode;
}

/**
 * Checks a code against the challenge sendOtp returned. Wrong tries are counted even though the
 * call fails, so the counting happens in its own committed transaction before the error is thrown.
 * A user who has never finished their profile is NEW (they go to /profile-create next).
 */
export async function verifyOtp(input: { otp: string; challengeId: string; ip: string; userAgent?: string | null }): Promise<VerifyOtpResult> {
  const now = clock().now();
  const otp = input.otp.trim();
  if (!/^\d{6}$/.test(otp)) throw badInput('Please enter the 6-digit code.', 'otp');

  await db.$transaction((tx) =>
    hit(tx, {
      bucket: `otp-verify:network:${networkKey(input.ip)}`,
      limit: OTP_POLICY.maxVerifiesPerNetwork,
      windowMs: OTP_POLICY.verifiesPerNetworkWindowMs,
      message: 'Too many attempts from this network. Please try again later.',
    }, now),
  );

  const challenge = await db.otpChallenge.findUnique({ where: { id: input.challengeId } });
  if (!challenge) throw badInput(EXPIRED, 'otp');
  const phone = challenge.phoneNumber;

  // Provider checks (Twilio Verify) are network calls: make them outside the transaction.
  const sender = challenge.codeHash ? null : otpSender();
  const providerSaysOk = sender?.providerChecksCode && sender.check && !testCodeAccepted(otp) ? await sender.check(phone, otp) : false;

  const outcome = await db.$transaction(async (tx) => {
    // Row lock: two concurrent tries of the same challenge are counted one after the other.
    await tx.$queryRaw`SELECT id FROM "OtpChallenge" WHERE id = ${challenge.id} FOR UPDATE`;
    const current = await tx.otpChallenge.findUniqueOrThrow({ where: { id: challenge.id } });
    const guard = await tx.loginGuard.findUnique({ where: { phoneNumber: phone } });
    if (guard?.lockedAt) return { error: rateLimited('Too many failed attempts. This number is locked; please contact support.', 24 * 60 * 60) };
    if (current.consumedAt) return { error: badInput('This code has already been used or replaced. Please ask for a new one.', 'otp') };
    if (now.getTime() > current.expiresAt.getTime()) return { error: badInput(EXPIRED, 'otp') };
    if (current.attempts >= OTP_POLICY.maxWrongTries) return { error: badInput('Too many wrong tries. Please ask for a new code.', 'otp') };

    const ok = testCodeAccepted(otp) || (current.codeHash ? codeMatches(current.id, otp, current.codeHash) : providerSaysOk);
    if (!ok) {
      const attempts = current.attempts + 1;
      await tx.otpChallenge.update({ where: { id: current.id }, data: { attempts } });
      const failures = (guard?.consecutiveFailures ?? 0) + 1;
      const locked = failures >= OTP_POLICY.lockAfterConsecutiveFailures;
      await tx.loginGuard.upsert({
        where: { phoneNumber: phone },
        create: { phoneNumber: phone, consecutiveFailures: failures, lockedAt: locked ? now : null },
        update: { consecutiveFailures: failures, lockedAt: locked ? now : null },
      });
      const left = OTP_POLICY.maxWrongTries - attempts;
      return {
        error: badInput(left > 0 ? `That code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.` : 'Too many wrong tries. Please ask for a new code.', 'otp'),
      };
    }

    await tx.otpChallenge.update({ where: { id: current.id }, data: { consumedAt: now } });
    await tx.loginGuard.upsert({
      where: { phoneNumber: phone },
      create: { phoneNumber: phone, consecutiveFailures: 0 },
      update: { consecutiveFailures: 0 },
    });
    let user = await tx.user.findUnique({ where: { phoneNumber: phone } });
    if (!user) {
      user = await tx.user.create({ data: { phoneNumber: phone, roleId: ROLE_CUSTOMER, settings: { create: {} } } });
    }
    if (user.status === 'BLOCKED') return { error: forbidden('This account is blocked. Please contact support.') };
    const sessionId = await startSession(tx, { userId: user.id, userAgent: input.userAgent ?? null, ip: input.ip });
    return { user, sessionId };
  });

  if ('error' in outcome) throw outcome.error as AppError;
  const { user, sessionId } = outcome;
  return {
    verified: true,
    sessionId,
    typeOfUser: user.firstName ? 'EXISTING' : 'NEW',
    user: { id: user.id, roleId: user.roleId, firstName: user.firstName, phoneNumber: user.phoneNumber },
  };
}
