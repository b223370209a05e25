import 'server-only';
import twilio from 'twilio';
import type { OtpSender } from './otp-sender';
import { STORE_NAME } from '@/lib/site';

export function otpMessage(code: string): string {
  return `${code} is your ${STORE_NAME} login code. It is valid for 10 minutes. Do not share it with anyone.`;
}

/** Programmable Messaging: we make the code, Twilio delivers the SMS. */
export class TwilioMessagingSender implements OtpSender {
  readonly providerChecksCode = false;
  private client: ReturnType<typeof twilio>;
  constructor(accountSid: string, authToken: string, private readonly sender: { from?: string; messagingServiceSid?: string }) {
    this.client = twilio(accountSid, authToken);
  }
  async send(phoneE164: string, code: string): Promise<void> {
    await this.client.messages.create({
      to: phoneE164,
      body: otpMessage(code),
      ...(this.sender.messagingServiceSid ? { messagingServiceSid: this.sender.messagingServiceSid } : { from: this.sender.from! }),
    });
  }
}

/** Twilio Verify: Twilio makes, sends and checks the code; our limits still apply around it. */
export class TwilioVerifySender implements OtpSender {
  readonly providerChecksCode = true;
  private client: ReturnType<typeof twilio>;
  constructor(accountSid: string, authToken: string, private readonly serviceSid: string) {
    this.client = twilio(accountSid, authToken);
  }
  async send(phoneE164: string): Promise<void> {
    await this.client.verify.v2.services(this.serviceSid).verifications.create({ to: phoneE164, channel: 'sms' });
  }
  async check(phoneE164: string, code: string): Promise<boolean> {
    const result = await this.client.verify.v2.services(this.serviceSid).verificationChecks.create({ to: phoneE164, code });
    return result.status === 'approved';
  }
}
