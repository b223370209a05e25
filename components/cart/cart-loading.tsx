// the viewport's height less the header and the main area's padding
export const SCREEN_TALL = 'min-h-[calc(100svh-6rem)]';

/**
 * The cart page while the browser's carts are not known yet. Each state of the cart is at least a
 * screen tall: the footer starts below the first screen and is not pushed down in sight when the
 * carts appear (it was the cart page's layout shift, 0.098).
 */
export function CartLoading() {
  return (
    <p className={`${SCREEN_TALL} py-12 text-center text-stone-700`} role="status">
      Loading your cart…
    </p>
  );
}
