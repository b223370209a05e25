import 'server-only';
import { db } from '@/lib/database/db';
import { clock } from '@/lib/clock';
import { badInput, rateLimited } from '@/lib/errors';
import { normalizeIndianMobile } from '@/lib/domain/phone';
import { otpSender } from '@/lib/sms/otp-sender';
import { hit, lockBucket, pruneHits } from '@/lib/rate-limit/sliding-window';
import { OTP_POLICY } from './policy';
import { generateCode, hashCode } from './code';

export type SendOtpResult = { id: string; typeOfUser: null };

/**
 * Starts a login: checks the limits, stores a hashed code and sends it.
 * The answer is the same whether or not the phone has an account (typeOfUser is only known after
 * verification), so this cannot be used to find out who is a customer.
 */
export async function sendOtp(input: { phoneNumber: string; countryCode?: string | null; ip: string }): Promise<SendOtpResult> {
  const phone = normalizeIndianMobile(input.phoneNumber, input.countryCode ?? undefined);
  if (!phone) throw badInput('Please enter a valid 10-digit Indian mobile number.', 'phoneNumber');
  const now = clock().now();
  const sender = otpSender();
  const code = generateCode();

  const challenge = await db.$transaction(async (tx) => {
    await lockBucket(tx, `otp-send:phone:${phone}`);
    const guard = await tx.loginGuard.findUnique({ where: { phoneNumber: phone } });
    if (guard?.lockedAt) {
      throw rateLimited('Too many failed attempts. This number is locked; please contact support.', 24 * 60 * 60);
    }
    const recent = await tx.otpChallenge.findMany({
      where: { phoneNumber: phone, createdAt: { gt: new Date(now.getTime() - OTP_POLICY.codesPerPhoneWindowMs) } },
      orderBy: { createdAt: 'desc' },
      select: { createdAt: true },
    });
    if (recent[0]) {
      const wait = recent[0].createdAt.getTime() + OTP_POLICY.resendAfterMs - now.getTime();
      if (wait > 0) throw rateLimited(`Please wait ${Math.ceil(wait / 1000)} seconds before asking for a new code.`, Math.ceil(wait / 1000));
    }
    if (recent.length >= OTP_POLICY.maxCodesPerPhone) {
      const oldest = recent[recent.length - 1].createdAt.getTime();
      const wait = Math.ceil((oldest + OTP_POLICY.codesPerPhoneWindowMs - now.getTime()) / 1000);
      throw rateLimited(`Too many codes asked for this number. Please try again in ${Math.ceil(wait / 60)} minutes.`, Math.max(1, wait));
    }
    await hit(tx, {
      bucket: `otp-send:ip:${input.ip}`,
      limit: OTP_POLICY.maxCodesPerIp,
      windowMs: OTP_POLICY.codesPerIpWindowMs,
      message: 'Too many login codes requested from this network. Please try again later.',
    }, now);
    // Only the newest code works: older unused ones are voided.
    await tx.otpChallenge.updateMany({ where: { phoneNumber: phone, consumedAt: null }, data: { consumedAt: now } });
    const created = await tx.otpChallenge.create({
      data: { phoneNumber: phone, codeHash: '', ip: input.ip, createdAt: now, expiresAt: new Date(now.getTime() + OTP_POLICY.validForMs) },
    });
    return tx.otpChallenge.update({
      where: { id: created.id },
      data: { codeHash: sender.providerChecksCode ? '' : hashCode(created.id, code) },
    });
  });

  await sender.send(phone, code);
  // There is no job runner: about one send in a hundred clears rows no limit looks at any more
  // (the longest window is an hour; a day keeps some history for support).
  if (Math.random() < 0.01) await pruneOldLoginRows(now);
  return { id: challenge.id, typeOfUser: null };
}

export async function pruneOldLoginRows(now: Date): Promise<void> {
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  await db.$transaction(async (tx) => {
    await pruneHits(tx, dayAgo);
    await tx.otpChallenge.deleteMany({ where: { createdAt: { lt: dayAgo } } });
  });
}
