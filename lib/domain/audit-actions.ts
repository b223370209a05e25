// What each audited action means, in words, in one place. Services record an action name (the
// operation's name, e.g. 'confirmPayment'), the entity it touched and a little data; the audit page
// and the API's `detail` read them through describeAuditEntry. An action nobody described yet is
// still shown, from its name.
import { isOrderStatus, ORDER_STATUS_LABELS } from './order-status';
import { awaitsReview, isPaymentStatus } from './payment-status';
import { ROLE_ADMIN } from './roles';
import { formatPaise } from './money';
import { SETTING_FIELDS } from './settings';

export type AuditFacts = {
  action: string;
  entity: string;
  /** the JSON the service recorded with the entry */
  data: unknown;
  /**
   * What the entity is called, looked up by the service: an order number, a suborder number, 'DM…-1
   * on Tue, 24 Nov 2026' for a delivery, an address title, a person's name. Null when it is gone.
   */
  target: string | null;
};

function field(data: unknown, key: string): unknown {
  return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>)[key] : undefined;
}
function text(data: unknown, key: string): string | null {
  const v = field(data, key);
  return typeof v === 'string' && v.trim() ? v.trim() : typeof v === 'number' ? String(v) : null;
}
function status(data: unknown, key: string): string {
  const v = text(data, key);
  return v && isOrderStatus(v) ? ORDER_STATUS_LABELS[v].toLowerCase() : (v ?? '?');
}
const orderOf = (f: AuditFacts) => f.target ?? text(f.data, 'orderNumber') ?? 'an order';
const fromTo = (f: AuditFacts) => `from ${status(f.data, 'from')} to ${status(f.data, 'to')}`;

/** A status change recorded on a delivery or, when it rolled up, on its suborder. */
function deliveryChange(f: AuditFacts, bulk: boolean): string {
  const how = bulk ? ' (several at once)' : '';
  if (f.entity === 'Suborder') return `${f.target ?? 'A suborder'} became ${status(f.data, 'to')}: all its deliveries are done${how}`;
  return `Changed ${f.target ? `the delivery ${f.target}` : 'a delivery'} ${fromTo(f)}${how}`;
}

const UPLOAD_KINDS: Record<string, string> = {
  payments: 'a payment screenshot',
  profile: 'a profile photo',
  locations: 'an address photo',
  hero: 'a banner image',
  menu: 'a menu image',
};

function proofAttached(f: AuditFacts): string {
  const previous = text(f.data, 'previousStatus');
  const replacing = previous && isPaymentStatus(previous) && awaitsReview(previous);
  const utr = text(f.data, 'utr');
  return `Attached a payment screenshot${utr ? ` (UTR ${utr})` : ''} to ${orderOf(f)}${replacing ? ', replacing the one waiting for review' : ''}`;
}

const DESCRIPTIONS: Record<string, (f: AuditFacts) => string> = {
  saveOrders: (f) => `Placed order ${orderOf(f)} for the customer`,
  confirmPayment: (f) => {
    // a matched line of a bank statement (applyBankStatement)
    const row = text(f.data, 'statementRow');
    return `Confirmed payment of ${orderOf(f)}${row ? ` from row ${row} of the bank statement ${text(f.data, 'fileName') ?? ''}`.trimEnd() : ''}`;
  },
  rejectPayment: (f) => {
    const reason = text(f.data, 'reason');
    return `Rejected the payment proof of ${orderOf(f)}${reason ? `: “${reason}”` : ''}`;
  },
  giveWalletCredit: (f) => {
    const paise = Number(field(f.data, 'amount'));
    const reason = text(f.data, 'reason');
    return `Added ${Number.isFinite(paise) ? formatPaise(paise) : 'credit'} to the wallet of ${f.target ?? 'a customer'}${reason ? `: “${reason}”` : ''}`;
  },
  payOutWallet: (f) => {
    const paise = Number(field(f.data, 'amount'));
    return `Paid ${Number.isFinite(paise) ? formatPaise(paise) : 'money'} of the wallet of ${f.target ?? 'a customer'} to their UPI id${text(f.data, 'utr') ? ` (UTR ${text(f.data, 'utr')})` : ''}`;
  },
  confirmTopUp: (f) => `Confirmed the wallet top-up ${text(f.data, 'number') ?? ''} of ${f.target ?? 'a customer'}`.replace('top-up  of', 'top-up of'),
  rejectTopUp: (f) => {
    const reason = text(f.data, 'reason');
    return `Rejected the proof of the wallet top-up ${text(f.data, 'number') ?? ''} of ${f.target ?? 'a customer'}${reason ? `: “${reason}”` : ''}`.replace('top-up  of', 'top-up of');
  },
  markRefundPaid: (f) => `Marked the refund for ${orderOf(f)} paid${text(f.data, 'utr') ? ` (UTR ${text(f.data, 'utr')})` : ''}`,
  updatePaymentScreenshot: (f) => proofAttached(f),
  submitPaymentProof: (f) => proofAttached(f),
  updateOrderStatus: (f) => `Changed ${f.target ?? 'a suborder'} ${fromTo(f)}`,
  updateDeliveryStatus: (f) => deliveryChange(f, false),
  updateDeliveriesStatus: (f) => deliveryChange(f, true),
  addUser: (f) => `Added the customer ${f.target ?? ''}`.trim(),
  updateUser: (f) => `Updated the profile of ${f.target ?? 'a customer'}`,
  importUsers: (f) => {
    const created = Number(field(f.data, 'created') ?? 0);
    const existing = Number(field(f.data, 'existing') ?? 0);
    const rejected = Number(field(f.data, 'rejected') ?? 0);
    const notes = [
      existing ? `${existing} already ${existing === 1 ? 'a customer' : 'customers'}` : null,
      rejected ? `${rejected} ${rejected === 1 ? 'row' : 'rows'} refused` : null,
    ].filter(Boolean);
    return `Imported ${created} ${created === 1 ? 'customer' : 'customers'} from a file${notes.length ? ` (${notes.join(', ')})` : ''}`;
  },
  importUser: (f) => (f.target ? `Added the customer ${f.target} from a file` : 'Added a customer from a file'),
  addAddress: (f) => `Added the address “${f.target ?? '?'}”`,
  updateAddress: (f) => `Changed the address “${f.target ?? '?'}”`,
  removeAddress: (f) => `Removed the address “${f.target ?? '?'}”`,
  setDefaultAddress: (f) => `Made the address “${f.target ?? '?'}” the default`,
  changeDeliveryAddress: (f) => {
    const n = Array.isArray(field(f.data, 'deliveryIds')) ? (field(f.data, 'deliveryIds') as unknown[]).length : 0;
    return `Moved ${n} ${n === 1 ? 'delivery' : 'deliveries'} of ${f.target ?? 'a suborder'} to another address from ${text(f.data, 'from') ?? '?'}`;
  },
  followAddressEdit: (f) => {
    const n = Array.isArray(field(f.data, 'deliveryIds')) ? (field(f.data, 'deliveryIds') as unknown[]).length : 0;
    return `${n} coming ${n === 1 ? 'delivery' : 'deliveries'} of ${f.target ?? 'a suborder'} followed an edited address`;
  },
  uploadImage: (f) => `Uploaded ${UPLOAD_KINDS[text(f.data, 'kind') ?? ''] ?? 'a file'}`,
  deleteMyAccount: (f) => {
    const kept = Number(field(f.data, 'ordersKept') ?? 0);
    return `The customer deleted their account${kept ? `; ${kept} ${kept === 1 ? 'order is' : 'orders are'} kept with the buyer anonymised` : ''}`;
  },
  setUserRole: (f) => {
    const who = f.target ?? 'someone';
    return Number(field(f.data, 'to')) === ROLE_ADMIN ? `Made ${who} an admin` : `Made ${who} a customer again (no longer an admin)`;
  },
  clearLoginLock: (f) => {
    const waiting = Number(field(f.data, 'waiting') ?? 0);
    return `Cleared the login waits of ${f.target ?? 'a customer'}${waiting ? '' : ' (none was holding them back)'}`;
  },
  createMenuItem: (f) => `Added ${text(f.data, 'name') ?? 'an item'} to the menu`,
  updateMenuItem: (f) => {
    const changed = changedFields(field(f.data, 'before'), field(f.data, 'after'));
    return `Changed the menu item ${text(f.data, 'name') ?? ''}${changed.length ? ` (${changed.join(', ')})` : ''}`.replace('item  (', 'item (');
  },
  archiveMenuItem: (f) => `Archived the menu item ${text(f.data, 'name') ?? ''}: off the menu, kept for its orders`,
  updateConfigurations: (f) => {
    const keys = field(f.data, 'keys');
    const names = Array.isArray(keys) ? keys.map((k) => settingName(String(k))) : [];
    if (names.length === 0) return 'Changed the settings';
    return `Changed the ${names.length === 1 ? 'setting' : 'settings'} ${names.join(', ')}`;
  },
  createHeroImage: (f) => `Changed the ${text(f.data, 'type') ?? ''} hero image${text(f.data, 'showHeadline') === 'false' ? ' (no headline over it)' : ''}`.replace('the  hero', 'the hero'),
};

/**
 * A setting as the settings page labels it, without its unit ('Delivery charge per drop' for
 * deliveryCharge); a key the page does not show keeps its own name.
 */
function settingName(key: string): string {
  const label = SETTING_FIELDS.get(key)?.label;
  return label ? `“${label.replace(/\s*\([^)]*\)$/, '')}”` : key;
}

/** Which top-level fields differ between two snapshots, e.g. ['price', 'soldOutDates']. */
function changedFields(before: unknown, after: unknown): string[] {
  if (!before || !after || typeof before !== 'object' || typeof after !== 'object') return [];
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  return Object.keys(b).filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]));
}

/** 'setStoreStatus' -> 'Set store status': how an action nobody described yet is shown. */
export function humanizeAction(action: string): string {
  const words = action
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words[0].toUpperCase() + words.slice(1) : 'Changed something';
}

/** 'Confirmed payment of DM261120-K7Q2M' */
export function describeAuditEntry(f: AuditFacts): string {
  const describe = DESCRIPTIONS[f.action];
  if (describe) return describe(f);
  return f.target ? `${humanizeAction(f.action)}: ${f.target}` : humanizeAction(f.action);
}

/** Entities whose name the audit log looks up to describe an entry. */
export const AUDIT_NAMED_ENTITIES = ['Order', 'Payment', 'Suborder', 'Delivery', 'Address', 'User'] as const;
