// The browser's Sentry options, assembled from the tested decisions in lib/observability.
// Kept as its own file because the design names it; it has no side effects, and only
// lib/client/sentry-loader.ts imports it (dynamically, with the SDK, when a DSN is configured),
// so visitors of a build without a DSN never download it.
import * as Sentry from '@sentry/nextjs';
import { recoverAfterError } from '@/lib/client/error-recovery';
import { isLocalHost, makeClientBeforeSend, sentryClientOptions, shouldDropTransaction } from '@/lib/observability/sentry-options';

/** Options for Sentry.init in the browser, or null without NEXT_PUBLIC_SENTRY_DSN (Sentry stays off). */
export function clientSentryOptions(): Sentry.BrowserOptions | null {
  const hostname = () => (typeof window === 'undefined' ? undefined : window.location.hostname);
  // Literal process.env.NEXT_PUBLIC_* reads: the only form Next inlines into the browser bundle.
  const options = sentryClientOptions(
    {
      NEXT_PUBLIC_SENTRY_DSN: process.env.NEXT_PUBLIC_SENTRY_DSN,
      NEXT_PUBLIC_COMMIT_SHA: process.env.NEXT_PUBLIC_COMMIT_SHA,
      NEXT_PUBLIC_VERCEL_GIT_COMMIT_SHA: process.env.NEXT_PUBLIC_VERCEL_GIT_COMMIT_SHA,
      NEXT_PUBLIC_SENTRY_ENVIRONMENT: process.env.NEXT_PUBLIC_SENTRY_ENVIRONMENT,
      NEXT_PUBLIC_VERCEL_ENV: process.env.NEXT_PUBLIC_VERCEL_ENV,
    },
    hostname(),
  );
  if (!options) return null;
  const { replay, ...init } = options;
  return {
    ...init,
    integrations: [
      Sentry.replayIntegration(replay),
      // The error pages open this form from their "Report this problem" button. It posts through
      // the same tunnel; no screenshot, since that would capture the unmasked page.
      Sentry.feedbackIntegration({
        autoInject: false,
        colorScheme: 'light',
        showBranding: false,
        enableScreenshot: false,
        formTitle: 'Report this problem',
        messageLabel: 'What happened?',
        messagePlaceholder: 'What were you doing when the error appeared?',
        submitButtonLabel: 'Send report',
        successMessageText: 'Thank you. Your report has been sent.',
      }),
    ],
    beforeSend: makeClientBeforeSend({ hostname, onErrorEvent: () => void recoverAfterError() }),
    beforeSendTransaction: (event) => (isLocalHost(hostname()) || shouldDropTransaction(event.transaction) ? null : event),
  };
}
