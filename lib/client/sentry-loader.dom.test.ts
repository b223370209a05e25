// The loader: no SDK without a DSN; with one, the SDK is loaded and initialised once with the
// options from sentry.client.config.ts, and only then offered for synchronous use.
const DSN = 'https://abc@o4501.ingest.sentry.io/4509';

const init = jest.fn();
let initialised = false;
jest.mock('@sentry/nextjs', () => ({
  ...jest.requireActual<object>('@sentry/nextjs'),
  init: (options: unknown) => {
    initialised = true;
    init(options);
  },
  isInitialized: () => initialised,
}));

async function freshLoader(dsn: string | undefined) {
  jest.resetModules();
  if (dsn) process.env.NEXT_PUBLIC_SENTRY_DSN = dsn;
  else delete process.env.NEXT_PUBLIC_SENTRY_DSN;
  return import('./sentry-loader');
}

beforeEach(() => {
  init.mockClear();
  initialised = false;
});
afterEach(() => {
  delete process.env.NEXT_PUBLIC_SENTRY_DSN;
});

describe('loadSentry', () => {
  it('is null without a DSN and initialises nothing', async () => {
    const { loadSentry, loadedSentry } = await freshLoader(undefined);
    expect(await loadSentry()).toBeNull();
    expect(loadedSentry()).toBeNull();
    expect(init).not.toHaveBeenCalled();
  });

  it('with a DSN initialises the SDK once with the client options, then offers it synchronously', async () => {
    const { loadSentry, loadedSentry } = await freshLoader(DSN);
    const first = loadSentry();
    expect(loadedSentry()).toBeNull(); // not before the SDK has been initialised
    const [a, b] = await Promise.all([first, loadSentry()]);
    expect(a).not.toBeNull();
    expect(b).toBe(a);
    expect(loadedSentry()).toBe(a);
    expect(init).toHaveBeenCalledTimes(1);
    expect(init.mock.calls[0][0]).toMatchObject({ dsn: DSN, tunnel: '/monitoring?o=4501&p=4509' });
    expect(typeof a!.captureException).toBe('function');
  });

  it('does not initialise an SDK that is already running (a second copy of the loader)', async () => {
    initialised = true;
    const { loadSentry } = await freshLoader(DSN);
    expect(await loadSentry()).not.toBeNull();
    expect(init).not.toHaveBeenCalled();
  });
});
