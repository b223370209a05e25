// How one-time codes reach a phone. Chosen by environment (see .env.example):
// - TWILIO_VERIFY_SERVICE_SID: Twilio Verify generates, sends and checks the code itself;
// - TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID: we generate the code and Twilio sends it as SMS;
// - neither: the console sender prints the code (development and tests only).
import 'server-only';
import { isProductionDeployment } from '@/lib/env';
import { serviceUnavailable } from '@/lib/errors';
import { SMS_UNAVAILABLE_MESSAGE, missingSmsSettings } from './sms-settings';
import { ConsoleOtpSender } from './console-sender';
import { TwilioMessagingSender, TwilioVerifySender } from './twilio-sender';
import type { OtpSender } from './senders';

export type { OtpSender } from './senders';

let override: OtpSender | null = null;

/** Tests may capture messages with a sender of their own. */
export function setOtpSender(sender: OtpSender | null): void {
  override = sender;
}

export function otpSender(env: NodeJS.ProcessEnv = process.env): OtpSender {
  if (override) return override;
  const sid = env.TWILIO_ACCOUNT_SID;
  const token = env.TWILIO_AUTH_TOKEN;
  if (sid && token && env.TWILIO_VERIFY_SERVICE_SID) {
    return new TwilioVerifySender(sid, token, env.TWILIO_VERIFY_SERVICE_SID);
  }
  if (sid && token && (env.TWILIO_FROM || env.TWILIO_MESSAGING_SERVICE_SID)) {
    return new TwilioMessagingSender(sid, token, { from: env.TWILIO_FROM, messagingServiceSid: env.TWILIO_MESSAGING_SERVICE_SID });
  }
  if (isProductionDeployment()) {
    // The server refuses to start like this (instrumentation.ts); if it runs anyway, say so plainly.
    console.error(`[sms] cannot send login codes: missing ${missingSmsSettings(env).join(', ')}`);
    throw serviceUnavailable(SMS_UNAVAILABLE_MESSAGE);
  }
  return new ConsoleOtpSender();
}
