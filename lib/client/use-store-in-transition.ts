// A browser store's value for parts of the page that need not change in the same task as the store.
import 'client-only';
import { startTransition, useEffect, useRef, useState } from 'react';

/**
 * The server's value while the page hydrates, then the store's, every change rendered as a
 * transition: React renders it in short slices between the browser's other work and commits it
 * once whole. useSyncExternalStore renders each change at once, in one task: the layout's
 * navigation turning from the server's "nobody" into a logged-in visitor's right after hydration
 * was one of the long tasks after it on their every page (docs/decisions/operations.md, "The work
 * after a page is shown, made smaller").
 *
 * Only for what is shown, never for what a handler reads: for a few milliseconds after a change
 * this returns the value before it. A part mounted by a client-side navigation also starts from the
 * server's value for a render: a hook cannot tell whether React is hydrating it (a Suspense
 * boundary can hydrate after the rest of the page has run its effects), and starting from the
 * store's there would not match the server's HTML.
 */
export function useStoreInTransition<T>(subscribe: (listener: () => void) => () => void, getSnapshot: () => T, serverSnapshot: T): T {
  const [value, setValue] = useState<T>(serverSnapshot);
  // what was last asked for: an unchanged value asks for no render at all
  const requested = useRef<T>(serverSnapshot);
  useEffect(() => {
    const update = () => {
      const next = getSnapshot();
      if (Object.is(next, requested.current)) return;
      requested.current = next;
      startTransition(() => setValue(() => next));
    };
    const unsubscribe = subscribe(update);
    // the store may have changed between the render and this effect (or before hydration)
    update();
    return unsubscribe;
  }, [subscribe, getSnapshot]);
  return value;
}
