// Where each section of a person's data export comes from. A section the store does not keep yet
// (the wallet: another issue adds it) exports its empty shape; the work that adds one
// writes its reader (read-wallet.ts) and moves the key from NOT_KEPT_YET to
// READERS, and the export, the CSV zip and their tests pick it up. TypeScript refuses a key in both.
import 'server-only';
import type { PersonalDataSection } from '@/lib/domain/personal-data';
import { nothingKeptYet, type SectionReader } from './section-reader';
import { profileReader } from './read-profile';
import { addressesReader } from './read-addresses';
import { ordersReader } from './read-orders';
import { messagesReader } from './read-messages';
import { sessionsReader } from './read-sessions';
import { invoicesReader } from './read-invoices';

const READERS = {
  profile: profileReader,
  addresses: addressesReader,
  orders: ordersReader,
  messages: messagesReader,
  sessions: sessionsReader,
  invoices: invoicesReader,
} satisfies Partial<Record<PersonalDataSection, SectionReader<unknown>>>;

/** The wallet's shape follows the contract's getWallet (shared/docs/api.md). */
const NOT_KEPT_YET: Record<Exclude<PersonalDataSection, keyof typeof READERS>, SectionReader<unknown>> = {
  wallet: nothingKeptYet({ balance: 0, entries: [] }, [
    { name: 'wallet', header: ['balanceRupees'], rows: [['0.00']] },
    { name: 'wallet-entries', header: ['createdAt', 'kind', 'amountRupees', 'orderNumber', 'note'], rows: [] },
  ]),
};

export const PERSONAL_DATA_READERS: Record<PersonalDataSection, SectionReader<unknown>> = { ...NOT_KEPT_YET, ...READERS };
