import { ButtonLink } from '@/components/ui/button';

/** The cart page with nothing in any cart: a screen tall (`tall`), with the way back to the menu. */
export function EmptyCart({ tall }: { tall: string }) {
  return (
    <div className={`${tall} py-12 text-center`}>
      <h1 className="text-2xl font-bold text-brand-800">Your cart is empty</h1>
      <p className="mt-2 text-stone-700">Add meals, treats or add-ons from the menu.</p>
      <ButtonLink href="/" size="lg" className="mt-6">
        Browse the menu
      </ButtonLink>
    </div>
  );
}
