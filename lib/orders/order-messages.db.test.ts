// Each change that tells the customer something records its message in the same transaction: the
// message exists when the change was committed, and not when it failed or was refused.
import { useTestDatabase } from '@/testing/test-database';
import { pinClockForEachTest } from '@/testing/clock';
import { seededAdminViewer } from '@/testing/admin';
import { createTestOrder } from '@/testing/order-factory';
import { failWrites, sqlText } from '@/testing/fail-write';
import { AppError } from '@/lib/errors';
import type { Viewer } from '@/lib/auth/viewer';
import { emptyCart, type Cart } from '@/lib/domain/cart';
import { cartDeliveryDates } from '@/lib/domain/cart-checkout';
import { payloadFor } from '@/testing/checkout';
import { placeOrder } from './place-order';
import { confirmPayment } from '@/lib/payments/confirm-payment';
import { updateDeliveryStatus } from './update-delivery-status';
import { updateOrderStatus } from './update-order-status';

const t = useTestDatabase();
// Friday 2026-11-20, 10:00 in Bengaluru
const NOW = new Date('2026-11-20T04:30:00Z');
const TODAY = '2026-11-20';
pinClockForEachTest(NOW);

let admin: Viewer;
beforeAll(async () => {
  admin = await seededAdminViewer(t.db());
});

let n = 0;
async function customer(): Promise<{ viewer: Viewer; addressId: string }> {
  const user = await t.db().user.create({ data: { phoneNumber: `+9198400${String(++n).padStart(5, '0')}`, firstName: `M${n}`, roleId: 2, settings: { create: {} } } });
  const address = await t.db().address.create({ data: { userId: user.id, title: 'Home', lineOne: '1 MG Road', city: 'Bengaluru', state: 'Karnataka', zipCode: '560038' } });
  return { viewer: { id: user.id, roleId: 2, firstName: user.firstName }, addressId: address.id };
}

async function pdmPayload(addressId: string) {
  const category = await t.db().category.findUniqueOrThrow({ where: { categoryEnum: 'PDM' } });
  const item = await t.db().menuItem.findFirstOrThrow({ where: { categoryId: category.id }, include: { variants: { orderBy: { price: 'asc' } } } });
  const v = item.variants[0];
  const cart: Cart = {
    ...emptyCart('PDM'),
    addressId,
    deliveryDates: ['2026-11-23'],
    items: [{ menuItemId: item.id, name: item.name, image: null, unitType: item.unitType, specialInstructions: null, variants: [{ variantId: v.id, price: v.price, unit: v.unit, unitType: v.unitType, qty: 1 }] }],
  };
  return (await payloadFor(t.db(), [{ cart, categoryId: category.id, dates: cartDeliveryDates(cart, NOW, 1, []) }]))[0];
}

const messagesOf = (userId: string) => t.db().notification.findMany({ where: { userId }, orderBy: { createdAt: 'asc' } });

async function refusal(p: Promise<unknown>): Promise<AppError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof AppError) return e;
    throw e;
  }
  throw new Error('expected a refusal');
}

describe('order placed', () => {
  test('tells the customer the amount, how to pay and by when; the payment is due 24 hours after placing', async () => {
    const { viewer, addressId } = await customer();
    const p = await pdmPayload(addressId);
    const { orderId, orderNumber } = await placeOrder(viewer, { orders: [p], idempotencyKey: 'm-placed' });
    const payment = await t.db().payment.findUniqueOrThrow({ where: { orderId } });
    expect(payment.dueAt).toEqual(new Date('2026-11-21T04:30:00Z'));
    const messages = await messagesOf(viewer.id);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ kind: 'ORDER_PLACED', status: 'QUEUED', orderId, dedupeKey: `order-placed:${orderId}` });
    expect(messages[0].body).toContain(`order ${orderNumber} placed`);
    expect(messages[0].body).toContain(`Pay ₹${(p.totalPrice / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })} by Sat, 21 Nov 2026, 10:00`);
    // The same submit again (a retry) is the same order: no second message.
    await placeOrder(viewer, { orders: [p], idempotencyKey: 'm-placed' });
    expect(await messagesOf(viewer.id)).toHaveLength(1);
  });

  test('payment.expiry.hours sets the deadline', async () => {
    await t.db().configuration.update({ where: { key: 'payment.expiry.hours' }, data: { value: '48' } });
    try {
      const { viewer, addressId } = await customer();
      const { orderId } = await placeOrder(viewer, { orders: [await pdmPayload(addressId)], idempotencyKey: 'm-48' });
      expect((await t.db().payment.findUniqueOrThrow({ where: { orderId } })).dueAt).toEqual(new Date('2026-11-22T04:30:00Z'));
      expect((await messagesOf(viewer.id))[0].body).toContain('by Sun, 22 Nov 2026, 10:00');
    } finally {
      await t.db().configuration.update({ where: { key: 'payment.expiry.hours' }, data: { value: '24' } });
    }
  });

  test('an order whose transaction fails after the message was recorded leaves no order and no message', async () => {
    const { viewer, addressId } = await customer();
    const remove = await failWrites(t.db(), { table: 'IdempotencyKey', when: `NEW."key" = ${sqlText('m-fails')}` });
    try {
      await expect(placeOrder(viewer, { orders: [await pdmPayload(addressId)], idempotencyKey: 'm-fails' })).rejects.toThrow(/forced failure/);
    } finally {
      await remove();
    }
    expect(await t.db().order.count({ where: { userId: viewer.id } })).toBe(0);
    expect(await messagesOf(viewer.id)).toEqual([]);
  });
});

describe('payment confirmed', () => {
  test('tells the customer the amount received, once', async () => {
    const { viewer } = await customer();
    const order = await createTestOrder(t.db(), { userId: viewer.id });
    await confirmPayment(admin, order.id);
    const [message] = await messagesOf(viewer.id);
    expect(message).toMatchObject({ kind: 'PAYMENT_CONFIRMED', orderId: order.id });
    expect(message.body).toMatch(new RegExp(`payment of ₹[\\d,.]+ for order ${order.orderNumber} received`));
    // Confirming again is refused: still one message.
    expect((await refusal(confirmPayment(admin, order.id))).code).toBe('BAD_USER_INPUT');
    expect(await messagesOf(viewer.id)).toHaveLength(1);
  });

  test('a confirmation whose transaction fails records no message', async () => {
    const { viewer } = await customer();
    const order = await createTestOrder(t.db(), { userId: viewer.id });
    const remove = await failWrites(t.db(), { table: 'AuditLog', when: `NEW."entityId" = ${sqlText(order.id)}` });
    try {
      await expect(confirmPayment(admin, order.id)).rejects.toThrow(/forced failure/);
    } finally {
      await remove();
    }
    expect((await t.db().payment.findUniqueOrThrow({ where: { orderId: order.id } })).status).toBe('required');
    expect(await messagesOf(viewer.id)).toEqual([]);
  });
});

describe('a delivery on its way and delivered', () => {
  test('one message when it goes out and one when it arrives, however often it moves', async () => {
    const { viewer } = await customer();
    const order = await createTestOrder(t.db(), { userId: viewer.id, suborders: [{ deliveries: [{ date: TODAY }, { date: '2026-11-21' }] }] });
    const [today] = order.suborders[0].deliveries;
    await updateDeliveryStatus(admin, today.id, 'ASSIGNED');
    await updateDeliveryStatus(admin, today.id, 'NEW');
    await updateDeliveryStatus(admin, today.id, 'ASSIGNED');
    await updateDeliveryStatus(admin, today.id, 'DELIVERED');
    const messages = await messagesOf(viewer.id);
    expect(messages.map((m) => [m.kind, m.orderId])).toEqual([
      ['DELIVERY_ASSIGNED', order.id],
      ['DELIVERY_DELIVERED', order.id],
    ]);
    expect(messages[0].body).toContain(`order ${order.orderNumber} is on its way`);
    expect(messages[1].body).toContain('delivered on Fri, 20 Nov 2026');
  });

  test('a cancelled delivery sends nothing', async () => {
    const { viewer } = await customer();
    const order = await createTestOrder(t.db(), { userId: viewer.id });
    await updateDeliveryStatus(admin, order.suborders[0].deliveries[0].id, 'CANCELLED');
    expect(await messagesOf(viewer.id)).toEqual([]);
  });

  test('a delivery change whose transaction fails records no message', async () => {
    const { viewer } = await customer();
    const order = await createTestOrder(t.db(), { userId: viewer.id, suborders: [{ deliveries: [{ date: TODAY }] }] });
    const delivery = order.suborders[0].deliveries[0];
    const remove = await failWrites(t.db(), { table: 'AuditLog', when: `NEW."entityId" = ${sqlText(delivery.id)}` });
    try {
      await expect(updateDeliveryStatus(admin, delivery.id, 'ASSIGNED')).rejects.toThrow(/forced failure/);
    } finally {
      await remove();
    }
    expect(await messagesOf(viewer.id)).toEqual([]);
  });

  test('a whole suborder moved at once tells the customer about today\'s delivery only', async () => {
    const { viewer } = await customer();
    const order = await createTestOrder(t.db(), {
      userId: viewer.id,
      suborders: [{ status: 'SUBSCRIBED', repeatType: 'DAILY', repeatInfo: 'EVERYDAY', deliveries: [{ date: '2026-11-19' }, { date: TODAY }, { date: '2026-11-21' }, { date: '2026-11-22' }] }],
    });
    // ASSIGNED: a whole suborder with deliveries still to come cannot be DELIVERED (only on or after each day)
    await updateOrderStatus(admin, order.suborders[0].id, 'ASSIGNED');
    const messages = await messagesOf(viewer.id);
    expect(messages.map((m) => [m.kind, m.dedupeKey])).toEqual([['DELIVERY_ASSIGNED', `delivery-assigned:${order.suborders[0].deliveries[1].id}`]]);
    expect(messages[0].body).toContain(order.orderNumber);
  });

  test('a whole suborder moved with nothing dated today sends nothing', async () => {
    const { viewer } = await customer();
    const order = await createTestOrder(t.db(), { userId: viewer.id, suborders: [{ deliveries: [{ date: '2026-11-23' }, { date: '2026-11-24' }] }] });
    await updateOrderStatus(admin, order.suborders[0].id, 'ASSIGNED');
    expect(await messagesOf(viewer.id)).toEqual([]);
  });

  test('a suborder change whose transaction fails records no message', async () => {
    const { viewer } = await customer();
    const order = await createTestOrder(t.db(), { userId: viewer.id, suborders: [{ deliveries: [{ date: TODAY }] }] });
    const suborderId = order.suborders[0].id;
    const remove = await failWrites(t.db(), { table: 'AuditLog', when: `NEW."entityId" = ${sqlText(suborderId)}` });
    try {
      await expect(updateOrderStatus(admin, suborderId, 'ASSIGNED')).rejects.toThrow(/forced failure/);
    } finally {
      await remove();
    }
    expect(await messagesOf(viewer.id)).toEqual([]);
  });
});
