// What an SMS provider must do, for login codes and for other messages. Its own file so the
// providers (console-sender.ts, twilio-sender.ts) and the choosers (otp-sender.ts, text-sender.ts)
// each depend on it instead of on one another.
import 'server-only';
import type { DltMeta } from './dlt-templates';

export interface OtpSender {
  /** true when the provider checks codes itself (Twilio Verify) */
  readonly providerChecksCode: boolean;
  send(phoneE164: string, code: string): Promise<void>;
  check?(phoneE164: string, code: string): Promise<boolean>;
}

export interface TextSender {
  /**
   * Sends `body` to the phone; throws when the provider refuses or cannot be reached. `dlt` carries
   * the registered template's ids (lib/sms/dlt-templates.ts) for providers that take them.
   */
  send(phoneE164: string, body: string, dlt?: DltMeta): Promise<void>;
}
