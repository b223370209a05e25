import { IntentLink } from '@/components/ui/intent-link';
import { NAV_LABELS, cartLabel, type NavItem } from '@/components/layout/navigation-rules';
import { CountBadge } from './top-bar';

/**
 * Mobile bottom bar: Menu, Cart, Orders (mobileItems decides which). Hidden from 901 px by CSS, so it
 * is correct in the first HTML. Fixed at the bottom: no ancestor may have a transform or filter,
 * which would make it fixed to that ancestor instead of the viewport.
 */
export function BottomBar({ items, prefetch }: { items: NavItem[]; /** false: the links are never prefetched (see AppNav); otherwise on intent */ prefetch?: false }) {
  return (
    <nav
      aria-label="Shortcuts"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-stone-200 bg-white pb-[env(safe-area-inset-bottom)] min-[901px]:hidden print:hidden"
    >
      <ul className="mx-auto flex max-w-md items-stretch justify-around">
        {items.map((item) => (
          <li key={item.id} className="flex-1">
            <IntentLink
              href={item.href ?? '/'}
              prefetch={prefetch}
              aria-current={item.current ? 'page' : undefined}
              aria-label={item.id === 'cart' ? cartLabel(item.badge) : undefined}
              className="flex min-h-14 flex-col items-center justify-center gap-0.5 text-xs font-medium text-stone-700 aria-[current=page]:font-semibold aria-[current=page]:text-brand-800"
            >
              <span className="relative">
                <Icon id={item.id} />
                {item.badge !== null && (
                  <span className="absolute -right-3 -top-2">
                    <CountBadge count={item.badge} />
                  </span>
                )}
              </span>
              {NAV_LABELS[item.id]}
            </IntentLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Icon({ id }: { id: NavItem['id'] }) {
  const paths: Partial<Record<NavItem['id'], string>> = {
    menu: 'M3 5h18v2H3V5Zm0 6h18v2H3v-2Zm0 6h18v2H3v-2Z',
    cart: 'M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM5.2 4H2V2h4.8l.9 2H21l-3.4 8.3a2 2 0 0 1-1.8 1.2H8.1L7 15.5V16h12v2H5v-3l1.6-2.9L5.2 4Z',
    orders: 'M6 2h9l5 5v15H6V2Zm8 1.5V8h4.5L14 3.5ZM8 12h8v2H8v-2Zm0 4h8v2H8v-2Z',
  };
  return (
    <svg aria-hidden viewBox="0 0 24 24" className="h-6 w-6 fill-current">
      <path d={paths[id] ?? ''} />
    </svg>
  );
}
