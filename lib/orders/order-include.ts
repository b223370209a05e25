// The one Prisma include behind every order read (history, detail, saveOrders' answer): a list is
// a fixed number of queries (one per relation level), never one per row. order-view.ts turns the
// rows into what pages and the API show.
import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import { addressInclude } from '@/lib/addresses/address-include';
import { dropOnRoadSelect } from '@/lib/riders/drop-view';

/** A delivery's own items (changeDeliveryItems), as order-view.ts deliveryItemsView shows them. */
export const deliveryItemSelect = { id: true, menuItemId: true, variantId: true, name: true, unitType: true, unit: true, price: true, quantity: true } satisfies Prisma.DeliveryItemSelect;

/** A suborder with what its view shows (also read alone, after a skip or pause changes it). */
export const suborderInclude = {
  category: true,
  // the most rows of a page (a month's daily subscription has 30): only what the view shows
  deliveries: {
    orderBy: { deliveryDate: 'asc' },
    select: {
      id: true,
      deliveryDate: true,
      status: true,
      skippedAt: true,
      pausedAt: true,
      creditedAt: true,
      replacesDeliveryId: true,
      items: { orderBy: { variantId: 'asc' }, select: deliveryItemSelect },
      locationSnapshot: true,
      // the rider, the code, the proof, the courier (lib/riders/drop-view.ts)
      ...dropOnRoadSelect,
    },
  },
  items: { orderBy: { id: 'asc' }, include: { variants: { orderBy: { id: 'asc' } } } },
} satisfies Prisma.SuborderInclude;

export const orderInclude = {
  user: {
    select: {
      id: true,
      firstName: true,
      lastName: true,
      phoneNumber: true,
      addresses: { where: { deletedAt: null }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], include: addressInclude },
    },
  },
  payment: { include: { screenshot: { select: { id: true, storageKey: true, contentType: true } } } },
  suborders: {
    orderBy: [{ createdAt: 'asc' }, { suborderNo: 'asc' }],
    include: suborderInclude,
  },
  // money owed back for skipped deliveries of a paid order
  refunds: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
} satisfies Prisma.OrderInclude;

export type OrderWithDetails = Prisma.OrderGetPayload<{ include: typeof orderInclude }>;
export type SuborderWithDetails = OrderWithDetails['suborders'][number];
