// Which Twilio settings a login-code sender needs, checked at start (instrumentation.ts) and when
// a code is asked for: a production server without them used to start anyway and answer every
// sendOtp with INTERNAL_SERVER_ERROR.
import 'server-only';
import { isProductionDeployment } from '@/lib/env';

const SENDER_CHOICE = 'TWILIO_VERIFY_SERVICE_SID, TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID';

/** The variables still missing before login codes can be sent ([] when a sender is set up). */
export function missingSmsSettings(env: Record<string, string | undefined> = process.env): string[] {
  const missing: string[] = [];
  if (!env.TWILIO_ACCOUNT_SID) missing.push('TWILIO_ACCOUNT_SID');
  if (!env.TWILIO_AUTH_TOKEN) missing.push('TWILIO_AUTH_TOKEN');
  if (!env.TWILIO_VERIFY_SERVICE_SID && !env.TWILIO_FROM && !env.TWILIO_MESSAGING_SERVICE_SID) missing.push(`one of ${SENDER_CHOICE}`);
  return missing;
}

/** Why a production server must not start, or null: nobody could log in without an SMS sender. */
export function smsStartupProblem(env: Record<string, string | undefined> = process.env): string | null {
  if (!isProductionDeployment()) return null;
  const missing = missingSmsSettings(env);
  if (missing.length === 0) return null;
  return `SMS is not configured, so nobody could log in: set ${missing.join(', ')} (see README, "Configuration").`;
}

/** What sendOtp answers when no sender is set up: not the user's doing, and not a bug. */
export const SMS_UNAVAILABLE_MESSAGE = 'Login codes cannot be sent right now: SMS is not set up on this server. Please contact the store.';
