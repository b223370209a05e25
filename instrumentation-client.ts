// Runs in the browser before the app hydrates: starts loading Sentry when a DSN is configured.
// The SDK arrives in its own chunk (see lib/client/sentry-loader.ts); without a DSN none is fetched.
import type { captureRouterTransitionStart } from '@sentry/nextjs';
import { loadedSentry, loadSentry } from '@/lib/client/sentry-loader';

void loadSentry();

/** Names navigation transactions after the route; a no-op until Sentry has loaded (and while it is off). */
export function onRouterTransitionStart(...args: Parameters<typeof captureRouterTransitionStart>): void {
  loadedSentry()?.captureRouterTransitionStart(...args);
}
