// The link that confirms an email address names one EmailVerification row (24 hours, used once,
// for the address it was sent to), signed so that a row id alone is not a link.
import 'server-only';
import { siteUrl } from '@/lib/site';
import { readToken, signToken } from './signed-token';

const PURPOSE = 'email-verification';

/** How long a verification link works. */
export const EMAIL_VERIFICATION_HOURS = 24;

export const verificationToken = (verificationId: string) => signToken(PURPOSE, [verificationId]);

export function readVerificationToken(token: string): string | null {
  return readToken(PURPOSE, token, 1)?.[0] ?? null;
}

export const verificationUrl = (verificationId: string) => `${siteUrl()}/verify-email?token=${encodeURIComponent(verificationToken(verificationId))}`;
