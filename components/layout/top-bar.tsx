import Link from 'next/link';
import { IntentLink } from '@/components/ui/intent-link';
import { ALSO_IN_MOBILE_TOP_BAR, NAV_LABELS, cartLabel, customersLabel, type NavItem } from '@/components/layout/navigation-rules';
import { AvatarMenu } from './avatar-menu';
import { ButtonLink } from '@/components/ui/button';

type Props = {
  /** desktopItems(...) for the current page and viewer */
  items: NavItem[];
  firstName: string | null;
  selectedCustomerFirstName: string | null;
  onLogout: () => Promise<void>;
  /** false: the links are never prefetched (a logged-in viewer's pages are their own; see AppNav); otherwise on intent */
  prefetch?: false;
};

// Width switching is CSS only, so the first HTML is already right: Menu, Orders and Cart show from
// 901 px (STORE_DESKTOP_MIN) and live in the bottom bar below that; account items show at every width.
const desktopOnly = 'hidden min-[901px]:flex';
const everyWidth = 'flex';

const tab =
  'min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-medium text-stone-800 hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800 aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8';

export function TopBar({ items, firstName, selectedCustomerFirstName, onLogout, prefetch }: Props) {
  return (
    <nav aria-label="Main" className="ml-auto">
      <ul className="flex items-center gap-1">
        {items.map((item) => {
          const visibility = ALSO_IN_MOBILE_TOP_BAR.has(item.id) ? everyWidth : desktopOnly;
          const current = item.current ? ('page' as const) : undefined;
          switch (item.id) {
            case 'avatar':
              return (
                <li key={item.id} className={`${visibility} ml-2`}>
                  <AvatarMenu firstName={firstName} onLogout={onLogout} />
                </li>
              );
            case 'login':
              return (
                <li key={item.id} className={visibility}>
                  {/* Not prefetched: the login page is per visitor, and a prefetch still in flight when the
                      session cookie arrives is turned away by the route guard (a 404 in the console). */}
                  <ButtonLink href={item.href ?? '/log-in'} prefetch={false} aria-current={current} data-nav-login>
                    {NAV_LABELS.login}
                  </ButtonLink>
                </li>
              );
            case 'cart':
              return (
                <li key={item.id} className={visibility}>
                  {/* Never prefetched: the cart is drawn in the browser from the visitor's own carts, and a
                      prefetch started after load kept the menu from settling for a visitor too. */}
                  <Link href={item.href ?? '/cart'} prefetch={false} aria-current={current} aria-label={cartLabel(item.badge)} className={`${tab} flex`}>
                    {NAV_LABELS.cart}
                    {item.badge !== null && <CountBadge count={item.badge} />}
                  </Link>
                </li>
              );
            default:
              return (
                <li key={item.id} className={visibility}>
                  <IntentLink href={item.href ?? '/'} prefetch={prefetch} aria-current={current} className={`${tab} flex max-w-[8rem] min-[901px]:max-w-[12rem]`}>
                    <span className="truncate">
                      {item.id === 'customers' ? customersLabel(selectedCustomerFirstName) : NAV_LABELS[item.id]}
                    </span>
                  </IntentLink>
                </li>
              );
          }
        })}
      </ul>
    </nav>
  );
}

export function CountBadge({ count }: { count: number }) {
  return (
    <span
      aria-hidden
      data-testid="cart-badge"
      className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-700 px-1.5 text-xs font-bold leading-none text-white"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
