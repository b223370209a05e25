// Who the customer is, at the top of their page: picture, name, how to reach them, since when, and
// whether their account was deleted or blocked; a customer can be chosen to order for.
import { formatInstantDay } from '@/lib/domain/calendar';
import { formatPhone } from '@/lib/domain/phone';
import type { CustomerOverview } from '@/lib/users/get-customer-overview';
import { ProfilePicture } from '@/components/profile/profile-picture';
import { SelectCustomerButton } from './customer-actions';

export function CustomerHeader({ customer, selected }: { customer: CustomerOverview; selected: boolean }) {
  return (
    <header className="flex flex-wrap items-center gap-4">
      <ProfilePicture url={customer.profilePicUrl} name={customer.name} size="lg" />
      <div className="min-w-0 flex-1">
        <h1 className="break-words text-2xl font-bold text-brand-800">{customer.name}</h1>
        <p className="text-sm text-stone-700">
          {customer.deletedAt !== null ? (
            <span className="inline-flex min-h-11 items-center">Mobile number removed</span>
          ) : (
            <a href={`tel:${customer.phoneNumber}`} className="inline-flex min-h-11 items-center text-brand-700 underline">
              {formatPhone(customer.phoneNumber)}
            </a>
          )}
          {customer.email && <span className="break-all"> · {customer.email}</span>}
        </p>
        <p className="text-sm text-stone-700">
          {customer.roleName === 'CUSTOMER' ? 'Customer' : 'Admin'} since {formatInstantDay(new Date(customer.createdAt))}
          {customer.deletedAt !== null && (
            <strong className="ml-2 rounded-full bg-stone-200 px-2 py-0.5 text-xs text-stone-900" data-testid="account-deleted">
              Account deleted on {formatInstantDay(new Date(customer.deletedAt!))}
            </strong>
          )}
          {customer.status !== 'ACTIVE' && <strong className="ml-2 rounded-full bg-red-100 px-2 py-0.5 text-xs text-red-900">{customer.status === 'BLOCKED' ? 'Blocked' : customer.status}</strong>}
        </p>
      </div>
      {customer.roleName === 'CUSTOMER' && customer.deletedAt === null && (
        <SelectCustomerButton userId={customer.id} firstName={customer.firstName} selected={selected} />
      )}
    </header>
  );
}
