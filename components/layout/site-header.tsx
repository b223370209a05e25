import { Suspense } from 'react';
import { IntentLink } from '@/components/ui/intent-link';
import { STORE_NAME } from '@/lib/site';
import { SiteNav } from './site-nav-client';
import { SiteNavFallback } from './site-nav-fallback';
import { Toaster } from '@/components/ui/toaster';
import { ActingForBar } from './acting-for-bar';

export function SiteHeader() {
  // No transform or filter (e.g. backdrop-blur) on the header: the mobile bottom bar inside the nav is
  // position: fixed and would be fixed to the header instead of the viewport.
  return (
    <header className="sticky top-0 z-30 border-b border-brand-100 bg-white print:hidden">
      {/* Wraps rather than cutting the name: an admin's phone bar (Customers, Admin, the avatar) does
          not fit beside the whole name at 390 px, so it moves to a second row. */}
      <div className="mx-auto flex min-h-14 max-w-6xl flex-wrap items-center justify-between gap-x-2 px-4">
        {/* Prefetched on intent, not on load: it is on every page, and its prefetch kept pages from settling. */}
        <IntentLink href="/" className="flex min-h-11 shrink-0 items-center gap-2 font-semibold text-brand-800" data-testid="brand">
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src="/images/logo.svg" alt="" width={32} height={32} />
          {/* The name on every width: on a narrow phone smaller, so the account controls keep their room. */}
          <span className="whitespace-nowrap max-[420px]:text-sm">{STORE_NAME}</span>
        </IntentLink>
        {/* The visitor's own navigation is learned in the browser (lib/client/viewer-store.ts): every
            page's cached shell is the same for everyone and never holds a visitor's name or role.
            Suspense only for routes whose path is not known when they are prerendered. */}
        <Suspense fallback={<SiteNavFallback />}>
          <SiteNav />
        </Suspense>
      </div>
      <ActingForBar />
      {/* Toasts grow the header instead of floating over the page (components/ui/toaster.tsx). */}
      <Toaster />
    </header>
  );
}
