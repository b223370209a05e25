// Next's server start-up hook: the socket-address stamp and Sentry per runtime, and one handler
// for every failed request.
import * as Sentry from '@sentry/nextjs';
import type { Instrumentation } from 'next';
import { isControlFlowError, serverErrorLogEntry } from '@/lib/observability/server-error-log';

export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    // Before anything else: every request from here on carries its socket address (lib/http/client-ip.ts).
    const { installPeerAddressStamp, clientIpFromHeaders } = await import('./lib/http/client-ip');
    installPeerAddressStamp();
    // Settings that cannot work stop the server now, not at the first login: a TRUSTED_PROXIES
    // value that cannot be understood, and in production a missing SMS sender or SITE_URL (every
    // absolute link, e.g. an export's link to a payment proof, is made from it). Next only logs an
    // error thrown here and serves on, so the process ends itself. (`next build` calls register
    // too, without production secrets: it is left alone.)
    if (process.env.NEXT_PHASE !== 'phase-production-build') {
      const { smsStartupProblem } = await import('./lib/sms/sms-settings');
      const { siteUrlStartupProblem } = await import('./lib/site-settings');
      let problem: string | null;
      try {
        clientIpFromHeaders(new Headers());
        problem = smsStartupProblem() ?? siteUrlStartupProblem();
      } catch (e) {
        problem = e instanceof Error ? e.message : String(e);
      }
      if (problem) {
        console.error(`The store cannot start: ${problem}`);
        process.exit(1);
      }
    }
    await import('./sentry.server.config');
    // The job queue (messages, reminders, unpaid expiry) starts with the server, never while
    // `next build` prerenders pages (which also calls register), and once per process
    // (lib/jobs/in-process.ts). JOBS_IN_WEB_SERVER=false leaves running jobs to `npm run worker`.
    if (process.env.NEXT_PHASE !== 'phase-production-build') {
      const { startJobsInWebServer } = await import('./lib/jobs/start-in-web-server');
      await startJobsInWebServer();
    }
  }
  if (process.env.NEXT_RUNTIME === 'edge') await import('./sentry.edge.config');
}

/**
 * Logs the failure as one JSON line with a request id (users only ever see the digest), then
 * hands it to Sentry tagged with the same id (Sentry.captureRequestError; a no-op without a DSN).
 */
export const onRequestError: Instrumentation.onRequestError = (error, request, context) => {
  if (isControlFlowError(error)) return;
  const entry = serverErrorLogEntry(error, request, context);
  console.error(JSON.stringify(entry));
  Sentry.withScope((scope) => {
    scope.setTag('request_id', entry.requestId);
    Sentry.captureRequestError(error, request, context);
  });
};
