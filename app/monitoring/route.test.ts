// The tunnel handler against a real local HTTP server standing in for Sentry.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { POST } from './route';

type Received = { path: string; contentType?: string; body: Buffer };
let server: http.Server;
let received: Received[] = [];
let upstreamStatus = 200;
let dsn: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', contentType: req.headers['content-type'], body: Buffer.concat(chunks) });
      res.writeHead(upstreamStatus, upstreamStatus === 429 ? { 'Retry-After': '60', 'X-Sentry-Rate-Limits': '60::organization' } : {});
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  dsn = `http://publickey@127.0.0.1:${(server.address() as AddressInfo).port}/42`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received = [];
  upstreamStatus = 200;
  process.env.NEXT_PUBLIC_SENTRY_DSN = dsn;
});
afterEach(() => {
  delete process.env.NEXT_PUBLIC_SENTRY_DSN;
});

const envelope = (headerDsn: string) =>
  Buffer.concat([Buffer.from(`${JSON.stringify({ event_id: 'abc', dsn: headerDsn })}\n{"type":"event"}\n{"message":"boom"}\n`), Buffer.from([0x1f, 0x8b, 0x00])]);
const post = (body: BodyInit, query = '?p=42') => POST(new Request(`http://shop.test/monitoring${query}`, { method: 'POST', body }));

describe('POST /monitoring', () => {
  it('forwards an envelope for the configured project byte for byte', async () => {
    const body = envelope(dsn);
    const res = await post(body);
    expect(res.status).toBe(200);
    expect(received).toHaveLength(1);
    expect(received[0].path).toBe('/api/42/envelope/');
    expect(received[0].contentType).toBe('application/x-sentry-envelope');
    expect(received[0].body.equals(body)).toBe(true);
  });

  it('passes Sentry rate limits back to the browser', async () => {
    upstreamStatus = 429;
    const res = await post(envelope(dsn));
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('60');
    expect(res.headers.get('x-sentry-rate-limits')).toBe('60::organization');
  });

  it('answers 404 and forwards nothing when no DSN is configured', async () => {
    delete process.env.NEXT_PUBLIC_SENTRY_DSN;
    expect((await post(envelope(dsn))).status).toBe(404);
    expect(received).toHaveLength(0);
  });

  it.each([
    ['another project', () => envelope(dsn.replace(/\/42$/, '/43')), '?p=42', 403],
    ['another host', () => envelope('https://publickey@o1.ingest.sentry.io/42'), '?p=42', 403],
    ['a query naming another project', () => envelope(dsn), '?o=1&p=7', 403],
    ['a header without dsn', () => Buffer.from('{"event_id":"x"}\n{}'), '', 400],
    ['a body that is not an envelope', () => Buffer.from('hello'), '', 400],
  ])('refuses %s', async (_case, body, query, status) => {
    expect((await post(body(), query)).status).toBe(status);
    expect(received).toHaveLength(0);
  });

  it('refuses an envelope over the size limit with 413', async () => {
    const big = Buffer.concat([envelope(dsn), Buffer.alloc(4 * 1024 * 1024)]);
    expect((await post(big)).status).toBe(413);
    expect(received).toHaveLength(0);
  });

  it('answers 502 when Sentry cannot be reached', async () => {
    process.env.NEXT_PUBLIC_SENTRY_DSN = 'http://publickey@127.0.0.1:9/42';
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect((await post(envelope('http://publickey@127.0.0.1:9/42'))).status).toBe(502);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
