// The customer's account: wrong login codes lately (and the wait they caused), clearing that wait,
// and making them an admin or a customer again (never oneself).
import { formatTimestamp } from '@/lib/domain/calendar';
import type { LoginLockView } from '@/lib/auth/otp/get-login-locks';
import type { CustomerOverview } from '@/lib/users/get-customer-overview';
import { ClearLoginLockButton, SetRoleButton } from './customer-security-actions';

export function CustomerAccount({ customer, loginLocks, isSelf }: { customer: CustomerOverview; loginLocks: LoginLockView[]; isSelf: boolean }) {
  return (
    <section aria-labelledby="customer-account" className="flex flex-col gap-2">
      <h2 id="customer-account" className="text-lg font-semibold text-brand-800">
        Account
      </h2>
      {loginLocks.length === 0 ? (
        <p className="text-sm text-stone-700">No wrong login codes lately.</p>
      ) : (
        <ul className="divide-y divide-stone-100 rounded-xl border border-brand-100 bg-white" aria-label="Wrong login codes" data-testid="login-locks">
          {loginLocks.map((l) => (
            <li key={l.network ?? '*'} className="px-4 py-3 text-sm">
              {l.consecutiveFailures} wrong {l.consecutiveFailures === 1 ? 'code' : 'codes'} in a row {l.network ? `from ${l.network}` : 'on this number (any network)'}
              {l.lockedUntil ? (
                <strong className="block text-red-800">
                  Held back until <time dateTime={l.lockedUntil}>{formatTimestamp(new Date(l.lockedUntil))}</time>
                </strong>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-3">
        {loginLocks.length > 0 && <ClearLoginLockButton userId={customer.id} name={customer.name} />}
        {!isSelf && <SetRoleButton userId={customer.id} name={customer.name} isAdmin={customer.roleName !== 'CUSTOMER'} />}
      </div>
    </section>
  );
}
