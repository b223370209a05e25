import type { Metadata } from 'next';
import { requirePageAdmin } from '@/lib/auth/require-page-viewer';
import { ButtonLink } from '@/components/ui/button';
import { ButtonsSection } from '@/components/ui/gallery/buttons-section';
import { CardsAndBadgesSection } from '@/components/ui/gallery/cards-and-badges-section';
import { DataTableSection } from '@/components/ui/gallery/data-table-section';
import { FieldsSection } from '@/components/ui/gallery/fields-section';
import { FormKitSection } from '@/components/ui/gallery/form-kit-section';

export const metadata: Metadata = { title: 'UI building blocks', robots: { index: false } };
// Per admin (reads the session): rendered at request time, never prerendered or cached.
export const instant = false;

/** The building blocks every page is made of, each in its states: for whoever builds or changes a page. */
export default async function UiBlocksPage() {
  await requirePageAdmin('/admin/ui');
  return (
    <div className="flex flex-col gap-8">
      <header className="space-y-1">
        <ButtonLink href="/admin" variant="link" size="sm">
          Back to the admin&apos;s tools
        </ButtonLink>
        <h1 className="text-2xl font-bold text-brand-800">UI building blocks</h1>
        <p className="text-sm text-stone-700">Use these instead of writing a button&apos;s or a field&apos;s classes again; docs/shop.md says when to use which.</p>
      </header>
      <ButtonsSection />
      <FieldsSection />
      <FormKitSection />
      <CardsAndBadgesSection />
      <DataTableSection />
    </div>
  );
}
