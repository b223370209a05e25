// Builds orders straight in the database for tests of order reads and status changes, without
// going through carts and saveOrders (those have their own tests). Figures come from the pricing
// rules (lib/domain/order-pricing.ts, ₹50 a drop, a Karnataka address), and an order created paid
// has its invoice issued, as the payment transition would have.
import { fillDeliveryItems } from './fill-delivery-items';
import { randomBytes } from 'node:crypto';
import type { Db } from '@/lib/database/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { dayToDate, type IsoDay } from '@/lib/domain/calendar';
import type { CategoryCode } from '@/lib/domain/categories';
import type { OrderStatus } from '@/lib/domain/order-status';
import { INITIAL_PAYMENT_STATUS, isPaid, type PaymentStatus } from '@/lib/domain/payment-status';
import { priceParts, type PricingPart } from '@/lib/domain/order-pricing';
import { issueInvoices } from '@/lib/invoices/issue-invoices';
import type { RepeatType } from '@/lib/domain/repeat';

export type TestSuborder = {
  kind?: CategoryCode;
  status?: OrderStatus;
  /** defaults to two dates; each delivery starts in the suborder's status unless given */
  deliveries?: { date: IsoDay; status?: OrderStatus }[];
  repeatType?: RepeatType;
  repeatInfo?: string;
};

export type TestOrderSpec = {
  userId: string;
  orderNumber?: string;
  createdAt?: Date;
  paymentStatus?: PaymentStatus;
  suborders?: TestSuborder[];
};

let counter = 0;

export async function createTestOrder(db: Db, spec: TestOrderSpec) {
  const orderNumber = spec.orderNumber ?? `T${Date.now().toString(36).toUpperCase()}${++counter}-${randomBytes(2).toString('hex').toUpperCase()}`;
  const address =
    (await db.address.findFirst({ where: { userId: spec.userId, deletedAt: null } })) ??
    (await db.address.create({ data: { userId: spec.userId, title: 'Home', lineOne: '12, 4th Cross', city: 'Bengaluru', state: 'Karnataka', stateCode: '29', zipCode: '560038' } }));
  const copy = { id: address.id, title: address.title, lineOne: address.lineOne, linetwo: address.linetwo, city: address.city, state: address.state, zipCode: address.zipCode, country: address.country, latitude: address.latitude, longitude: address.longitude, dropNote: address.dropNote };
  const specs = spec.suborders ?? [{}];

  const built = [];
  for (const [i, s] of specs.entries()) {
    const kind = s.kind ?? 'CDM';
    const item = await db.menuItem.findFirstOrThrow({ where: { category: { categoryEnum: kind } }, include: { variants: { take: 1, orderBy: { price: 'asc' } } } });
    built.push({ i, s, kind, item, variant: item.variants[0], deliveries: s.deliveries ?? [{ date: '2026-12-01' }, { date: '2026-12-02' }] });
  }
  const quantity = 2;
  const parts: PricingPart[] = built.map((b) => ({
    key: String(b.i),
    kind: b.kind,
    addressKey: address.id,
    placeOfSupply: address.stateCode ?? '29',
    dates: b.deliveries.map((d) => d.date),
    lines: [{ key: b.variant.id, name: b.item.name, unit: b.variant.unit, unitType: b.variant.unitType, unitPrice: b.variant.price, quantity, gstRate: b.item.gstRate, hsn: b.item.hsn }],
  }));
  const prices = priceParts(parts, { sellerStateCode: '29', dropCharge: 5000 });

  const suborders: (Prisma.SuborderCreateWithoutOrderInput & { subtotal: number; cgst: number; sgst: number; igst: number; deliveryCharge: number; totalPrice: number })[] = [];
  for (const { i, s, kind, item, variant, deliveries } of built) {
    const status = s.status ?? 'NEW';
    const price = prices[String(i)];
    suborders.push({
      suborderNo: `${orderNumber}-${i + 1}`,
      category: { connect: { id: item.categoryId } },
      categoryEnum: kind,
      status,
      repeatType: s.repeatType ?? 'NONE',
      repeatInfo: s.repeatInfo ?? 'CUSTOM',
      subtotal: price.subtotal,
      cgst: price.cgst,
      sgst: price.sgst,
      igst: price.igst,
      deliveryCharge: price.deliveryCharge,
      totalPrice: price.totalPrice,
      portions: quantity,
      placeOfSupply: address.stateCode ?? '29',
      deliveryDrops: price.drops,
      location: { connect: { id: address.id } },
      locationSnapshot: copy,
      deliveries: { createMany: { data: deliveries.map((d) => ({ deliveryDate: dayToDate(d.date), status: d.status ?? status, locationId: address.id, locationSnapshot: copy })) } },
      items: {
        create: [
          {
            menuItem: { connect: { id: item.id } },
            name: item.name,
            price: variant.price,
            unitType: item.unitType,
            variants: { create: [{ variant: { connect: { id: variant.id } }, price: variant.price, quantity, unit: variant.unit, gstRate: item.gstRate, hsn: item.hsn }] },
          },
        ],
      },
    });
  }
  const sum = (k: 'subtotal' | 'cgst' | 'sgst' | 'igst' | 'deliveryCharge' | 'totalPrice') => suborders.reduce((n, s) => n + s[k], 0);
  const paymentStatus = spec.paymentStatus ?? INITIAL_PAYMENT_STATUS;
  const order = await db.order.create({
    data: {
      orderNumber,
      userId: spec.userId,
      createdAt: spec.createdAt,
      subtotal: sum('subtotal'),
      cgst: sum('cgst'),
      sgst: sum('sgst'),
      igst: sum('igst'),
      deliveryCharge: sum('deliveryCharge'),
      totalPrice: sum('totalPrice'),
      perDeliveryCharge: 5000,
      payment: { create: { status: paymentStatus, amount: sum('totalPrice'), confirmedAt: isPaid(paymentStatus) ? (spec.createdAt ?? new Date()) : null } },
      suborders: { create: suborders },
    },
    include: { payment: true, suborders: { orderBy: { suborderNo: 'asc' }, include: { deliveries: { orderBy: { deliveryDate: 'asc' } } } } },
  });
  await db.$transaction((tx) => fillDeliveryItems(tx, order.id));
  if (isPaid(paymentStatus)) await db.$transaction((tx) => issueInvoices(tx, order.id, { issuedAt: order.payment!.confirmedAt!, paid: order.payment!.amount }));
  return order;
}
