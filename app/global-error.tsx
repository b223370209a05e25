'use client';

// Errors in the root layout itself: this replaces the whole document, so it brings its own
// <html>, <body>, styles and font (the layout that would load them is what failed).
import '@fontsource-variable/inter';
import './globals.css';
import { ErrorFallback } from '@/components/errors/error-fallback';
import { STORE_NAME } from '@/lib/site';

export default function GlobalError({ error, retry, reset }: { error: unknown; retry?: () => void; reset: () => void }) {
  return (
    <html lang="en-IN">
      <body className="flex min-h-screen flex-col">
        <title>{`Something went wrong | ${STORE_NAME}`}</title>
        <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4">
          <ErrorFallback error={error} onRetry={retry ?? reset} />
        </main>
      </body>
    </html>
  );
}
