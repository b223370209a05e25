// The customer's saved addresses, with the photos they left for the driver.
import { addressLines } from '@/lib/domain/address-snapshot';
import type { CustomerOverview } from '@/lib/users/get-customer-overview';

export function CustomerAddresses({ addresses }: { addresses: CustomerOverview['addresses'] }) {
  return (
    <section aria-labelledby="customer-addresses" className="flex flex-col gap-2">
      <h2 id="customer-addresses" className="text-lg font-semibold text-brand-800">
        Addresses
      </h2>
      {addresses.length === 0 ? (
        <p className="text-sm text-stone-700">No saved addresses.</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {addresses.map((a) => (
            <li key={a.id} className="flex gap-3 rounded-xl border border-brand-100 bg-white p-4 text-sm" data-testid="customer-address">
              {a.photoUrl && (
                <a href={a.photoUrl} target="_blank" rel="noopener noreferrer" className="shrink-0">
                  {/* a private upload (owner or admin), served as it is: nothing for next/image to optimise */}
                  {/* eslint-disable-next-line @next/next/no-img-element */}
                  <img src={a.photoUrl} alt={`Photo of ${a.title}`} loading="lazy" className="size-20 rounded-lg border border-stone-200 object-cover" />
                  <span className="sr-only"> (opens full size in a new tab)</span>
                </a>
              )}
              <div className="min-w-0">
                {addressLines(a).map((line, i) => (
                  <span key={i} className={`block break-words ${i === 0 ? 'font-semibold' : ''}`}>
                    {line}
                  </span>
                ))}
                {a.dropNote && <span className="mt-1 block text-stone-700">Note: {a.dropNote}</span>}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
