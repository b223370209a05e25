import { ButtonLink } from '@/components/ui/button';

export function ForbiddenNotice() {
  return (
    <section className="mx-auto max-w-md py-16 text-center">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">403</p>
      <h1 className="mt-2 text-2xl font-bold text-brand-800">This page is for store admins</h1>
      <p className="mt-2 text-stone-700">Your account does not have access here.</p>
      <ButtonLink href="/" size="lg" className="mt-6">
        Back to the menu
      </ButtonLink>
    </section>
  );
}
