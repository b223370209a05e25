// Runs in the browser before the app hydrates: starts Sentry when a DSN is configured.
import * as Sentry from '@sentry/nextjs';
import { clientSentryOptions } from './sentry.client.config';

const options = clientSentryOptions();
if (options) Sentry.init(options);

// Names navigation transactions after the route (a no-op while Sentry is off).
export const onRouterTransitionStart = Sentry.captureRouterTransitionStart;
