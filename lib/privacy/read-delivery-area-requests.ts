import 'server-only';
import type { SectionReader } from './section-reader';

export type DeliveryAreaRequestExport = { pinCode: string; contact: string; createdAt: string };

/**
 * The account's own contacts, as "Tell me when you deliver here" stores them: the phone number
 * ('+91…') and the email in lower case. Those requests carry no account (anyone may ask, logged in
 * or not), so a request is the account's when it was left with the account's number or email.
 */
export function contactsOf(person: { phoneNumber: string; email: string | null }): string[] {
  return [person.phoneNumber, person.email?.trim().toLowerCase()].filter((c): c is string => !!c);
}

/** Every "tell me when you deliver here" left with their phone number or email, newest first. */
export const deliveryAreaRequestsReader: SectionReader<DeliveryAreaRequestExport[]> = {
  async read(tx, userId) {
    const contacts = contactsOf(await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { phoneNumber: true, email: true } }));
    const rows = await tx.deliveryAreaRequest.findMany({
      where: { contact: { in: contacts } },
      orderBy: [{ createdAt: 'desc' }, { pinCode: 'asc' }],
      select: { pinCode: true, contact: true, createdAt: true },
    });
    return rows.map((r) => ({ pinCode: r.pinCode, contact: r.contact, createdAt: r.createdAt.toISOString() }));
  },
  tables: (requests) => [
    { name: 'delivery-area-requests', header: ['createdAt', 'pinCode', 'contact'], rows: requests.map((r) => [r.createdAt, r.pinCode, r.contact]) },
  ],
};
