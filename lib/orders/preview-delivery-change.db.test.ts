// previewDeliveryChange, against Postgres: for every kind of change, the preview writes nothing
// (rows, document numbers, messages) and answers what the change then does to the money.
import { useTestDatabase } from '@/testing/test-database';
import { pinClockForEachTest } from '@/testing/clock';
import { seededAdminViewer } from '@/testing/admin';
import { cartChargesFor, createCustomer, placeTestOrder } from '@/testing/checkout';
import type { Viewer } from '@/lib/auth/viewer';
import { dateToDay } from '@/lib/domain/calendar';
import { isPayable } from '@/lib/domain/payment-status';
import { cutoffTimeWords } from '@/lib/domain/delivery-dates';
import type { DeliveryChangeInput } from '@/lib/domain/inputs/order-input';
import { confirmPayment } from '@/lib/payments/confirm-payment';
import { giveWalletCredit } from '@/lib/wallet/give-wallet-credit';
import { previewDeliveryChange, type ChangePreview } from './preview-delivery-change';
import { changeDeliveryItems } from './change-delivery-items';
import { skipDelivery } from './skip-delivery';
import { unskipDelivery } from './unskip-delivery';
import { pauseSubscription } from './pause-subscription';
import { resumeSubscription } from './resume-subscription';
import { cancelSubscription } from './cancel-subscription';
import { changeDeliveryAddress } from './change-delivery-address';

const t = useTestDatabase();
let admin: Viewer;
// Friday 20 November 2026, 10:00 Kolkata: the first weekday delivery is Monday 23 November.
pinClockForEachTest(new Date('2026-11-20T04:30:00Z'));
beforeAll(async () => {
  admin = await seededAdminViewer(t.db());
});

const BOWL = 'Chicken & Pumpkin Bowl';
/** The customer's deadline in words for a delivery the day after `eve` (deadlineWords says it). */
const until = (eve: string) => `until ${cutoffTimeWords()} on ${eve}`;
const weekdays = (qty: number) => ({ kind: 'PDM' as const, items: { [BOWL]: [[250, qty]] as [number, number][] }, days: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'] as ('MONDAY' | 'TUESDAY' | 'WEDNESDAY' | 'THURSDAY' | 'FRIDAY')[] });
const oneTime = (dates: string[]) => ({ kind: 'PDM' as const, items: { [BOWL]: [[250, 1]] as [number, number][] }, dates });

/** Everything a change may write, for the order and its customer. */
async function everything(orderId: string, userId: string) {
  const db = t.db();
  return {
    payment: await db.payment.findUnique({ where: { orderId }, select: { status: true, amount: true, walletAmount: true, confirmedAt: true } }),
    deliveries: await db.delivery.findMany({ where: { suborder: { orderId } }, select: { id: true, deliveryDate: true, status: true, skippedAt: true, pausedAt: true, creditedAt: true, portions: true, locationId: true }, orderBy: { id: 'asc' } }),
    items: await db.deliveryItem.findMany({ where: { delivery: { suborder: { orderId } } }, select: { deliveryId: true, variantId: true, quantity: true }, orderBy: [{ deliveryId: 'asc' }, { variantId: 'asc' }] }),
    suborders: await db.suborder.findMany({ where: { orderId }, select: { id: true, status: true, cancelledAt: true }, orderBy: { id: 'asc' } }),
    wallet: await db.walletEntry.findMany({ where: { userId }, select: { id: true }, orderBy: { id: 'asc' } }),
    invoices: await db.invoice.count({ where: { orderId } }),
    creditNotes: await db.creditNote.count({ where: { invoice: { orderId } } }),
    refunds: await db.refund.count({ where: { orderId } }),
    counters: await db.documentCounter.findMany({ orderBy: [{ kind: 'asc' }, { financialYear: 'asc' }] }),
    notifications: await db.notification.count({ where: { userId } }),
    audit: await db.auditLog.count(),
  };
}

/** What the change did to the money, measured from the rows, in the preview's terms. */
async function measured(orderId: string, userId: string, before: Awaited<ReturnType<typeof everything>>): Promise<Omit<ChangePreview, 'allowed' | 'whyNot' | 'deadline' | 'deadlineWords'>> {
  const db = t.db();
  const known = new Set(before.wallet.map((w) => w.id));
  const entries = (await db.walletEntry.findMany({ where: { userId } })).filter((e) => !known.has(e.id));
  const payment = (await db.payment.findUniqueOrThrow({ where: { orderId } }))!;
  const charged = (p: { amount: number; walletAmount: number }) => p.amount + p.walletAmount;
  const invoices = await db.invoice.findMany({ where: { orderId }, orderBy: { serial: 'asc' } });
  const notes = await db.creditNote.findMany({ where: { invoice: { orderId } }, orderBy: { serial: 'asc' } });
  const refunds = await db.refund.findMany({ where: { orderId } });
  const moreCharged = Math.max(0, charged(payment) - charged(before.payment!));
  const lessCharged = Math.max(0, charged(before.payment!) - charged(payment));
  const newNotes = notes.slice(before.creditNotes);
  const documents = [
    ...(invoices.length > before.invoices ? [before.invoices === 0 ? 'invoice' : 'supplementary invoice'] : []),
    ...(newNotes.length > 0 ? ['credit note'] : []),
  ];
  return {
    amountMore: moreCharged,
    fromWallet: entries.filter((e) => e.kind === 'ORDER_DEBIT').reduce((s, e) => s - e.amount, 0),
    dueByUpi: isPayable(payment.status) ? payment.amount : 0,
    amountBack: lessCharged + newNotes.reduce((s, n) => s + n.total, 0),
    backTo: refunds.length > before.refunds ? 'UPI' : entries.some((e) => e.kind === 'SKIP_CREDIT' || e.kind === 'CANCEL_CREDIT') ? 'WALLET' : null,
    documents,
  };
}

/** Previews the change, checks nothing was written, makes it, and checks it did what the preview said. */
async function previewThenChange(viewer: Viewer, orderId: string, userId: string, change: DeliveryChangeInput, make: () => Promise<unknown>) {
  const before = await everything(orderId, userId);
  const preview = await previewDeliveryChange(viewer, change);
  expect(await everything(orderId, userId)).toEqual(before);
  expect(preview).toMatchObject({ allowed: true, whyNot: null });
  await make();
  expect(preview).toEqual({ ...(await measured(orderId, userId, before)), allowed: true, whyNot: null, deadline: preview.deadline, deadlineWords: preview.deadlineWords });
  return preview;
}

test('CHANGE_ITEMS: the wallet paid part; fewer bowls leave nothing by UPI: the preview says the wallet gets the rest back and the invoice, and the change does that', async () => {
  const customer = await createCustomer(t.db(), { firstName: 'Fewer' });
  const one = (await cartChargesFor(t.db(), customer, [weekdays(1)])).PDM.totalPrice;
  const two = (await cartChargesFor(t.db(), customer, [weekdays(2)])).PDM.totalPrice;
  await giveWalletCredit(admin, { userId: customer.viewer.id, amount: one + Math.floor((two - one) / 2), reason: 'Goodwill' });
  const order = await placeTestOrder(t.db(), customer, [weekdays(2)]);
  const { variantId } = await t.db().orderItemVariant.findFirstOrThrow({ where: { orderItem: { suborderId: order.suborders[0].id } } });
  const input = { deliveryId: order.suborders[0].deliveries[0].id, items: [{ variantId, quantity: 1 }], applyToLaterDeliveries: true };
  const preview = await previewThenChange(customer.viewer, order.id, customer.viewer.id, { kind: 'CHANGE_ITEMS', ...input }, () => changeDeliveryItems(customer.viewer, input));
  expect(preview).toMatchObject({ dueByUpi: 0, backTo: 'WALLET', documents: ['invoice'], deadline: '2026-11-22T16:30:00.000Z', deadlineWords: until('Sun, 22 Nov') });
});

test('CHANGE_ITEMS on a paid order: more from the wallet with a supplementary invoice; with too little in the wallet, all of it to pay by UPI first, and nothing written', async () => {
  const customer = await createCustomer(t.db(), { firstName: 'More' });
  const order = await placeTestOrder(t.db(), customer, [weekdays(1)]);
  await confirmPayment(admin, order.id);
  const { variantId } = await t.db().orderItemVariant.findFirstOrThrow({ where: { orderItem: { suborderId: order.suborders[0].id } } });
  const input = { deliveryId: order.suborders[0].deliveries[1].id, items: [{ variantId, quantity: 2 }], applyToLaterDeliveries: false };

  const before = await everything(order.id, customer.viewer.id);
  const byUpi = await previewDeliveryChange(customer.viewer, { kind: 'CHANGE_ITEMS', ...input });
  expect(byUpi).toMatchObject({ allowed: true, fromWallet: 0, dueByUpi: 0, documents: ['supplementary invoice'], deadlineWords: until('Mon, 23 Nov') });
  expect(byUpi.amountMore).toBeGreaterThan(0);
  expect(await everything(order.id, customer.viewer.id)).toEqual(before);
  expect(await t.db().topUp.count({ where: { userId: customer.viewer.id } })).toBe(0);

  await giveWalletCredit(admin, { userId: customer.viewer.id, amount: 100_000, reason: 'Goodwill' });
  const preview = await previewThenChange(customer.viewer, order.id, customer.viewer.id, { kind: 'CHANGE_ITEMS', ...input }, () => changeDeliveryItems(customer.viewer, input));
  expect(preview.amountMore).toBeGreaterThan(0);
  expect(preview).toMatchObject({ fromWallet: preview.amountMore, dueByUpi: 0, documents: ['supplementary invoice'] });
});

test('SKIP and UNSKIP of an unpaid one-time day: off what is due, then back on it', async () => {
  const customer = await createCustomer(t.db(), { firstName: 'Skip' });
  const order = await placeTestOrder(t.db(), customer, [oneTime(['2026-11-23', '2026-11-24'])]);
  const deliveryId = order.suborders[0].deliveries[0].id;
  const skip = await previewThenChange(customer.viewer, order.id, customer.viewer.id, { kind: 'SKIP', deliveryId }, () => skipDelivery(customer.viewer, deliveryId));
  expect(skip.amountBack).toBeGreaterThan(0);
  expect(skip).toMatchObject({ backTo: null, documents: [] });
  const unskip = await previewThenChange(customer.viewer, order.id, customer.viewer.id, { kind: 'UNSKIP', deliveryId }, () => unskipDelivery(customer.viewer, deliveryId));
  expect(unskip.amountMore).toBe(skip.amountBack);
});

test('SKIP of a paid one-time day: a credit note and the money to the wallet', async () => {
  const customer = await createCustomer(t.db(), { firstName: 'PaidSkip' });
  const order = await placeTestOrder(t.db(), customer, [oneTime(['2026-11-23', '2026-11-24'])]);
  await confirmPayment(admin, order.id);
  const deliveryId = order.suborders[0].deliveries[1].id;
  const preview = await previewThenChange(customer.viewer, order.id, customer.viewer.id, { kind: 'SKIP', deliveryId }, () => skipDelivery(customer.viewer, deliveryId));
  expect(preview).toMatchObject({ backTo: 'WALLET', documents: ['credit note'], deadline: '2026-11-23T16:30:00.000Z', deadlineWords: until('Mon, 23 Nov') });
  expect(preview.amountBack).toBeGreaterThan(0);
  // Refused (skipped already), it says why in the change's words and still until when.
  expect(await previewDeliveryChange(customer.viewer, { kind: 'SKIP', deliveryId })).toMatchObject({ allowed: false, whyNot: expect.stringContaining('already skipped'), deadlineWords: until('Mon, 23 Nov') });
});

test('PAUSE and RESUME of a paid subscription: the days move, no money, no document', async () => {
  const customer = await createCustomer(t.db(), { firstName: 'Pause' });
  const order = await placeTestOrder(t.db(), customer, [weekdays(1)]);
  await confirmPayment(admin, order.id);
  const suborderId = order.suborders[0].id;
  const nothing = { amountMore: 0, fromWallet: 0, dueByUpi: 0, amountBack: 0, backTo: null, documents: [] };
  const pause = await previewThenChange(customer.viewer, order.id, customer.viewer.id, { kind: 'PAUSE', suborderId, from: '2026-11-24', until: '2026-11-26' }, () => pauseSubscription(customer.viewer, suborderId, '2026-11-24', '2026-11-26'));
  // The pause's deadline is its first day's: Tuesday 24's, the evening before.
  expect(pause).toMatchObject({ ...nothing, deadline: '2026-11-23T16:30:00.000Z', deadlineWords: until('Mon, 23 Nov') });
  const resume = await previewThenChange(customer.viewer, order.id, customer.viewer.id, { kind: 'RESUME', suborderId }, () => resumeSubscription(customer.viewer, suborderId));
  expect(resume).toMatchObject(nothing);
});

test('CANCEL of a paid subscription to UPI: one credit note, one refund, as previewed', async () => {
  const customer = await createCustomer(t.db(), { firstName: 'Cancel' });
  const order = await placeTestOrder(t.db(), customer, [weekdays(1)]);
  await confirmPayment(admin, order.id);
  await t.db().user.update({ where: { id: customer.viewer.id }, data: { upiId: 'cancel@okaxis' } });
  const suborderId = order.suborders[0].id;
  const from = dateToDay(order.suborders[0].deliveries[3].deliveryDate);
  const preview = await previewThenChange(customer.viewer, order.id, customer.viewer.id, { kind: 'CANCEL', suborderId, from, refundTo: 'UPI', reason: 'MOVING' }, () =>
    cancelSubscription(customer.viewer, { suborderId, from, reason: 'MOVING', note: null, refundTo: 'UPI' }),
  );
  expect(preview).toMatchObject({ backTo: 'UPI', documents: ['credit note'] });
  expect(await t.db().refund.count({ where: { orderId: order.id } })).toBe(1);
});

test('CHANGE_ADDRESS: the deliveries move, no money', async () => {
  const customer = await createCustomer(t.db(), { firstName: 'Move' });
  const order = await placeTestOrder(t.db(), customer, [weekdays(1)]);
  const office = await t.db().address.create({ data: { userId: customer.viewer.id, title: 'Office', lineOne: '7, MG Road', city: 'Bengaluru', state: 'Karnataka', stateCode: '29', zipCode: '560001' } });
  const suborderId = order.suborders[0].id;
  const preview = await previewThenChange(customer.viewer, order.id, customer.viewer.id, { kind: 'CHANGE_ADDRESS', suborderId, locationId: office.id }, () =>
    changeDeliveryAddress(customer.viewer, { suborderId, locationId: office.id, from: null }),
  );
  expect(preview).toMatchObject({ amountMore: 0, amountBack: 0, documents: [], deadline: '2026-11-22T16:30:00.000Z' });
  expect(preview.dueByUpi).toBe(order.payment!.amount);
});

test("someone else's delivery is not found, as for the change", async () => {
  const owner = await createCustomer(t.db(), { firstName: 'Owner' });
  const other = await createCustomer(t.db(), { firstName: 'Other' });
  const order = await placeTestOrder(t.db(), owner, [weekdays(1)]);
  await expect(previewDeliveryChange(other.viewer, { kind: 'SKIP', deliveryId: order.suborders[0].deliveries[0].id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
});

test('an admin acting for the customer: the deadline is the end of the delivery day, in words', async () => {
  const customer = await createCustomer(t.db(), { firstName: 'Admin' });
  const order = await placeTestOrder(t.db(), customer, [oneTime(['2026-11-23', '2026-11-24'])]);
  const preview = await previewDeliveryChange(admin, { kind: 'SKIP', deliveryId: order.suborders[0].deliveries[0].id });
  expect(preview).toMatchObject({ allowed: true, deadline: '2026-11-23T18:30:00.000Z', deadlineWords: 'until the end of Mon, 23 Nov' });
});

test('UNSKIP of a paid day whose money went to the wallet: charged again from the wallet with a supplementary invoice, as previewed', async () => {
  const customer = await createCustomer(t.db(), { firstName: 'PaidUnskip' });
  const order = await placeTestOrder(t.db(), customer, [oneTime(['2026-11-23', '2026-11-24'])]);
  await confirmPayment(admin, order.id);
  const deliveryId = order.suborders[0].deliveries[1].id;
  await skipDelivery(customer.viewer, deliveryId);
  const preview = await previewThenChange(customer.viewer, order.id, customer.viewer.id, { kind: 'UNSKIP', deliveryId }, () => unskipDelivery(customer.viewer, deliveryId));
  expect(preview.amountMore).toBeGreaterThan(0);
  expect(preview).toMatchObject({ fromWallet: preview.amountMore, dueByUpi: 0, documents: ['supplementary invoice'] });
});

test('RESUME of a cancelled plan\'s paused days given back: charged again from the wallet, as previewed', async () => {
  const customer = await createCustomer(t.db(), { firstName: 'PaidResume' });
  const order = await placeTestOrder(t.db(), customer, [weekdays(1)]);
  await confirmPayment(admin, order.id);
  const suborderId = order.suborders[0].id;
  const day = (i: number) => dateToDay(order.suborders[0].deliveries[i].deliveryDate);
  await cancelSubscription(customer.viewer, { suborderId, from: day(6), reason: 'MOVING', note: null, refundTo: 'WALLET' });
  await pauseSubscription(customer.viewer, suborderId, day(3), day(4));
  const preview = await previewThenChange(customer.viewer, order.id, customer.viewer.id, { kind: 'RESUME', suborderId }, () => resumeSubscription(customer.viewer, suborderId));
  expect(preview.amountMore).toBeGreaterThan(0);
  expect(preview).toMatchObject({ fromWallet: preview.amountMore, documents: ['supplementary invoice'] });
});
