// A real SMTP server for tests (the smtp-server package) on a free port of 127.0.0.1: every email
// the store sends is received over SMTP and parsed with mailparser, as a mail client would read it.
// It can be stopped and started again on the same port (the relay is down, then back).
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';

export type ReceivedMail = { envelopeTo: string[]; raw: string; parsed: ParsedMail };

export type TestSmtpServer = {
  /** smtp://127.0.0.1:<port>, for SMTP_URL */
  url: string;
  received: ReceivedMail[];
  stop(): Promise<void>;
  start(): Promise<void>;
};

function makeServer(received: ReceivedMail[]): SMTPServer {
  return new SMTPServer({
    // Plain SMTP on loopback: no TLS upgrade, no login.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw)
          .then((parsed) => {
            received.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), raw: raw.toString('utf8'), parsed });
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
}

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let server = makeServer(received);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = ((server as unknown as { server: { address(): AddressInfo } }).server.address() as AddressInfo).port;
  let running = true;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async stop() {
      if (!running) return;
      running = false;
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    async start() {
      if (running) return;
      server = makeServer(received);
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
      running = true;
    },
  };
}
