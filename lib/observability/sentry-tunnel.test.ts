import { checkTunnelTarget, decideTunnel, envelopeHeaderLine, tunnelUrl } from './sentry-tunnel';
import { envelopeEndpoint, parseDsn } from './dsn';

const DSN = 'https://abc123@o4501.ingest.us.sentry.io/4509';
const SELF_HOSTED = 'https://key@sentry.gooddog.example:9000/errors/7';
const header = (dsn?: unknown) => JSON.stringify({ event_id: 'e1', sent_at: '2026-11-20T00:00:00Z', ...(dsn === undefined ? {} : { dsn }) });

describe('parseDsn', () => {
  it.each([
    [DSN, { protocol: 'https', publicKey: 'abc123', host: 'o4501.ingest.us.sentry.io', pathPrefix: '', projectId: '4509', orgId: '4501' }],
    [SELF_HOSTED, { protocol: 'https', publicKey: 'key', host: 'sentry.gooddog.example:9000', pathPrefix: '/errors', projectId: '7' }],
    ['http://k@localhost:8000/1', { protocol: 'http', host: 'localhost:8000', projectId: '1', pathPrefix: '' }],
  ])('%s', (dsn, expected) => {
    expect(parseDsn(dsn)).toMatchObject(expected);
  });

  it.each([undefined, '', 'not a url', 'https://o1.ingest.sentry.io/5', 'https://k@o1.ingest.sentry.io/', 'https://k@host/abc', 'ftp://k@host/1'])(
    'refuses %p',
    (dsn) => {
      expect(parseDsn(dsn)).toBeNull();
    },
  );

  it('builds the envelope endpoint of the project', () => {
    expect(envelopeEndpoint(parseDsn(DSN)!)).toBe('https://o4501.ingest.us.sentry.io/api/4509/envelope/');
    expect(envelopeEndpoint(parseDsn(SELF_HOSTED)!)).toBe('https://sentry.gooddog.example:9000/errors/api/7/envelope/');
  });
});

describe('tunnelUrl', () => {
  it.each([
    [DSN, '/monitoring?o=4501&p=4509'],
    [SELF_HOSTED, '/monitoring?p=7'],
  ])('%s -> %s', (dsn, url) => {
    expect(tunnelUrl(parseDsn(dsn)!)).toBe(url);
  });
});

describe('envelopeHeaderLine', () => {
  it('reads up to the first newline and ignores binary items after it', () => {
    const body = new Uint8Array([...new TextEncoder().encode(`${header(DSN)}\n{"type":"replay_recording"}\n`), 0x1f, 0x8b, 0xff, 0x00]);
    expect(JSON.parse(envelopeHeaderLine(body)).dsn).toBe(DSN);
  });

  it('takes a body without a newline whole', () => {
    expect(envelopeHeaderLine(new TextEncoder().encode('{}'))).toBe('{}');
  });
});

describe('decideTunnel', () => {
  it.each<[string, string | undefined, string, URLSearchParams | undefined, object]>([
    ['forwards the configured project', DSN, header(DSN), undefined, { forward: true, url: 'https://o4501.ingest.us.sentry.io/api/4509/envelope/' }],
    ['forwards with matching query ids', DSN, header(DSN), new URLSearchParams('o=4501&p=4509'), { forward: true }],
    ['forwards a self-hosted project with a path', SELF_HOSTED, header(SELF_HOSTED), undefined, { forward: true, url: 'https://sentry.gooddog.example:9000/errors/api/7/envelope/' }],
    ['accepts another public key of the same project', DSN, header('https://otherkey@o4501.ingest.us.sentry.io/4509'), undefined, { forward: true }],
    ['404 without a configured DSN', undefined, header(DSN), undefined, { forward: false, status: 404 }],
    ['404 with a malformed configured DSN', 'nonsense', header(DSN), undefined, { forward: false, status: 404 }],
    ['400 when the header is not JSON', DSN, 'garbage', undefined, { forward: false, status: 400 }],
    ['400 when the header has no dsn', DSN, header(), undefined, { forward: false, status: 400 }],
    ['400 when the dsn is not a string', DSN, header(42), undefined, { forward: false, status: 400 }],
    ['400 when the dsn is malformed', DSN, header('https://nokey.example/1'), undefined, { forward: false, status: 400 }],
    ['403 for another project on the same host', DSN, header('https://abc123@o4501.ingest.us.sentry.io/9999'), undefined, { forward: false, status: 403 }],
    ['403 for another host', DSN, header('https://abc123@o666.ingest.sentry.io/4509'), undefined, { forward: false, status: 403 }],
    ['403 for an attacker host with the same project id', DSN, header('https://abc123@evil.example/4509'), undefined, { forward: false, status: 403 }],
    ['403 for another path prefix', SELF_HOSTED, header('https://key@sentry.gooddog.example:9000/7'), undefined, { forward: false, status: 403 }],
    ['403 when the query names another project', DSN, header(DSN), new URLSearchParams('o=4501&p=1'), { forward: false, status: 403 }],
  ])('%s', (_case, configured, line, query, expected) => {
    expect(decideTunnel(configured, line, query)).toMatchObject(expected);
  });
});

describe('checkTunnelTarget', () => {
  it.each<[string, string | undefined, string, object]>([
    ['no DSN', undefined, '', { ok: false, status: 404 }],
    ['configured, no query', DSN, '', { ok: true }],
    ['configured, matching project', DSN, 'o=4501&p=4509', { ok: true }],
    ['configured, other project', DSN, 'p=1', { ok: false, status: 403 }],
  ])('%s', (_case, dsn, query, expected) => {
    expect(checkTunnelTarget(dsn, new URLSearchParams(query))).toMatchObject(expected);
  });
});
