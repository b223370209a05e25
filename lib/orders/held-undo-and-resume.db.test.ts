// An undone skip and an ended pause on a paid order, against Postgres, when the days they bring back
// had their money given back (a one-time day, a cancelled subscription's day with no free day to make
// it up) and the wallet holds less than that: held for the rest by UPI as a top-up, like a change of
// items. Confirmed, the day comes back and the wallet pays all of it with a supplementary invoice;
// too late by then, the money stays in the wallet and the customer is told.
import { useTestDatabase } from '@/testing/test-database';
import { pinClockForEachTest } from '@/testing/clock';
import { seededAdminViewer } from '@/testing/admin';
import { createCustomer, placeTestOrder } from '@/testing/checkout';
import { AppError } from '@/lib/errors';
import type { Viewer } from '@/lib/auth/viewer';
import { dateToDay } from '@/lib/domain/calendar';
import { confirmPayment } from '@/lib/payments/confirm-payment';
import { giveWalletCredit } from '@/lib/wallet/give-wallet-credit';
import { getWallet } from '@/lib/wallet/get-wallet';
import { confirmTopUp } from '@/lib/wallet/confirm-top-up';
import { heldChangesWaiting } from '@/lib/wallet/top-up-wallet';
import { graphqlRequest } from '@/testing/graphql-request';
import { loginAs } from '@/testing/login';
import { skipDelivery } from './skip-delivery';
import { unskipDelivery } from './unskip-delivery';
import { pauseSubscription } from './pause-subscription';
import { resumeSubscription } from './resume-subscription';
import { cancelSubscription } from './cancel-subscription';
import { previewDeliveryChange } from './preview-delivery-change';

const t = useTestDatabase();
let admin: Viewer;
// Friday 20 November 2026, 10:00 Kolkata: the first weekday delivery is Monday 23 November.
const moveClock = pinClockForEachTest(new Date('2026-11-20T04:30:00Z'));
beforeAll(async () => {
  admin = await seededAdminViewer(t.db());
});

const BOWL = 'Chicken & Pumpkin Bowl';
const code = (e: unknown) => (e instanceof AppError ? `${e.code}: ${e.message}` : String(e));
const weekdays = { kind: 'PDM' as const, items: { [BOWL]: [[250, 1]] as [number, number][] }, days: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'] as ('MONDAY' | 'TUESDAY' | 'WEDNESDAY' | 'THURSDAY' | 'FRIDAY')[] };
/** The evening of the day before `day`, past the customer's 22:00 cutoff (Kolkata). */
const pastCutoff = (day: string) => new Date(new Date(`${day}T00:00:00+05:30`).getTime() - 60 * 60 * 1000);

/** Everything the held change must leave alone until its top-up is confirmed. */
async function money(orderId: string, userId: string) {
  const db = t.db();
  return {
    payment: await db.payment.findUniqueOrThrow({ where: { orderId }, select: { status: true, amount: true, walletAmount: true } }),
    deliveries: await db.delivery.findMany({ where: { suborder: { orderId } }, select: { id: true, deliveryDate: true, status: true, skippedAt: true, pausedAt: true, creditedAt: true }, orderBy: { id: 'asc' } }),
    wallet: await db.walletEntry.findMany({ where: { userId }, select: { kind: true, amount: true }, orderBy: { createdAt: 'asc' } }),
    invoices: await db.invoice.count({ where: { orderId } }),
    creditNotes: await db.creditNote.count({ where: { invoice: { orderId } } }),
  };
}

/** A paid one-time order of two days, its second skipped with the money refunded to UPI: the wallet is empty. */
async function skippedPaidDay(name: string) {
  const customer = await createCustomer(t.db(), { firstName: name });
  await t.db().user.update({ where: { id: customer.viewer.id }, data: { upiId: `${name.toLowerCase()}@okaxis` } });
  const order = await placeTestOrder(t.db(), customer, [{ kind: 'PDM', items: { [BOWL]: [[250, 1]] }, dates: ['2026-11-24', '2026-11-25'] }]);
  await confirmPayment(admin, order.id);
  const target = order.suborders[0].deliveries[1];
  await skipDelivery(customer.viewer, target.id, 'UPI');
  const [note] = await t.db().creditNote.findMany({ where: { invoice: { orderId: order.id } } });
  return { customer, order, target, share: note.total };
}

/**
 * A paid subscription cancelled from its seventh day, then paused on its fourth and fifth with the
 * money refunded to UPI: no free weekday before its end makes them up, so they were given back.
 */
async function pausedCancelledPlan(name: string) {
  const customer = await createCustomer(t.db(), { firstName: name });
  await t.db().user.update({ where: { id: customer.viewer.id }, data: { upiId: `${name.toLowerCase()}@okaxis` } });
  const order = await placeTestOrder(t.db(), customer, [weekdays]);
  await confirmPayment(admin, order.id);
  const suborder = order.suborders[0];
  const day = (i: number) => dateToDay(suborder.deliveries[i].deliveryDate);
  await cancelSubscription(customer.viewer, { suborderId: suborder.id, from: day(6), reason: 'MOVING', note: null, refundTo: 'UPI' });
  const notesBefore = await t.db().creditNote.findMany({ where: { invoice: { orderId: order.id } }, select: { total: true } });
  await pauseSubscription(customer.viewer, suborder.id, day(3), day(4), 'UPI');
  const notes = await t.db().creditNote.findMany({ where: { invoice: { orderId: order.id } }, orderBy: { serial: 'asc' }, select: { total: true } });
  expect(notes).toHaveLength(notesBefore.length + 1);
  const paused = await t.db().delivery.findMany({ where: { suborderId: suborder.id, pausedAt: { not: null } } });
  expect(paused.map((d) => d.creditedAt !== null)).toEqual([true, true]);
  return { customer, order, suborder, day, share: notes.at(-1)!.total };
}

describe('undo a skip', () => {
  test('a paid day given back to the wallet comes back paid from the wallet, with a supplementary invoice', async () => {
    const customer = await createCustomer(t.db(), { firstName: 'Wallet' });
    const order = await placeTestOrder(t.db(), customer, [{ kind: 'PDM', items: { [BOWL]: [[250, 1]] }, dates: ['2026-11-24', '2026-11-25'] }]);
    await confirmPayment(admin, order.id);
    const target = order.suborders[0].deliveries[1];
    await skipDelivery(customer.viewer, target.id);
    const share = (await getWallet(customer.viewer)).balance;
    expect(share).toBeGreaterThan(0);
    const change = await unskipDelivery(customer.viewer, target.id);
    expect(change.payByUpi).toBeNull();
    expect(change.message).toMatch(/^The delivery of Wed, 25 Nov 2026 is back on\. ₹[\d.,]+ is paid from your wallet\. Its invoice is \S+\.$/);
    expect((await getWallet(customer.viewer)).balance).toBe(0);
    const invoices = await t.db().invoice.findMany({ where: { orderId: order.id }, orderBy: { serial: 'asc' } });
    expect(invoices.map((i) => i.total)).toEqual([invoices[0].total, share]);
    expect(await t.db().delivery.findUniqueOrThrow({ where: { id: target.id } })).toMatchObject({ skippedAt: null, creditedAt: null, status: 'NEW' });
  });

  test('paid, its money refunded to UPI, an empty wallet: held for the whole share by UPI, nothing changes; a newer undo replaces it', async () => {
    const { customer, order, target, share } = await skippedPaidDay('HeldUndo');
    const before = await money(order.id, customer.viewer.id);
    const preview = await previewDeliveryChange(customer.viewer, { kind: 'UNSKIP', deliveryId: target.id });
    expect(preview).toMatchObject({ allowed: true, amountMore: share, fromWallet: 0, dueByUpi: 0, documents: ['supplementary invoice'] });
    expect(await t.db().topUp.count({ where: { orderId: order.id } })).toBe(0);

    const change = await unskipDelivery(customer.viewer, target.id);
    expect(change.message).toBe(`Pay ₹${(share / 100).toFixed(2)} by UPI to make this change. The change is made when your payment is confirmed.`);
    expect(change.payByUpi).toMatchObject({ amount: share, status: 'required', orderNumber: order.orderNumber });
    expect(await money(order.id, customer.viewer.id)).toEqual(before);
    const topUp = await t.db().topUp.findUniqueOrThrow({ where: { id: change.payByUpi!.id } });
    expect(topUp).toMatchObject({ orderId: order.id, amount: share, heldChange: { kind: 'UNSKIP', deliveryId: target.id, byId: customer.viewer.id, fromWallet: 0, byUpi: share } });

    const again = await unskipDelivery(customer.viewer, target.id);
    expect(await t.db().topUp.findUniqueOrThrow({ where: { id: topUp.id } })).toMatchObject({ status: 'cancelled' });
    expect(again.payByUpi).toMatchObject({ amount: share, status: 'required' });
    expect(await money(order.id, customer.viewer.id)).toEqual(before);
    // the order page's line: the one still waiting, for its customer and an admin, not for anyone else
    const waiting = [{ id: again.payByUpi!.id, amount: share, status: 'required' }];
    expect(await heldChangesWaiting(customer.viewer, order.id)).toEqual(waiting);
    expect(await heldChangesWaiting(admin, order.id)).toEqual(waiting);
    const stranger = await createCustomer(t.db(), { firstName: 'Stranger' });
    expect(await heldChangesWaiting(stranger.viewer, order.id)).toEqual([]);
    await confirmTopUp(admin, again.payByUpi!.id);
    expect(await heldChangesWaiting(customer.viewer, order.id)).toEqual([]);
  });

  test('its top-up confirmed: the day comes back, the wallet pays all of it with a supplementary invoice and nets to zero', async () => {
    const { customer, order, target, share } = await skippedPaidDay('PaidUndo');
    const paid = await t.db().payment.findUniqueOrThrow({ where: { orderId: order.id } });
    const held = (await unskipDelivery(customer.viewer, target.id)).payByUpi!;
    const confirmed = await confirmTopUp(admin, held.id);
    expect(confirmed).toMatchObject({ message: expect.stringContaining('the change it paid for is made'), balance: 0 });
    expect(await t.db().delivery.findUniqueOrThrow({ where: { id: target.id } })).toMatchObject({ skippedAt: null, creditedAt: null, status: 'NEW' });
    const entries = await t.db().walletEntry.findMany({ where: { userId: customer.viewer.id }, orderBy: { createdAt: 'asc' }, select: { kind: true, amount: true } });
    expect(entries.map((e) => [e.kind, e.amount])).toEqual([
      ['TOP_UP', share],
      ['ORDER_DEBIT', -share],
    ]);
    const invoices = await t.db().invoice.findMany({ where: { orderId: order.id }, orderBy: { serial: 'asc' } });
    expect(invoices.map((i) => i.total)).toEqual([paid.amount, share]);
    const payment = await t.db().payment.findUniqueOrThrow({ where: { orderId: order.id } });
    expect(payment).toMatchObject({ status: 'success', amount: paid.amount, walletAmount: paid.walletAmount + share });
    expect(invoices.reduce((n, i) => n + i.total, 0)).toBe(payment.amount + payment.walletAmount);
    expect(await t.db().topUp.findUniqueOrThrow({ where: { id: held.id } })).toMatchObject({ status: 'success', heldChange: expect.objectContaining({ outcome: expect.objectContaining({ made: true, message: expect.stringContaining('is back on') }) }) });
  });

  test('its top-up confirmed after the cutoff: the skip stays, the money stays in the wallet and the customer is told', async () => {
    const { customer, order, target, share } = await skippedPaidDay('LateUndo');
    const held = (await unskipDelivery(customer.viewer, target.id)).payByUpi!;
    const before = await money(order.id, customer.viewer.id);
    moveClock(pastCutoff(dateToDay(target.deliveryDate)));
    const confirmed = await confirmTopUp(admin, held.id);
    expect(confirmed).toMatchObject({ message: expect.stringContaining('could not be made, the money stays in the wallet'), balance: share });
    const after = await money(order.id, customer.viewer.id);
    expect(after).toEqual({ ...before, wallet: [{ kind: 'TOP_UP', amount: share }] });
    expect(await t.db().topUp.findUniqueOrThrow({ where: { id: held.id } })).toMatchObject({
      heldChange: expect.objectContaining({ outcome: expect.objectContaining({ made: false, message: expect.stringMatching(/^Your change could not be made: Changes to the delivery of Wed, 25 Nov 2026 closed .* stays in your wallet\.$/) }) }),
    });
    const told = await t.db().notification.findMany({ where: { userId: customer.viewer.id, kind: 'WALLET_CREDITED' }, select: { body: true } });
    expect(told.map((n) => n.body)).toContainEqual(expect.stringContaining(`your change to order ${order.orderNumber} could not be made`));
  });

  test('through the API: undoing answers the top-up to pay', async () => {
    const { customer, order, target, share } = await skippedPaidDay('ApiUndo');
    const shopper = await loginAs(customer.phoneNumber.replace(/^\+91/, ''));
    const res = await graphqlRequest<{ unskipDelivery: { message: string; payByUpi: { id: string; amount: number; status: string; orderNumber: string | null } | null } }>(
      'mutation($d: ID!) { unskipDelivery(deliveryId: $d) { statusCode message payByUpi { id amount status orderNumber } } }',
      { d: target.id },
      { cookie: shopper.cookie },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.unskipDelivery).toMatchObject({ message: expect.stringMatching(/^Pay ₹/), payByUpi: { amount: share, status: 'required', orderNumber: order.orderNumber } });
  });
});

describe('end a pause early', () => {
  test('paused days given back, an empty wallet: held for their share by UPI; confirmed, they come back and the wallet pays all of it', async () => {
    const { customer, order, suborder, share } = await pausedCancelledPlan('HeldResume');
    const paid = await t.db().payment.findUniqueOrThrow({ where: { orderId: order.id } });
    const before = await money(order.id, customer.viewer.id);
    const preview = await previewDeliveryChange(customer.viewer, { kind: 'RESUME', suborderId: suborder.id });
    expect(preview).toMatchObject({ allowed: true, amountMore: share, fromWallet: 0, documents: ['supplementary invoice'] });

    const first = await resumeSubscription(customer.viewer, suborder.id);
    const change = await resumeSubscription(customer.viewer, suborder.id);
    // the newer request replaces the older one still waiting for its payment
    expect(await t.db().topUp.findUniqueOrThrow({ where: { id: first.payByUpi!.id } })).toMatchObject({ status: 'cancelled' });
    expect(change.payByUpi).toMatchObject({ amount: share, status: 'required', orderNumber: order.orderNumber });
    expect(await t.db().topUp.findUniqueOrThrow({ where: { id: change.payByUpi!.id } })).toMatchObject({ heldChange: { kind: 'RESUME', suborderId: suborder.id, fromWallet: 0, byUpi: share } });
    expect(await money(order.id, customer.viewer.id)).toEqual(before);

    await confirmTopUp(admin, change.payByUpi!.id);
    expect(await t.db().delivery.count({ where: { suborderId: suborder.id, OR: [{ pausedAt: { not: null } }, { creditedAt: { not: null }, skippedAt: { not: null } }] } })).toBe(0);
    expect((await getWallet(customer.viewer)).balance).toBe(0);
    const invoices = await t.db().invoice.findMany({ where: { orderId: order.id }, orderBy: { serial: 'asc' } });
    expect(invoices.map((i) => i.total)).toEqual([paid.amount, share]);
    const payment = await t.db().payment.findUniqueOrThrow({ where: { orderId: order.id } });
    expect(payment).toMatchObject({ status: 'success', walletAmount: paid.walletAmount + share });
    expect(await t.db().topUp.findUniqueOrThrow({ where: { id: change.payByUpi!.id } })).toMatchObject({ heldChange: expect.objectContaining({ outcome: expect.objectContaining({ made: true, message: expect.stringContaining('Your pause has ended: 2 deliveries come back') }) }) });
  });

  test('part of it in the wallet: the wallet pays what it holds when asked, the rest by UPI', async () => {
    const { customer, suborder, share } = await pausedCancelledPlan('PartResume');
    await giveWalletCredit(admin, { userId: customer.viewer.id, amount: 1_000, reason: 'Goodwill' });
    const change = await resumeSubscription(customer.viewer, suborder.id);
    expect(change.message).toBe(`Pay ₹${((share - 1_000) / 100).toFixed(2)} by UPI to make this change: your wallet pays ₹10.00 of it. The change is made when your payment is confirmed.`);
    expect(change.payByUpi).toMatchObject({ amount: share - 1_000 });
  });

  test('its top-up confirmed after every paused day\'s cutoff: nothing comes back, the money stays in the wallet', async () => {
    const { customer, order, suborder, day, share } = await pausedCancelledPlan('LateResume');
    const held = (await resumeSubscription(customer.viewer, suborder.id)).payByUpi!;
    const before = await money(order.id, customer.viewer.id);
    moveClock(pastCutoff(day(4)));
    const confirmed = await confirmTopUp(admin, held.id);
    expect(confirmed).toMatchObject({ message: expect.stringContaining('could not be made'), balance: share });
    expect(await money(order.id, customer.viewer.id)).toEqual({ ...before, wallet: [{ kind: 'TOP_UP', amount: share }] });
    expect(await t.db().topUp.findUniqueOrThrow({ where: { id: held.id } })).toMatchObject({
      heldChange: expect.objectContaining({ outcome: expect.objectContaining({ made: false, message: expect.stringContaining('The paused days have all passed their cutoff') }) }),
    });
  });

  test('with the money in the wallet by then but the plan no longer paused: refused at confirmation, the money kept', async () => {
    const { customer, suborder, day } = await pausedCancelledPlan('GoneResume');
    const held = (await resumeSubscription(customer.viewer, suborder.id)).payByUpi!;
    // an admin brings the days back one by one meanwhile, from money in the wallet
    await giveWalletCredit(admin, { userId: customer.viewer.id, amount: 1_000_000, reason: 'Goodwill' });
    const all = await t.db().delivery.findMany({ where: { suborderId: suborder.id, pausedAt: { not: null } } });
    for (const d of all) await unskipDelivery(admin, d.id);
    expect(dateToDay(all[0].deliveryDate)).toBe(day(3));
    await expect(confirmTopUp(admin, held.id).then((r) => r.message)).resolves.toContain('could not be made');
    await expect(resumeSubscription(customer.viewer, suborder.id).catch(code)).resolves.toBe('BAD_USER_INPUT: This subscription is not paused.');
  });
});
