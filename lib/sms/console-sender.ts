import 'server-only';
import { isProductionDeployment } from '@/lib/env';
import type { OtpSender, TextSender } from './senders';
import type { DltMeta } from './dlt-templates';

/** Prints the code to the server log; for development and tests only. */
export class ConsoleOtpSender implements OtpSender {
  readonly providerChecksCode = false;
  constructor() {
    if (isProductionDeployment()) throw new Error('The console SMS sender cannot be used in production');
  }
  async send(phoneE164: string, code: string): Promise<void> {
    // Unit and integration tests log in with OTP_TEST_CODE; printing every code there is noise.
    if (process.env.NODE_ENV === 'test') return;
    console.log(`[sms] login code for ${phoneE164}: ${code}`);
  }
}

/** Prints messages to the server log; for development and e2e runs only. */
export class ConsoleTextSender implements TextSender {
  constructor() {
    if (isProductionDeployment()) throw new Error('The console SMS sender cannot be used in production');
  }
  async send(phoneE164: string, body: string, dlt?: DltMeta): Promise<void> {
    if (process.env.NODE_ENV === 'test') return;
    console.log(`[sms] to ${phoneE164}${dlt ? ` (DLT template ${dlt.templateKey}: ${dlt.templateId ?? 'no id yet'})` : ''}: ${body}`);
  }
}
