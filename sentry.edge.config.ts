// Sentry for the edge runtime, loaded by instrumentation.ts. Off without SENTRY_DSN / NEXT_PUBLIC_SENTRY_DSN.
import * as Sentry from '@sentry/nextjs';
import { sentryServerOptions } from '@/lib/observability/sentry-options';

const options = sentryServerOptions(process.env);
if (options) Sentry.init(options);
