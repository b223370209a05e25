import {
  environmentFrom,
  isErrorLevel,
  isLocalHost,
  makeClientBeforeSend,
  releaseFrom,
  sentryClientOptions,
  sentryServerOptions,
  shouldDropTransaction,
} from './sentry-options';

const DSN = 'https://abc@o4501.ingest.sentry.io/4509';

describe('sentryClientOptions', () => {
  it('is off without a DSN, or with one that cannot be parsed', () => {
    expect(sentryClientOptions({})).toBeNull();
    expect(sentryClientOptions({ NEXT_PUBLIC_SENTRY_DSN: '  ' })).toBeNull();
    expect(sentryClientOptions({ NEXT_PUBLIC_SENTRY_DSN: 'nonsense' })).toBeNull();
  });

  it('records no traces or replays on localhost', () => {
    expect(sentryClientOptions({ NEXT_PUBLIC_SENTRY_DSN: DSN }, '127.0.0.1')).toMatchObject({
      tracesSampleRate: 0,
      replaysSessionSampleRate: 0,
      replaysOnErrorSampleRate: 0,
    });
  });

  it('carries the spec figures and sends through our tunnel', () => {
    expect(sentryClientOptions({ NEXT_PUBLIC_SENTRY_DSN: DSN, NEXT_PUBLIC_COMMIT_SHA: 'a1b2c3', NEXT_PUBLIC_VERCEL_ENV: 'preview' }, 'gooddogkitchen.in')).toEqual({
      dsn: DSN,
      release: 'a1b2c3',
      environment: 'preview',
      tunnel: '/monitoring?o=4501&p=4509',
      tracesSampleRate: 1,
      traceLifecycle: 'static',
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1,
      replay: { maskAllText: true, blockAllMedia: true },
    });
  });
});

describe('sentryServerOptions', () => {
  it('is off without a DSN', () => {
    expect(sentryServerOptions({})).toBeNull();
  });

  it.each([
    [{ SENTRY_DSN: DSN }, DSN],
    [{ NEXT_PUBLIC_SENTRY_DSN: DSN }, DSN],
    [{ SENTRY_DSN: 'https://srv@o1.ingest.sentry.io/2', NEXT_PUBLIC_SENTRY_DSN: DSN }, 'https://srv@o1.ingest.sentry.io/2'],
  ])('takes the DSN from %p', (env, dsn) => {
    expect(sentryServerOptions(env)).toMatchObject({ dsn, tracesSampleRate: 1, environment: 'production' });
  });

  it('drops /404 transactions and keeps others', () => {
    const options = sentryServerOptions({ SENTRY_DSN: DSN })!;
    expect(options.beforeSendTransaction({ transaction: 'GET /404' })).toBeNull();
    expect(options.beforeSendTransaction({ transaction: 'GET /cart' })).toEqual({ transaction: 'GET /cart' });
  });
});

describe('releaseFrom', () => {
  it.each([
    [{}, undefined],
    [{ NEXT_PUBLIC_COMMIT_SHA: 'ours', VERCEL_GIT_COMMIT_SHA: 'vercel' }, 'ours'],
    [{ VERCEL_GIT_COMMIT_SHA: 'vercel' }, 'vercel'],
    [{ NEXT_PUBLIC_VERCEL_GIT_COMMIT_SHA: 'vercel-public' }, 'vercel-public'],
    [{ NEXT_PUBLIC_COMMIT_SHA: ' ', VERCEL_GIT_COMMIT_SHA: 'vercel' }, 'vercel'],
  ])('%p -> %p', (env, release) => {
    expect(releaseFrom(env)).toBe(release);
  });
});

describe('environmentFrom', () => {
  it.each([
    [{}, 'production'],
    [{ NEXT_PUBLIC_VERCEL_ENV: 'preview' }, 'preview'],
    [{ VERCEL_ENV: 'development' }, 'development'],
    [{ SENTRY_ENVIRONMENT: 'staging', VERCEL_ENV: 'production' }, 'staging'],
    [{ NEXT_PUBLIC_SENTRY_ENVIRONMENT: 'staging', NEXT_PUBLIC_VERCEL_ENV: 'preview' }, 'staging'],
  ])('%p -> %s', (env, environment) => {
    expect(environmentFrom(env)).toBe(environment);
  });
});

describe('shouldDropTransaction', () => {
  it.each([
    ['/404', true],
    ['GET /404', true],
    ['/404/', true],
    ['GET /_not-found', true],
    ['/', false],
    ['GET /orders', false],
    ['/404-dogs', false],
    ['/menu/404', false],
    [undefined, false],
  ])('%p -> %p', (name, drop) => {
    expect(shouldDropTransaction(name)).toBe(drop);
  });
});

describe('isLocalHost', () => {
  it.each([
    ['localhost', true],
    ['LOCALHOST', true],
    ['127.0.0.1', true],
    ['127.1.2.3', true],
    ['[::1]', true],
    ['::1', true],
    ['shop.localhost', true],
    ['0.0.0.0', true],
    ['gooddogkitchen.in', false],
    ['192.168.1.5', false],
    ['localhost.example.com', false],
    ['', false],
    [undefined, false],
  ])('%p -> %p', (hostname, local) => {
    expect(isLocalHost(hostname)).toBe(local);
  });
});

describe('isErrorLevel', () => {
  it.each([
    ['error', true],
    ['fatal', true],
    ['warning', false],
    ['info', false],
    [undefined, false],
  ])('%p -> %p', (level, yes) => {
    expect(isErrorLevel(level)).toBe(yes);
  });
});

describe('makeClientBeforeSend', () => {
  it.each([
    ['error on a real host: recover and send', 'error', 'gooddogkitchen.in', true, true],
    ['fatal on a real host: recover and send', 'fatal', 'gooddogkitchen.in', true, true],
    ['warning on a real host: send only', 'warning', 'gooddogkitchen.in', false, true],
    ['error on localhost: recover, do not send', 'error', 'localhost', true, false],
    ['info on 127.0.0.1: neither', 'info', '127.0.0.1', false, false],
  ])('%s', (_case, level, hostname, recovers, sends) => {
    const onErrorEvent = jest.fn();
    const beforeSend = makeClientBeforeSend({ hostname: () => hostname, onErrorEvent });
    const event = { level };
    expect(beforeSend(event)).toBe(sends ? event : null);
    expect(onErrorEvent).toHaveBeenCalledTimes(recovers ? 1 : 0);
  });
});
