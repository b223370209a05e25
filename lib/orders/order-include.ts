// The one Prisma include behind every order read (history, detail, saveOrders' answer), so every
// Order the API returns has the same shape and a list is a fixed number of queries, not one per row.
import type { Prisma } from '@/lib/generated/prisma/client';

export const orderInclude = {
  user: {
    select: {
      id: true,
      firstName: true,
      lastName: true,
      phoneNumber: true,
      addresses: { where: { deletedAt: null }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], include: { image: { select: { id: true, storageKey: true } } } },
    },
  },
  payment: { include: { screenshot: { select: { id: true, storageKey: true } } } },
  suborders: {
    orderBy: [{ createdAt: 'asc' }, { suborderNo: 'asc' }],
    include: {
      category: true,
      deliveries: { orderBy: { deliveryDate: 'asc' } },
      items: { orderBy: { id: 'asc' }, include: { variants: { orderBy: { id: 'asc' } } } },
    },
  },
} satisfies Prisma.OrderInclude;

export type OrderWithDetails = Prisma.OrderGetPayload<{ include: typeof orderInclude }>;
export type SuborderWithDetails = OrderWithDetails['suborders'][number];
