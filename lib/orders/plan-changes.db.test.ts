// Plan changes against Postgres: an undone skip removes its make-up day, an ended pause
// brings its days back, a cancelled subscription gives its paid days back to the wallet (or UPI)
// with credit notes, and a partly paid one (wallet part paid, UPI due) gets its wallet part back.
// Every change messages the customer; an admin's is audited.
import { randomUUID } from 'node:crypto';
import { useTestDatabase } from '@/testing/test-database';
import { pinClockForEachTest } from '@/testing/clock';
import { seededAdminViewer } from '@/testing/admin';
import { createCustomer, ordersInputFor, placeTestOrder } from '@/testing/checkout';
import { AppError } from '@/lib/errors';
import type { Viewer } from '@/lib/auth/viewer';
import { dateToDay, formatDay } from '@/lib/domain/calendar';
import { confirmPayment } from '@/lib/payments/confirm-payment';
import { giveWalletCredit } from '@/lib/wallet/give-wallet-credit';
import { getWallet } from '@/lib/wallet/get-wallet';
import { placeOrder } from './place-order';
import { skipDelivery } from './skip-delivery';
import { pauseSubscription } from './pause-subscription';
import { unskipDelivery } from './unskip-delivery';
import { resumeSubscription } from './resume-subscription';
import { cancelSubscription } from './cancel-subscription';
import { reorder } from './reorder';
import { changeDeliveryItems } from './change-delivery-items';
import { chargedLines, sumLines } from '@/lib/domain/order-charges';
import { chargeBasis, loadOrderCharges } from '@/lib/invoices/load-order-charges';

const t = useTestDatabase();
let admin: Viewer;
// Friday 20 November 2026, 10:00 Kolkata.
const moveClock = pinClockForEachTest(new Date('2026-11-20T04:30:00Z'));
beforeAll(async () => {
  admin = await seededAdminViewer(t.db());
});

const BOWL = 'Chicken & Pumpkin Bowl';
const weekdays = { kind: 'PDM' as const, items: { [BOWL]: [[250, 1]] as [number, number][] }, days: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'] as const };
const code = (e: unknown) => (e instanceof AppError ? e.code : String(e));
const rows = async (suborderId: string) =>
  (await t.db().delivery.findMany({ where: { suborderId }, orderBy: { deliveryDate: 'asc' } })).map((d) => ({ id: d.id, day: dateToDay(d.deliveryDate), status: d.status, skipped: !!d.skippedAt, paused: !!d.pausedAt, replaces: d.replacesDeliveryId }));
const messages = (userId: string) => t.db().notification.findMany({ where: { userId, kind: 'PLAN_CHANGED', channel: 'SMS' }, orderBy: { createdAt: 'asc' } });

async function subscriber(name: string, paid = true) {
  const customer = await createCustomer(t.db(), { firstName: name });
  const order = await placeTestOrder(t.db(), customer, [{ ...weekdays, days: [...weekdays.days] }]);
  if (paid) await confirmPayment(admin, order.id);
  return { customer, order, suborder: order.suborders[0] };
}

test('un-skip a subscription day: the make-up day goes, the day is back, the customer is told', async () => {
  const { customer, order, suborder } = await subscriber('Undo');
  const target = suborder.deliveries[2];
  const before = await rows(suborder.id);
  await skipDelivery(customer.viewer, target.id);
  expect((await rows(suborder.id)).length).toBe(before.length + 1);

  const change = await unskipDelivery(customer.viewer, target.id);
  expect(change.message).toMatch(/^The delivery of .* is back on\. Its make-up day, .*, is removed\.$/);
  expect(await rows(suborder.id)).toEqual(before);
  expect(change.suborder.deliveries.find((d) => d.id === target.id)).toMatchObject({ status: 'SUBSCRIBED', skippedAt: null, pausedAt: null });
  const sms = (await messages(customer.viewer.id)).map((m) => m.body);
  expect(sms).toContain(`Good Dog Kitchen: the delivery of ${formatDay(dateToDay(target.deliveryDate))} for order ${order.orderNumber} is back on. Details on the order page.`);
  // Undoing twice is refused, nothing changes.
  await expect(unskipDelivery(customer.viewer, target.id)).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
});

/** What the order's documents charge now: its lines after every credit. */
async function chargedNow(orderId: string) {
  const charges = await t.db().$transaction((tx) => loadOrderCharges(tx, orderId));
  return sumLines(Object.values(chargedLines(charges.parts, chargeBasis(charges, '29'))).flat()).total;
}
const dayItems = async (deliveryId: string) => (await t.db().deliveryItem.findMany({ where: { deliveryId } })).map((i) => i.quantity);

// Found by lib/orders/change-invariants.property.db.test.ts: a skipped day came back with its old
// items though its make-up day (the slot it is charged for) had been changed since, so the order was
// charged for more than its deliveries brought.
test.each([
  ['unpaid', false],
  ['paid', true],
])('undo a skip or end a pause after the later days were changed (%s): the day brings what its make-up day did, and the money still matches', async (_case, paid) => {
  const { customer, order, suborder } = await subscriber(`Undo changed ${_case}`, paid);
  if (paid) await giveWalletCredit(admin, { userId: customer.viewer.id, amount: 500_000, reason: 'For the change' });
  const [first, skipped, , paused] = suborder.deliveries;
  await skipDelivery(customer.viewer, skipped.id);
  await pauseSubscription(customer.viewer, suborder.id, dateToDay(paused.deliveryDate), dateToDay(paused.deliveryDate));
  const variantId = (await t.db().orderItemVariant.findFirstOrThrow({ where: { orderItem: { suborderId: suborder.id } } })).variantId;
  // two bowls from the first day on: the make-up days at the end are changed too
  await changeDeliveryItems(customer.viewer, { deliveryId: first.id, items: [{ variantId, quantity: 2 }], applyToLaterDeliveries: true });
  const owed = async () => {
    const p = await t.db().payment.findUniqueOrThrow({ where: { orderId: order.id } });
    const invoices = await t.db().invoice.findMany({ where: { orderId: order.id }, include: { creditNotes: true } });
    return paid ? invoices.reduce((n, i) => n + i.total - i.creditNotes.reduce((m, c) => m + c.total, 0), 0) : p.amount + p.walletAmount;
  };
  const charged = await chargedNow(order.id);
  expect(await owed()).toBe(charged);

  await unskipDelivery(customer.viewer, skipped.id);
  await resumeSubscription(customer.viewer, suborder.id);
  expect(await dayItems(skipped.id)).toEqual([2]);
  expect(await dayItems(paused.id)).toEqual([2]);
  expect(await t.db().delivery.findUniqueOrThrow({ where: { id: skipped.id }, select: { portions: true } })).toEqual({ portions: 2 });
  // undoing moved nothing: the same charge, what is owed or paid still matches it
  expect(await chargedNow(order.id)).toBe(charged);
  expect(await owed()).toBe(charged);
});

test('a skip and a pause message the customer too, not only their undo', async () => {
  const { customer, order, suborder } = await subscriber('Told');
  const target = suborder.deliveries[0];
  await skipDelivery(customer.viewer, target.id);
  const madeUp = (await rows(suborder.id)).find((d) => d.replaces === target.id)!.day;
  const from = dateToDay(suborder.deliveries[2].deliveryDate);
  const to = dateToDay(suborder.deliveries[3].deliveryDate);
  await pauseSubscription(customer.viewer, suborder.id, from, to);
  expect((await messages(customer.viewer.id)).map((m) => m.body)).toEqual([
    `Good Dog Kitchen: the delivery of ${formatDay(dateToDay(target.deliveryDate))} for order ${order.orderNumber} is skipped and made up on ${formatDay(madeUp)}.`,
    `Good Dog Kitchen: deliveries of order ${order.orderNumber} are paused from ${formatDay(from)} to ${formatDay(to)}. Details on the order page.`,
  ]);
});

test('un-skip after 22:00 the evening before is refused for the customer, allowed (and audited) for an admin', async () => {
  const { customer, suborder } = await subscriber('Late');
  const target = suborder.deliveries[0];
  await skipDelivery(customer.viewer, target.id);
  const eveningBefore = new Date(`${dateToDay(target.deliveryDate)}T00:00:00+05:30`).getTime() - 2 * 60 * 60 * 1000;
  moveClock(new Date(eveningBefore));
  await expect(unskipDelivery(customer.viewer, target.id).catch(code)).resolves.toBe('BAD_USER_INPUT');
  await unskipDelivery(admin, target.id);
  expect(await t.db().auditLog.count({ where: { action: 'unskipDelivery', entityId: suborder.id } })).toBe(1);
});

test('a one-time day skipped while unpaid comes off the amount; un-skipped, the amount goes back up', async () => {
  const customer = await createCustomer(t.db(), { firstName: 'Once' });
  const order = await placeTestOrder(t.db(), customer, [{ kind: 'PDM', items: { [BOWL]: [[250, 1]] }, dates: ['2026-11-24', '2026-11-25'] }]);
  const due = order.payment!.amount;
  await skipDelivery(customer.viewer, order.suborders[0].deliveries[1].id);
  expect((await t.db().payment.findUniqueOrThrow({ where: { orderId: order.id } })).amount).toBeLessThan(due);
  const change = await unskipDelivery(customer.viewer, order.suborders[0].deliveries[1].id);
  expect(change.message).toContain('is added back to the amount to pay');
  expect((await t.db().payment.findUniqueOrThrow({ where: { orderId: order.id } })).amount).toBe(due);
});

test('a paid one-time day given back to the wallet is un-skipped from the wallet, with a supplementary invoice', async () => {
  const customer = await createCustomer(t.db(), { firstName: 'Paid once' });
  const order = await placeTestOrder(t.db(), customer, [{ kind: 'PDM', items: { [BOWL]: [[250, 1]] }, dates: ['2026-11-24', '2026-11-25'] }]);
  await confirmPayment(admin, order.id);
  await skipDelivery(customer.viewer, order.suborders[0].deliveries[1].id);
  const back = (await getWallet(customer.viewer)).balance;
  const change = await unskipDelivery(customer.viewer, order.suborders[0].deliveries[1].id);
  expect(change).toMatchObject({ payByUpi: null, message: expect.stringContaining('is paid from your wallet. Its invoice is') });
  expect((await getWallet(customer.viewer)).balance).toBe(0);
  expect((await t.db().invoice.findMany({ where: { orderId: order.id }, orderBy: { serial: 'asc' } })).at(-1)!.total).toBe(back);
});

test('end a pause early: paused days are marked, come back, and their make-up days go', async () => {
  const { customer, suborder } = await subscriber('Pause');
  const before = await rows(suborder.id);
  const [d1, d2] = [before[3].day, before[4].day];
  await pauseSubscription(customer.viewer, suborder.id, d1, d2);
  const paused = await rows(suborder.id);
  expect(paused.filter((d) => d.paused).map((d) => d.day)).toEqual([d1, d2]);
  const change = await resumeSubscription(customer.viewer, suborder.id);
  expect(change.message).toContain('Your pause has ended: 2 deliveries come back');
  expect(await rows(suborder.id)).toEqual(before);
  // A plain skip is not a pause.
  await skipDelivery(customer.viewer, before[5].id);
  await expect(resumeSubscription(customer.viewer, suborder.id)).rejects.toThrow('This subscription is not paused.');
});

test('cancel the rest of a paid subscription: one credit note and one wallet entry for all the days, the reason kept', async () => {
  const { customer, order, suborder } = await subscriber('Cancel');
  const from = dateToDay(suborder.deliveries[5].deliveryDate);
  const change = await cancelSubscription(customer.viewer, { suborderId: suborder.id, from, reason: 'DOG_DID_NOT_LIKE', note: null, refundTo: 'WALLET' });
  const going = suborder.deliveries.length - 5;
  expect(change.message).toContain(`Cancelled ${going} deliveries from`);
  expect(change.message).toContain('was added to your wallet');
  const after = await rows(suborder.id);
  expect(after.slice(0, 5).every((d) => d.status === 'SUBSCRIBED')).toBe(true);
  expect(after.slice(5).every((d) => d.status === 'CANCELLED' && !d.skipped)).toBe(true);

  const notes = await t.db().creditNote.findMany({ where: { invoice: { orderId: order.id } } });
  // one change, one document, however many days it covers
  expect(notes).toHaveLength(1);
  expect(notes[0].reason).toMatch(new RegExp(`^Cancelled delivery of .* and ${going - 1} later days`));
  const wallet = await getWallet(customer.viewer);
  expect(wallet.balance).toBe(notes[0].total);
  expect(wallet.entries.map((e) => e.kind)).toEqual(['CANCEL_CREDIT']);
  expect(await t.db().suborder.findUniqueOrThrow({ where: { id: suborder.id } })).toMatchObject({ cancelReason: 'DOG_DID_NOT_LIKE', cancelledById: customer.viewer.id });
  // Nothing left to cancel after the last day kept.
  await expect(cancelSubscription(customer.viewer, { suborderId: suborder.id, from, reason: 'OTHER', note: 'again', refundTo: 'WALLET' })).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
});

test('cancel with refundTo UPI: one refund due for all the days, with its credit note', async () => {
  const { customer, order, suborder } = await subscriber('Cancel UPI');
  await t.db().user.update({ where: { id: customer.viewer.id }, data: { upiId: 'cancel.upi@okhdfcbank' } });
  await cancelSubscription(customer.viewer, { suborderId: suborder.id, from: null, reason: 'MOVING', note: null, refundTo: 'UPI' });
  const refunds = await t.db().refund.findMany({ where: { orderId: order.id }, include: { creditNote: true } });
  expect(refunds).toHaveLength(1);
  expect(refunds[0]).toMatchObject({ status: 'DUE', deliveryId: null, amount: refunds[0].creditNote!.total });
  expect(refunds[0].reason).toContain(`and ${suborder.deliveries.length - 1} later days`);
  expect((await t.db().suborder.findUniqueOrThrow({ where: { id: suborder.id } })).status).toBe('CANCELLED');
});

test('cancel of a partly paid order: the UPI amount due goes first, the wallet part paid comes back', async () => {
  const customer = await createCustomer(t.db(), { firstName: 'Partly' });
  await giveWalletCredit(admin, { userId: customer.viewer.id, amount: 50_000, reason: 'Goodwill' });
  const orders = await ordersInputFor(t.db(), customer, [{ ...weekdays, days: [...weekdays.days] }]);
  const { orderId } = await placeOrder(customer.viewer, { orders, idempotencyKey: randomUUID(), useWallet: true });
  const payment = await t.db().payment.findUniqueOrThrow({ where: { orderId } });
  expect(payment).toMatchObject({ status: 'required', walletAmount: 50_000 });
  const suborder = await t.db().suborder.findFirstOrThrow({ where: { orderId } });

  await cancelSubscription(customer.viewer, { suborderId: suborder.id, from: null, reason: 'TOO_EXPENSIVE', note: null, refundTo: 'WALLET' });
  const after = await t.db().payment.findUniqueOrThrow({ where: { orderId } });
  expect(after.amount).toBe(0);
  expect(after.walletAmount).toBe(0);
  expect((await getWallet(customer.viewer)).balance).toBe(50_000);
});

test('OTHER needs a note; someone else\'s subscription is not found', async () => {
  const { suborder } = await subscriber('Other', false);
  const stranger = await createCustomer(t.db(), { firstName: 'Stranger' });
  await expect(cancelSubscription(stranger.viewer, { suborderId: suborder.id, from: null, reason: 'MOVING', note: null, refundTo: 'WALLET' }).catch(code)).resolves.toBe('NOT_FOUND');
  const owner = (await t.db().order.findFirstOrThrow({ where: { suborders: { some: { id: suborder.id } } }, select: { userId: true } })).userId;
  await expect(cancelSubscription({ id: owner, roleId: 2, firstName: 'O' }, { suborderId: suborder.id, from: null, reason: 'OTHER', note: ' ', refundTo: 'WALLET' })).rejects.toThrow('Please tell us why in a few words.');
});

describe('reorder', () => {
  test('a delivered one-time order goes back into the cart: same items, dates from the earliest open day with gaps kept', async () => {
    const customer = await createCustomer(t.db(), { firstName: 'Again' });
    const order = await placeTestOrder(t.db(), customer, [{ kind: 'PDM', items: { [BOWL]: [[250, 2]] }, dates: ['2026-11-24', '2026-11-27'] }]);
    const carts = await reorder(customer.viewer, order.orderNumber, null);
    const pdm = carts.find((c) => c.categoryEnum === 'PDM')!;
    expect(pdm.notice).toContain('is in your cart again, from');
    const saved = await t.db().cart.findFirstOrThrow({ where: { userId: customer.viewer.id, kind: 'PDM' }, include: { items: { include: { variants: true } } } });
    expect(saved.buyOrSubscribe).toBe('BUY');
    expect(saved.items.flatMap((i) => i.variants.map((v) => v.qty))).toEqual([2]);
    const dates = saved.deliveryDates.map(dateToDay).sort();
    expect(dates).toHaveLength(2);
    expect((Date.parse(dates[1]) - Date.parse(dates[0])) / 86_400_000).toBe(3);
  });

  test('a subscription keeps its weekdays; someone else\'s order is not found', async () => {
    const { customer, order } = await subscriber('Again sub');
    // still running: a second plan only when the customer says so (lib/orders/reorder.db.test.ts)
    await reorder(customer.viewer, order.orderNumber, order.suborders[0].id, { startNewPlan: true });
    const saved = await t.db().cart.findFirstOrThrow({ where: { userId: customer.viewer.id, kind: 'PDM' } });
    expect(saved.buyOrSubscribe).toBe('SUBSCRIBE');
    const stranger = await createCustomer(t.db(), { firstName: 'Nosy' });
    await expect(reorder(stranger.viewer, order.orderNumber, null).catch(code)).resolves.toBe('NOT_FOUND');
  });
});
