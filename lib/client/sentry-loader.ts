// The browser's one way to Sentry. The SDK (with replay and the report form, ~160 KB gzipped) is
// fetched only when a DSN is configured: NEXT_PUBLIC_SENTRY_DSN is inlined at build time, so
// without one the dynamic imports below are dead code and no Sentry chunk is ever requested.
// instrumentation-client.ts starts the load before hydration; the error pages wait for it.
import 'client-only';
import type { BrowserOptions } from '@sentry/nextjs';

export type SentryModule = typeof import('@sentry/nextjs');

let ready: SentryModule | null = null;
let loading: Promise<SentryModule | null> | null = null;

async function loadAndInit(): Promise<SentryModule | null> {
  const [Sentry, { clientSentryOptions }] = await Promise.all([import('@sentry/nextjs'), import('@/sentry.client.config')]);
  const options: BrowserOptions | null = clientSentryOptions();
  if (!options) return null;
  // The SDK keeps its client on a global, so a second copy of this module cannot init it twice.
  if (!Sentry.isInitialized()) Sentry.init(options);
  ready = Sentry;
  return Sentry;
}

/** The initialised SDK, or null when Sentry is off (no DSN) or failed to load. Loads at most once. */
export function loadSentry(): Promise<SentryModule | null> {
  if (!process.env.NEXT_PUBLIC_SENTRY_DSN) return Promise.resolve(null);
  // A failed chunk fetch (offline, new deploy) leaves Sentry off rather than breaking the caller.
  loading ??= loadAndInit().catch(() => null);
  return loading;
}

/** The SDK if loadSentry has already finished initialising it, else null; for synchronous checks. */
export function loadedSentry(): SentryModule | null {
  return ready;
}
