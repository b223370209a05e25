// The one shape every address read returns: the row with its photo, so `Address.image` resolves
// without a query per address.
import 'server-only';
export const addressInclude = { image: { select: { id: true, storageKey: true } } } as const;
