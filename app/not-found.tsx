import type { Metadata } from 'next';
import { ButtonLink } from '@/components/ui/button';

// Next answers unknown URLs and notFound() calls with HTTP 404 and this page.
export const metadata: Metadata = {
  title: 'Page not found',
  description: 'This page does not exist. Our menu of cooked dog meals, treats and add-ons is one click away.',
  robots: { index: false, follow: true },
};

export default function NotFound() {
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">Error 404</p>
      <h1 className="mt-2 text-3xl font-bold text-brand-800">Page not found</h1>
      <p className="mt-4 text-stone-700">
        We could not find the page you asked for. It may have moved, or the address may be mistyped.
      </p>
      <ButtonLink href="/" size="lg" className="mt-8">
        Back to the menu
      </ButtonLink>
    </section>
  );
}
