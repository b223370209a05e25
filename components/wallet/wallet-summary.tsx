import Link from 'next/link';
import { formatInstantDay } from '@/lib/domain/calendar';
import { formatPaise } from '@/lib/domain/money';
import { walletEntryWords } from '@/lib/domain/wallet';
import type { WalletView } from '@/lib/wallet/wallet-view';

/**
 * A wallet's balance and its latest entries, newest first (the customer's /profile and /orders, the
 * admin's customer page). `entriesShown` keeps short places short; `children` adds the actions
 * (top up, give credit) under the balance.
 */
export function WalletSummary({ wallet, entriesShown = 10, title = 'Wallet', children }: { wallet: WalletView; entriesShown?: number; title?: string; children?: React.ReactNode }) {
  const entries = wallet.entries.slice(0, entriesShown);
  return (
    <section aria-labelledby="wallet-heading" className="flex flex-col gap-2 rounded-xl border border-brand-100 bg-white p-4 text-sm shadow-sm" data-testid="wallet">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="wallet-heading" className="text-lg font-semibold text-brand-800">
          {title}
        </h2>
        <p>
          Balance{' '}
          <strong className="text-lg" data-testid="wallet-balance">
            {formatPaise(wallet.balance)}
          </strong>
        </p>
      </div>
      <p className="text-stone-700">Skipped days and refunds you chose to keep as credit land here; checkout uses it first.</p>
      {children}
      {entries.length > 0 && (
        <ul className="divide-y divide-stone-100" aria-label="Wallet history">
          {entries.map((e) => {
            const words = walletEntryWords(e.kind, e.note);
            return (
            <li key={e.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2" data-testid="wallet-entry">
              <span>
                <span className="font-medium">{words.label}</span>
                {e.orderNumber && (
                  <>
                    {' · '}
                    <Link prefetch={false} href={`/orders/${encodeURIComponent(e.orderNumber)}`} className="text-brand-700 underline">
                      {e.orderNumber}
                    </Link>
                  </>
                )}
                {words.note && <span className="text-stone-700"> · {words.note}</span>}
                <span className="text-stone-700"> · {formatInstantDay(new Date(e.createdAt))}</span>
              </span>
              <span className={e.amount < 0 ? 'font-semibold text-stone-900' : 'font-semibold text-green-800'}>
                {e.amount < 0 ? '−' : '+'}
                {formatPaise(Math.abs(e.amount))}
              </span>
            </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
