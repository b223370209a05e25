import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Suspense } from 'react';
import type { Metadata, Viewport } from 'next';
import '@fontsource-variable/inter';
import './globals.css';
import { SiteHeader } from '@/components/layout/site-header';
import { SiteFooter } from '@/components/layout/site-footer';
import { StorageVersionCheck } from '@/components/layout/storage-version-check';
import { ToastNavigationReset } from '@/components/ui/toast-navigation-reset';
import { LandscapeNotice } from '@/components/notices/landscape-notice';
import { OfflineNotice } from '@/components/notices/offline-notice';
import { ServiceWorkerRegistration } from '@/components/notices/service-worker-registration';
import { PullToRefresh } from '@/components/notices/pull-to-refresh';
import { STORE_NAME, siteUrl } from '@/lib/site';
import { StoreJsonLd } from '@/lib/seo/store-json-ld';
import { SESSION_HINT_SCRIPT } from '@/lib/client/viewer-hint';

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: { default: `${STORE_NAME} — cooked dog meals, treats and add-ons`, template: `%s | ${STORE_NAME}` },
  description:
    'Freshly cooked meals for community and pet dogs in Bengaluru, and treats delivered across India. Order once or subscribe.',
  openGraph: { type: 'website', siteName: STORE_NAME, locale: 'en_IN', images: ['/images/og.png'] },
  // The 241-byte logo inside the page: a browser asks for a linked favicon only after the page's
  // load event, and that late request kept every page from settling. public/icon.svg stays for
  // push notifications (service-worker/sw.ts).
  icons: { icon: [{ url: `data:image/svg+xml,${encodeURIComponent(readFileSync(join(process.cwd(), 'public', 'icon.svg'), 'utf8').trim())}`, type: 'image/svg+xml' }] },
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#7a4a1d' };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    // suppressHydrationWarning: the hint script marks <html> before React hydrates it.
    <html lang="en-IN" suppressHydrationWarning>
      <body className="flex min-h-screen flex-col">
        <StorageVersionCheck />
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
          Skip to content
        </a>
        <SiteHeader />
        <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 pb-24 pt-4">
          {children}
        </main>
        <SiteFooter />
        {/* The mobile bottom bar renders with the top bar, inside SiteHeader (AppNav). */}
        {/* Suspense: the path is not known while some routes are prerendered. */}
        <Suspense fallback={null}>
          <ToastNavigationReset />
        </Suspense>
        <OfflineNotice />
        <ServiceWorkerRegistration />
        <PullToRefresh />
        <LandscapeNotice />
        <StoreJsonLd />
        {/* Last in <body>, not in <head>: there it waited for the stylesheet and held the parsing of
            the whole page with it (lib/client/viewer-hint.ts). */}
        <script dangerouslySetInnerHTML={{ __html: SESSION_HINT_SCRIPT }} />
      </body>
    </html>
  );
}
