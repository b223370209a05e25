// Every decision in our Sentry set-up, as plain functions of the environment, so that they are
// tested here and the sentry.*.config / instrumentation files only wire them in.
// Traces 1, replays 1 on error and 0.1 otherwise, all text masked and media
// blocked, release = commit, environment from the hosting platform (default production).
// Nothing reported from localhost; /404 transactions dropped.
import { parseDsn } from './dsn';
import { tunnelUrl } from './sentry-tunnel';

/** The browser's variables. Passed as an object of literal `process.env.NEXT_PUBLIC_*` reads, the only form Next inlines into client bundles. */
export type ClientSentryEnv = {
  NEXT_PUBLIC_SENTRY_DSN?: string;
  NEXT_PUBLIC_COMMIT_SHA?: string;
  NEXT_PUBLIC_VERCEL_GIT_COMMIT_SHA?: string;
  NEXT_PUBLIC_SENTRY_ENVIRONMENT?: string;
  NEXT_PUBLIC_VERCEL_ENV?: string;
};

export type ServerSentryEnv = ClientSentryEnv & {
  SENTRY_DSN?: string;
  VERCEL_GIT_COMMIT_SHA?: string;
  SENTRY_ENVIRONMENT?: string;
  VERCEL_ENV?: string;
  // process.env itself is accepted.
  [name: string]: string | undefined;
};

type SentryEvent = { level?: string; transaction?: string };

const present = (...values: (string | undefined)[]) => values.map((v) => v?.trim()).find((v) => v) || undefined;

/** The commit being run: our build's own variable first, then the one Vercel sets. */
export function releaseFrom(env: ServerSentryEnv): string | undefined {
  return present(env.NEXT_PUBLIC_COMMIT_SHA, env.VERCEL_GIT_COMMIT_SHA, env.NEXT_PUBLIC_VERCEL_GIT_COMMIT_SHA);
}

/** An explicit SENTRY_ENVIRONMENT wins; otherwise the hosting platform's (Vercel: production, preview, development). */
export function environmentFrom(env: ServerSentryEnv): string {
  return present(env.SENTRY_ENVIRONMENT, env.NEXT_PUBLIC_SENTRY_ENVIRONMENT, env.VERCEL_ENV, env.NEXT_PUBLIC_VERCEL_ENV) ?? 'production';
}

/** Not-found pages are expected traffic (bots, old links), not performance data. */
export function shouldDropTransaction(name: string | undefined): boolean {
  return !!name && /^(?:[A-Z]+ )?\/(?:404|_not-found)\/?$/.test(name);
}

/** A developer's own machine: its errors are not reported. */
export function isLocalHost(hostname: string | undefined): boolean {
  if (!hostname) return false;
  const h = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return h === 'localhost' || h.endsWith('.localhost') || h === '::1' || h === '0.0.0.0' || /^127(?:\.\d{1,3}){3}$/.test(h);
}

/** Events that trigger the reload recovery (lib/client/error-recovery.ts): error and fatal. */
export function isErrorLevel(level: string | undefined): boolean {
  return level === 'error' || level === 'fatal';
}

export function dropNotFoundTransaction<E extends SentryEvent>(event: E): E | null {
  return shouldDropTransaction(event.transaction) ? null : event;
}

/**
 * The browser's beforeSend: an error or fatal event starts the reload recovery (whether or not it
 * is then sent), and nothing is sent from localhost.
 */
export function makeClientBeforeSend(deps: { hostname: () => string | undefined; onErrorEvent: () => void }) {
  return <E extends SentryEvent>(event: E): E | null => {
    if (isErrorLevel(event.level)) deps.onErrorEvent();
    return isLocalHost(deps.hostname()) ? null : event;
  };
}

// Sentry 11 streams spans by default ('stream'), and then never calls beforeSendTransaction.
// We keep whole transactions ('static') so the /404 filter runs, and so that a self-hosted Sentry
// without span-streaming ingestion still receives traces.
const TRACING = { tracesSampleRate: 1, traceLifecycle: 'static' as const };

/**
 * Browser options, or null when no DSN is set (Sentry stays off). Integrations and hooks are added
 * by sentry.client.config.ts. On a developer's machine (`hostname` local) the SDK still starts, so
 * that beforeSend drives the error recovery as in production, but records no traces or replays.
 */
export function sentryClientOptions(env: ClientSentryEnv, hostname?: string) {
  const dsn = parseDsn(env.NEXT_PUBLIC_SENTRY_DSN);
  if (!dsn) return null;
  const local = isLocalHost(hostname);
  return {
    dsn: env.NEXT_PUBLIC_SENTRY_DSN!.trim(),
    release: releaseFrom(env),
    environment: environmentFrom(env),
    tunnel: tunnelUrl(dsn),
    ...TRACING,
    ...(local ? { tracesSampleRate: 0 } : {}),
    replaysSessionSampleRate: local ? 0 : 0.1,
    replaysOnErrorSampleRate: local ? 0 : 1,
    replay: { maskAllText: true, blockAllMedia: true },
  };
}

/** Node and edge options, or null when no DSN is set. */
export function sentryServerOptions(env: ServerSentryEnv) {
  const dsnText = present(env.SENTRY_DSN, env.NEXT_PUBLIC_SENTRY_DSN);
  if (!parseDsn(dsnText)) return null;
  return {
    dsn: dsnText!,
    release: releaseFrom(env),
    environment: environmentFrom(env),
    ...TRACING,
    beforeSendTransaction: dropNotFoundTransaction,
  };
}
