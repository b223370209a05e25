// The browser wiring in sentry.client.config.ts: off without a DSN; with one, replay and the
// report form are installed and beforeSend drives the error recovery.
import { RELOAD_COUNT_KEY } from '@/lib/client/error-recovery';

const DSN = 'https://abc@o4501.ingest.sentry.io/4509';

async function loadOptions(dsn: string | undefined) {
  jest.resetModules();
  if (dsn) process.env.NEXT_PUBLIC_SENTRY_DSN = dsn;
  else delete process.env.NEXT_PUBLIC_SENTRY_DSN;
  const { clientSentryOptions } = await import('@/sentry.client.config');
  return clientSentryOptions();
}

afterEach(() => {
  delete process.env.NEXT_PUBLIC_SENTRY_DSN;
  window.sessionStorage.clear();
  jest.useRealTimers();
});

describe('clientSentryOptions', () => {
  it('is null without a DSN', async () => {
    expect(await loadOptions(undefined)).toBeNull();
  });

  it('installs masked replay and the report form, and tunnels through /monitoring', async () => {
    const options = (await loadOptions(DSN))!;
    expect(options.tunnel).toBe('/monitoring?o=4501&p=4509');
    const names = (options.integrations as { name: string }[]).map((i) => i.name);
    expect(names).toEqual(expect.arrayContaining(['Replay', 'Feedback']));
  });

  it('on localhost (jsdom) drops the event but still starts the reload recovery', async () => {
    jest.useFakeTimers();
    const options = (await loadOptions(DSN))!;
    expect(window.location.hostname).toBe('localhost');
    expect(options.beforeSend!({ type: undefined, level: 'error' }, {})).toBeNull();
    expect(window.sessionStorage.getItem(RELOAD_COUNT_KEY)).toBe('1');
    expect(options.beforeSend!({ type: undefined, level: 'info' }, {})).toBeNull();
    expect(window.sessionStorage.getItem(RELOAD_COUNT_KEY)).toBe('1');
    expect(options.beforeSendTransaction!({ type: 'transaction', transaction: '/cart' }, {})).toBeNull();
  });
});
