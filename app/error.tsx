'use client';

// Errors inside a page (below the root layout): the fallback shows within the site's header and footer.
import { ErrorFallback } from '@/components/errors/error-fallback';

export default function AppError({ error, retry, reset }: { error: unknown; retry?: () => void; reset: () => void }) {
  return <ErrorFallback error={error} onRetry={retry ?? reset} />;
}
