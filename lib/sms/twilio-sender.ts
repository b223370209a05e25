import 'server-only';
import type { Twilio } from 'twilio';
import type { OtpSender, TextSender } from './senders';
import { STORE_NAME } from '@/lib/site';

// Twilio's SDK (and axios under it) is loaded with the first message, not with every server module
// that can send one: most requests and test files never do. One client per sender, made on first use.
function lazyClient(accountSid: string, authToken: string): () => Promise<Twilio> {
  let client: Promise<Twilio> | undefined;
  return () => (client ??= import('twilio').then(({ default: twilio }) => twilio(accountSid, authToken)));
}

export function otpMessage(code: string): string {
  return `${code} is your ${STORE_NAME} login code. It is valid for 10 minutes. Do not share it with anyone.`;
}

type MessagingSender = { from?: string; messagingServiceSid?: string };

async function sendSms(client: Twilio, sender: MessagingSender, to: string, body: string): Promise<void> {
  await client.messages.create({
    to,
    body,
    ...(sender.messagingServiceSid ? { messagingServiceSid: sender.messagingServiceSid } : { from: sender.from! }),
  });
}

/** Programmable Messaging: we make the code, Twilio delivers the SMS. */
export class TwilioMessagingSender implements OtpSender {
  readonly providerChecksCode = false;
  private client: () => Promise<Twilio>;
  constructor(accountSid: string, authToken: string, private readonly sender: MessagingSender) {
    this.client = lazyClient(accountSid, authToken);
  }
  async send(phoneE164: string, code: string): Promise<void> {
    await sendSms(await this.client(), this.sender, phoneE164, otpMessage(code));
  }
}

/**
 * Programmable Messaging for the store's own texts (order placed, reminders...). Twilio takes no
 * DLT ids per message: the templates and the header are registered with Twilio for the account
 * (its India DLT registration), which matches each text to its template; the ids stay in our
 * configuration for providers that take them and for the production check (dlt-templates.ts).
 */
export class TwilioTextSender implements TextSender {
  private client: () => Promise<Twilio>;
  constructor(accountSid: string, authToken: string, private readonly sender: MessagingSender) {
    this.client = lazyClient(accountSid, authToken);
  }
  async send(phoneE164: string, body: string): Promise<void> {
    await sendSms(await this.client(), this.sender, phoneE164, body);
  }
}

/** Twilio Verify: Twilio makes, sends and checks the code; our limits still apply around it. */
export class TwilioVerifySender implements OtpSender {
  readonly providerChecksCode = true;
  private client: () => Promise<Twilio>;
  constructor(accountSid: string, authToken: string, private readonly serviceSid: string) {
    this.client = lazyClient(accountSid, authToken);
  }
  async send(phoneE164: string): Promise<void> {
    await (await this.client()).verify.v2.services(this.serviceSid).verifications.create({ to: phoneE164, channel: 'sms' });
  }
  async check(phoneE164: string, code: string): Promise<boolean> {
    const result = await (await this.client()).verify.v2.services(this.serviceSid).verificationChecks.create({ to: phoneE164, code });
    return result.status === 'approved';
  }
}
