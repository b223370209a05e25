import { TabLink } from '@/components/ui/pill-link';

/**
 * The admin's daily tools, in the order a day runs: what to cook and where to take it, payments to
 * review, orders, customers, the store's open/closed switch, and who changed what. Every admin page
 * shows this row; the current one is marked.
 */
export const ADMIN_PAGES = [
  { href: '/admin/dispatch', label: 'Dispatch', about: "Tomorrow's cook sheet and route sheet; mark deliveries on their way or delivered." },
  { href: '/admin/payments', label: 'Payments to review', about: 'Screenshots waiting for a decision, oldest first: confirm or reject with a reason.' },
  { href: '/admin/refunds', label: 'Refunds', about: 'Refunds customers chose to get on their UPI id: pay them, enter the UTR, mark them paid.' },
  { href: '/orders', label: 'Orders', about: 'Every order, filtered by status, payment, delivery day or customer; export as CSV.' },
  { href: '/user-list', label: 'Customers', about: 'Find, add and import customers; order on their behalf.' },
  { href: '/admin/capacity', label: 'Capacity', about: 'How many portions of each category the kitchen takes a day, and festival days.' },
  { href: '/admin/menu', label: 'Menu', about: 'Add, change, duplicate or archive dishes: prices, sizes, pictures, GST, sold-out days.' },
  { href: '/admin/settings', label: 'Settings', about: 'Delivery charge and tax, UPI and bank details, PIN codes, subscription length, seller details, messages.' },
  { href: '/admin/store', label: 'Store status', about: 'Close or reopen the store with a message, and keep the kitchen holidays.' },
  { href: '/admin/tax', label: 'Tax', about: "A month's GST: totals, the GSTR-1 files for the offline tool and the sales register." },
  { href: '/admin/audit', label: 'Audit log', about: 'Who changed what, for whom, and when.' },
] as const;

export type AdminPageHref = (typeof ADMIN_PAGES)[number]['href'];

export function AdminNav({ current }: { current: AdminPageHref }) {
  return (
    <nav aria-label="Admin tools" className="mb-4 overflow-x-auto print:hidden">
      <ul className="flex gap-2 whitespace-nowrap text-sm">
        {ADMIN_PAGES.map((p) => (
          <li key={p.href}>
            <TabLink
              href={p.href}
              // an admin's pages are their own, never shared: fetched on the tap, so no prefetch of every
              // page in the strip stays open after this one has loaded
              prefetch={false}
              current={p.href === current}
            >
              {p.label}
            </TabLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
