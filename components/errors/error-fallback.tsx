'use client';

// What a user sees when a page fails: "Something went wrong in App" with a report dialog. It
// reports the error to Sentry, starts the reload recovery (lib/client/error-recovery.ts), and
// offers "Try again" and, when Sentry is on, "Report this problem". Acting on either button stops
// a pending automatic reload, so the user is not reloaded out of a half-written report.
// Sentry comes through the loader, never a static import, so the SDK is not in every visitor's bundle.
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { cancelErrorReload, recoverAfterError } from '@/lib/client/error-recovery';
import { loadedSentry, loadSentry } from '@/lib/client/sentry-loader';
import { Button } from '@/components/ui/button';

export const APP_ERROR_MESSAGE = 'Something went wrong in App';

/** Re-reads the snapshot once the SDK has loaded (at once when it is already there, or never without a DSN). */
function subscribeToSentryLoad(onChange: () => void): () => void {
  let subscribed = true;
  void loadSentry().then((sentry) => {
    if (sentry && subscribed) onChange();
  });
  return () => {
    subscribed = false;
  };
}

const sentryEnabledNow = () => loadedSentry()?.isEnabled() ?? false;

/** Server-side errors reach the browser as an opaque digest, which support can match in the logs. */
function digestOf(error: unknown): string | undefined {
  const digest = (error as { digest?: unknown } | null)?.digest;
  return typeof digest === 'string' ? digest : undefined;
}

export function ErrorFallback({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const eventId = useRef<string | undefined>(undefined);
  const [reportFailed, setReportFailed] = useState(false);
  // Sentry loads in the browser after the page starts; the server always renders without it.
  const sentryOn = useSyncExternalStore(subscribeToSentryLoad, sentryEnabledNow, () => false);

  useEffect(() => {
    // The recovery must not wait for (or depend on) the SDK: without a DSN it never comes.
    recoverAfterError();
    void loadSentry().then((sentry) => {
      if (sentry) eventId.current = sentry.captureException(error);
    });
  }, [error]);

  const retry = () => {
    cancelErrorReload();
    onRetry();
  };

  const report = async () => {
    cancelErrorReload();
    // The button only shows once the SDK is loaded and enabled.
    const Sentry = loadedSentry();
    if (!Sentry) return;
    try {
      const feedback = Sentry.getFeedback();
      if (feedback) {
        const form = await feedback.createForm(eventId.current ? { tags: { event_id: eventId.current } } : undefined);
        form.appendToDom();
        form.open();
      } else {
        Sentry.showReportDialog({ eventId: eventId.current });
      }
    } catch {
      setReportFailed(true);
    }
  };

  const digest = digestOf(error);
  return (
    <section role="alert" className="mx-auto max-w-xl py-16 text-center">
      <h1 className="text-2xl font-bold text-brand-800">{APP_ERROR_MESSAGE}</h1>
      <p className="mt-4 text-stone-700">
        Sorry, this page could not be shown. Please try again; if it keeps happening, let us know.
      </p>
      {digest && <p className="mt-2 text-xs text-stone-500">Reference: {digest}</p>}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button size="lg" onClick={retry}>
          Try again
        </Button>
        {sentryOn && (
          <Button variant="secondary" size="lg" onClick={report}>
            Report this problem
          </Button>
        )}
      </div>
      {reportFailed && <p className="mt-4 text-sm text-red-700">The report form could not be opened. Please contact support instead.</p>}
    </section>
  );
}
