import Link from 'next/link';
import { APP_VERSION, STORE_NAME } from '@/lib/site';

export function SiteFooter() {
  return (
    <footer className="border-t border-brand-100 bg-white pb-20 text-sm text-stone-700 md:pb-0 print:hidden">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-4">
        <p>
          © {STORE_NAME}. Meals delivered in Bengaluru; treats across India.
        </p>
        <nav aria-label="Legal" className="flex gap-4">
          <Link href="/privacy-policy" className="hover:underline">Privacy policy</Link>
          <Link href="/termsandconditions" className="hover:underline">Terms of service</Link>
          {/* aria-label is not allowed on a plain span (Nu HTML checker): the words are read instead */}
          <span>
            <span className="sr-only">App version </span>
            {APP_VERSION}
          </span>
        </nav>
      </div>
    </footer>
  );
}
