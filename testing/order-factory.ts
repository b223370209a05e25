// Builds orders straight in the database for tests of order reads and status changes, without
// going through carts and saveOrders (those have their own tests). Figures are plausible, not
// recomputed by the pricing rules.
import { randomBytes } from 'node:crypto';
import type { Db } from '@/lib/database/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { dayToDate, type IsoDay } from '@/lib/domain/calendar';
import type { CategoryCode } from '@/lib/domain/categories';
import type { OrderStatus } from '@/lib/domain/order-status';
import { INITIAL_PAYMENT_STATUS, type PaymentStatus } from '@/lib/domain/payment-status';
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
    (await db.address.create({ data: { userId: spec.userId, title: 'Home', lineOne: '12, 4th Cross', city: 'Bengaluru', state: 'Karnataka', zipCode: '560038' } }));
  const specs = spec.suborders ?? [{}];

  const suborders: (Prisma.SuborderCreateWithoutOrderInput & { subtotal: number; cgst: number; sgst: number; deliveryCharge: number; totalPrice: number })[] = [];
  for (const [i, s] of specs.entries()) {
    const kind = s.kind ?? 'CDM';
    const status = s.status ?? 'NEW';
    const item = await db.menuItem.findFirstOrThrow({ where: { category: { categoryEnum: kind } }, include: { variants: { take: 1, orderBy: { price: 'asc' } } } });
    const variant = item.variants[0];
    const deliveries = s.deliveries ?? [{ date: '2026-12-01' }, { date: '2026-12-02' }];
    const quantity = 2;
    const subtotal = variant.price * quantity * deliveries.length;
    const cgst = Math.round(subtotal * 0.025);
    const deliveryCharge = 5000 * deliveries.length;
    suborders.push({
      suborderNo: `${orderNumber}-${i + 1}`,
      category: { connect: { id: item.categoryId } },
      categoryEnum: kind,
      status,
      repeatType: s.repeatType ?? 'NONE',
      repeatInfo: s.repeatInfo ?? 'CUSTOM',
      subtotal,
      cgst,
      sgst: cgst,
      deliveryCharge,
      totalPrice: subtotal + 2 * cgst + deliveryCharge,
      location: { connect: { id: address.id } },
      locationSnapshot: { id: address.id, title: address.title, lineOne: address.lineOne, linetwo: address.linetwo, city: address.city, state: address.state, zipCode: address.zipCode, country: address.country, latitude: null, longitude: null, dropNote: null },
      deliveries: { createMany: { data: deliveries.map((d) => ({ deliveryDate: dayToDate(d.date), status: d.status ?? status })) } },
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
  const sum = (k: 'subtotal' | 'cgst' | 'sgst' | 'deliveryCharge' | 'totalPrice') => suborders.reduce((n, s) => n + s[k], 0);
  return db.order.create({
    data: {
      orderNumber,
      userId: spec.userId,
      createdAt: spec.createdAt,
      subtotal: sum('subtotal'),
      cgst: sum('cgst'),
      sgst: sum('sgst'),
      deliveryCharge: sum('deliveryCharge'),
      totalPrice: sum('totalPrice'),
      payment: { create: { status: spec.paymentStatus ?? INITIAL_PAYMENT_STATUS, amount: sum('totalPrice') } },
      suborders: { create: suborders },
    },
    include: { payment: true, suborders: { orderBy: { suborderNo: 'asc' }, include: { deliveries: { orderBy: { deliveryDate: 'asc' } } } } },
  });
}
