import type { AddressView } from './address-view';

/**
 * The list as the customer last changed it. Without this, after saving an edited PIN the card kept the
 * old PIN and warning until a reload, and the list could read "No saved addresses yet." right after a
 * save: the page's refresh can answer with what it read before the write. So what this page saved or removed
 * is laid over the server's list until the page is left; the server's list still decides the rest.
 */
export function shownAddresses(fromServer: AddressView[], saved: ReadonlyMap<string, AddressView>, removed: ReadonlySet<string>): AddressView[] {
  const listed = fromServer.filter((a) => !removed.has(a.id)).map((a) => saved.get(a.id) ?? a);
  const added = [...saved.values()].filter((a) => !removed.has(a.id) && !fromServer.some((s) => s.id === a.id));
  return [...listed, ...added];
}
