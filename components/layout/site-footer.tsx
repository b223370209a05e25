import { IntentLink } from '@/components/ui/intent-link';
import { APP_VERSION, DEFAULT_CONTACT_EMAIL, DEFAULT_SUPPORT_PHONE, STORE_ADDRESS, STORE_NAME } from '@/lib/site';
import { isBuildPrerender } from '@/lib/cache/after-build';
import { getConfigMap } from '@/lib/config/get-configurations';
import { storeFactsFromConfig, type StoreFacts } from '@/lib/domain/store-facts';

/**
 * The kitchen behind the store, on every page: its address, FSSAI licence, how to reach
 * it and the configured links (lib/domain/store-facts.ts). A cached read of the configuration, so
 * part of each page's cached shell; while `next build` prerenders, and if the configuration cannot
 * be read, the defaults from lib/site.ts stand in (no licence number: that is only ever configured).
 */
export async function SiteFooter() {
  const facts = await readFacts();
  return (
    <footer className="border-t border-brand-100 bg-white pb-20 text-sm text-stone-700 md:pb-0 print:hidden">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-6 sm:grid-cols-3">
        <div className="space-y-2">
          <p className="flex items-center gap-2 text-base font-semibold text-brand-800">
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img src="/images/logo.svg" alt="" width={28} height={28} />
            {STORE_NAME}
          </p>
          <p>Meals cooked fresh every morning and delivered in Bengaluru; treats across India.</p>
          {facts.fssaiLicence && (
            <p>
              FSSAI licence no. <span className="font-medium text-stone-900">{facts.fssaiLicence}</span>
            </p>
          )}
        </div>
        <div className="space-y-2">
          <h2 className="font-semibold text-stone-900">Our kitchen</h2>
          <address className="not-italic">{facts.kitchenAddress}</address>
          <p>
            {facts.phone && (
              <>
                <a href={`tel:${facts.phone}`} className="inline-flex min-h-6 items-center underline hover:text-brand-800">
                  {facts.phoneLabel}
                </a>
                <br />
              </>
            )}
            {facts.email && (
              <a href={`mailto:${facts.email}`} className="inline-flex min-h-6 items-center underline hover:text-brand-800">
                {facts.email}
              </a>
            )}
          </p>
        </div>
        <nav aria-label="About the store" className="flex flex-col items-start gap-1">
          <IntentLink href="/about" className="inline-flex min-h-6 items-center hover:underline">About us</IntentLink>
          <IntentLink href="/privacy-policy" className="inline-flex min-h-6 items-center hover:underline">Privacy policy</IntentLink>
          <IntentLink href="/termsandconditions" className="inline-flex min-h-6 items-center hover:underline">Terms of service</IntentLink>
          {facts.links.map((l) => (
            <a key={l.href} href={l.href} rel="noopener noreferrer" className="inline-flex min-h-6 items-center hover:underline">
              {l.label}
            </a>
          ))}
        </nav>
      </div>
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 border-t border-brand-100 px-4 py-3">
        <p>© {STORE_NAME}</p>
        {/* aria-label is not allowed on a plain span (Nu HTML checker): the words are read instead */}
        <span>
          <span className="sr-only">App version </span>
          {APP_VERSION}
        </span>
      </div>
    </footer>
  );
}

async function readFacts(): Promise<StoreFacts> {
  const defaults = storeFactsFromConfig({ 'support.whatsapp': DEFAULT_SUPPORT_PHONE, 'contact.email': DEFAULT_CONTACT_EMAIL }, STORE_ADDRESS);
  if (isBuildPrerender()) return defaults;
  try {
    return storeFactsFromConfig({ 'support.whatsapp': DEFAULT_SUPPORT_PHONE, 'contact.email': DEFAULT_CONTACT_EMAIL, ...(await getConfigMap()) }, STORE_ADDRESS);
  } catch (error) {
    console.warn('SiteFooter: configuration unavailable:', error instanceof Error ? error.message : error);
    return defaults;
  }
}
