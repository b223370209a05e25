// Where each section of a person's data export comes from. A section the store does not keep yet
// exports its empty shape (none today; the wallet was the last); the work that adds one writes its
// reader and moves the key from NOT_KEPT_YET to READERS, and the export, the CSV zip and their
// tests pick it up. TypeScript refuses a key in both.
import 'server-only';
import type { PersonalDataSection } from '@/lib/domain/personal-data';
import type { SectionReader } from './section-reader';
import { profileReader } from './read-profile';
import { addressesReader } from './read-addresses';
import { ordersReader } from './read-orders';
import { messagesReader } from './read-messages';
import { sessionsReader } from './read-sessions';
import { invoicesReader } from './read-invoices';
import { walletReader } from './read-wallet';
import { deliveryAreaRequestsReader } from './read-delivery-area-requests';

const READERS = {
  profile: profileReader,
  addresses: addressesReader,
  orders: ordersReader,
  messages: messagesReader,
  sessions: sessionsReader,
  invoices: invoicesReader,
  wallet: walletReader,
  deliveryAreaRequests: deliveryAreaRequestsReader,
} satisfies Partial<Record<PersonalDataSection, SectionReader<unknown>>>;

const NOT_KEPT_YET: Record<Exclude<PersonalDataSection, keyof typeof READERS>, SectionReader<unknown>> = {};

export const PERSONAL_DATA_READERS: Record<PersonalDataSection, SectionReader<unknown>> = { ...NOT_KEPT_YET, ...READERS };
