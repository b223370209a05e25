// How messages other than login codes (order placed, payment confirmed, reminders...) reach a
// phone. Chosen by environment, beside the OTP sender (otp-sender.ts):
// - TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID: Twilio Programmable Messaging sends the text;
// - Twilio Verify alone (TWILIO_VERIFY_SERVICE_SID, no From number or Messaging Service): Verify
//   can only send its own codes, not our text. Messages cannot be sent: each one is marked FAILED
//   at once with the reason (admins see it), and the worker warns at start;
// - nothing set: the console sender prints the text (development and tests only).
import 'server-only';
import { isProductionDeployment } from '@/lib/env';
import { ConsoleTextSender } from './console-sender';
import { TwilioTextSender } from './twilio-sender';
import type { TextSender } from './senders';

export type { TextSender } from './senders';

/** No provider can send text: why, in words an admin can act on. */
export class TextSendingUnavailable {
  constructor(readonly reason: string) {}
}

export const VERIFY_ONLY_REASON =
  'Text messages are not configured: Twilio Verify sends only login codes. Set TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID to send order messages.';

let override: TextSender | null = null;

/** Tests may capture messages, or fail them, with a sender of their own. */
export function setTextSender(sender: TextSender | null): void {
  override = sender;
}

export function textSender(env: NodeJS.ProcessEnv = process.env): TextSender | TextSendingUnavailable {
  if (override) return override;
  const sid = env.TWILIO_ACCOUNT_SID;
  const token = env.TWILIO_AUTH_TOKEN;
  if (sid && token && (env.TWILIO_FROM || env.TWILIO_MESSAGING_SERVICE_SID)) {
    return new TwilioTextSender(sid, token, { from: env.TWILIO_FROM, messagingServiceSid: env.TWILIO_MESSAGING_SERVICE_SID });
  }
  if (sid && token && env.TWILIO_VERIFY_SERVICE_SID) return new TextSendingUnavailable(VERIFY_ONLY_REASON);
  if (isProductionDeployment()) {
    return new TextSendingUnavailable('Text messages are not configured: set the TWILIO_* variables (the console sender is refused in production).');
  }
  return new ConsoleTextSender();
}

/** Why this configuration cannot send order messages, or null when it can (said at worker start). */
export function textSendingProblem(env: NodeJS.ProcessEnv = process.env): string | null {
  const sender = textSender(env);
  return sender instanceof TextSendingUnavailable ? sender.reason : null;
}
