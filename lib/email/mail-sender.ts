// How email leaves the store: SMTP through nodemailer, to any relay (SES, Postmark, a company mail
// server) named by SMTP_URL, e.g. smtps://user:password@email-smtp.ap-south-1.amazonaws.com:465.
// Without it, development prints each email to the terminal as it does SMS codes; production
// cannot send email at all (every email is marked FAILED with the reason, and the server and the
// worker say so at start-up) rather than pretend to.
import 'server-only';
import nodemailer, { type Transporter } from 'nodemailer';
import { isProductionDeployment } from '@/lib/env';
import { DEFAULT_CONTACT_EMAIL, STORE_NAME } from '@/lib/site';

export type OutgoingEmail = { to: string; subject: string; text: string; html: string; headers?: Record<string, string> };

export interface MailSender {
  /** Hands the email to the relay; throws when it refuses or cannot be reached. */
  send(mail: OutgoingEmail): Promise<void>;
}

/** No relay is configured: why, in words an admin can act on. */
export class EmailSendingUnavailable {
  constructor(readonly reason: string) {}
}

export const NO_SMTP_REASON = 'Email is not configured: set SMTP_URL (the console sender is refused in production).';

/** MAIL_FROM, or the store's name at its contact address. */
export function mailFrom(env: NodeJS.ProcessEnv = process.env): string {
  return env.MAIL_FROM?.trim() || `"${STORE_NAME}" <${DEFAULT_CONTACT_EMAIL}>`;
}

// One transporter per relay URL: nodemailer opens a connection per message (no pool), so a relay
// that restarts is simply reached again by the next attempt.
const transporters = new Map<string, Transporter>();

export class SmtpMailSender implements MailSender {
  private transporter: Transporter;
  constructor(url: string, private readonly from: string) {
    let t = transporters.get(url);
    if (!t) {
      // Short timeouts: a relay that hangs fails the attempt (retried later) instead of the job.
      t = nodemailer.createTransport(url, { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as never);
      transporters.set(url, t);
    }
    this.transporter = t;
  }
  async send(mail: OutgoingEmail): Promise<void> {
    await this.transporter.sendMail({ from: this.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, headers: mail.headers });
  }
}

/** Prints emails to the server log; for development only (tests send to a real SMTP server). */
export class ConsoleMailSender implements MailSender {
  constructor() {
    if (isProductionDeployment()) throw new Error('The console email sender cannot be used in production');
  }
  async send(mail: OutgoingEmail): Promise<void> {
    if (process.env.NODE_ENV === 'test') return;
    const headers = Object.entries(mail.headers ?? {}).map(([k, v]) => `\n  ${k}: ${v}`).join('');
    console.log(`[email] to ${mail.to}: ${mail.subject}${headers}\n${mail.text}`);
  }
}

export function mailSender(env: NodeJS.ProcessEnv = process.env): MailSender | EmailSendingUnavailable {
  const url = env.SMTP_URL?.trim();
  if (url) return new SmtpMailSender(url, mailFrom(env));
  if (isProductionDeployment()) return new EmailSendingUnavailable(NO_SMTP_REASON);
  return new ConsoleMailSender();
}

/** Why this configuration cannot send email, or null when it can (said at start-up). */
export function emailSendingProblem(env: NodeJS.ProcessEnv = process.env): string | null {
  const sender = mailSender(env);
  return sender instanceof EmailSendingUnavailable ? sender.reason : null;
}
