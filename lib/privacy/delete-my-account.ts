import 'server-only';
import { db } from '@/lib/database/db';
import { clock } from '@/lib/clock';
import { badInput, conflict, forbidden } from '@/lib/errors';
import { requireViewer } from '@/lib/auth/guards';
import { isAdmin, type Viewer } from '@/lib/auth/viewer';
import { recordAudit } from '@/lib/audit/record-audit';
import { getStorage } from '@/lib/uploads/storage';
import { normalizeIndianMobile } from '@/lib/domain/phone';
import { dateToDay, kolkataToday } from '@/lib/domain/calendar';
import { OPEN_STATUSES } from '@/lib/domain/order-status';
import { OUTSTANDING_PAYMENT_STATUSES } from '@/lib/domain/payment-status';
import { readAddressSnapshot } from '@/lib/domain/address-snapshot';
import {
  accountDeletionBlockers,
  anonymisedSnapshot,
  deletedPhoneNumber,
  deletionRefusal,
  DELETED_CUSTOMER_NAME,
} from '@/lib/domain/account-deletion';
import type { Prisma } from '@/lib/generated/prisma/client';
import { contactsOf } from './read-delivery-area-requests';

type Tx = Prisma.TransactionClient;

export const WRONG_PHONE_MESSAGE = 'That is not the mobile number of this account. Type the number you log in with.';
export const ACCOUNT_DELETED_MESSAGE =
  'Your account has been deleted and you are logged out. Your past orders stay in our tax records with your name and address removed.';

/**
 * deleteMyAccount: the person's right to erasure (DPDP Act 2023). The typed mobile number must be
 * the account's. Refused (CONFLICT, saying why) while the store still owes them food or money or
 * they owe it money (accountDeletionBlockers); admins are staff, closed by the store, not here.
 *
 * Erased: name, email, phone number (freed for a new sign-up), UPI id, saved addresses, profile picture,
 * address photos and unattached uploads (rows and files), carts, message settings, messages,
 * sessions (every device logged out), push subscriptions, pending email confirmations, login codes and lock, "tell me when you deliver here"
 * requests left with their number or email. Kept, with the buyer anonymised: orders,
 * their parts, items, deliveries, payments (with the proof of payment), refunds and (once they
 * exist) invoices, which GST law keeps for 72 months; each order's address copy keeps only the
 * city, state and PIN code (the place of supply). The account row stays as "Deleted customer" so
 * those records still name a buyer. An audit entry records it for the admins.
 */
export async function deleteMyAccount(viewer: Viewer | null, input: { confirmPhoneNumber: string }): Promise<{ message: string }> {
  const v = requireViewer(viewer);
  if (isAdmin(v)) throw forbidden('A staff account cannot be deleted here. Ask another admin to close it.');
  const typed = normalizeIndianMobile(input.confirmPhoneNumber);
  const now = clock().now();

  const storageKeys = await db.$transaction(
    async (tx) => {
      // The person's row first: a login, an order or an upload of theirs that starts now waits for
      // this to finish (each writes a row that points at it), then finds the account gone.
      await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${v.id} FOR UPDATE`;
      const user = await tx.user.findUniqueOrThrow({ where: { id: v.id }, select: { phoneNumber: true, email: true, profilePicId: true } });
      if (!typed || typed !== user.phoneNumber) throw badInput(WRONG_PHONE_MESSAGE, 'confirmPhoneNumber');

      const blockers = accountDeletionBlockers(await whatIsStillGoingOn(tx, v.id, kolkataToday(now)));
      if (blockers.length) throw conflict(deletionRefusal(blockers));

      const ordersKept = await anonymiseOrders(tx, v.id);
      const keys = await eraseUploads(tx, v.id, user.profilePicId);
      for (const erase of ERASERS) await erase(tx, { userId: v.id, phoneNumber: user.phoneNumber, email: user.email });
      await tx.user.update({
        where: { id: v.id },
        data: { firstName: DELETED_CUSTOMER_NAME, lastName: null, email: null, emailVerifiedAt: null, upiId: null, phoneNumber: deletedPhoneNumber(v.id), profilePicId: null, deletedAt: now },
      });
      await recordAudit(tx, v, { action: 'deleteMyAccount', entity: 'User', entityId: v.id, subjectUserId: v.id, data: { ordersKept } });
      return keys;
    },
    { timeout: 30_000 },
  );

  // Files after the commit: a rolled-back deletion must not lose them. A file that fails to go is
  // logged (its row is already gone, so nothing links to it).
  const storage = getStorage();
  const results = await Promise.allSettled(storageKeys.map((key) => storage.delete(key)));
  results.forEach((r, i) => r.status === 'rejected' && console.error(`deleteMyAccount: could not delete file ${storageKeys[i]}:`, r.reason));
  return { message: ACCOUNT_DELETED_MESSAGE };
}

type Eraser = (tx: Tx, person: { userId: string; phoneNumber: string; email: string | null }) => Promise<unknown>;

/**
 * What goes whole, in order. Work that stores more about a person adds its eraser here (and its
 * reader to personal-data-readers.ts): invoices lose their stored buyer, the wallet keeps its
 * ledger (money records) and erases nothing, a login-lock table deletes the number's rows.
 */
const ERASERS: Eraser[] = [
  // The orders' copies were anonymised first; carts and orders let go of the addresses.
  (tx, p) => tx.address.deleteMany({ where: { userId: p.userId } }),
  (tx, p) => tx.cart.deleteMany({ where: { userId: p.userId } }),
  (tx, p) => tx.idempotencyKey.deleteMany({ where: { userId: p.userId } }),
  (tx, p) => tx.userSettings.deleteMany({ where: { userId: p.userId } }),
  (tx, p) => tx.notification.deleteMany({ where: { userId: p.userId } }),
  // An address waiting to be confirmed, and the browsers' push addresses and keys.
  (tx, p) => tx.emailVerification.deleteMany({ where: { userId: p.userId } }),
  (tx, p) => tx.pushSubscription.deleteMany({ where: { userId: p.userId } }),
  // Every device logged out: the rows the cookies name are gone (with their addresses and browsers).
  (tx, p) => tx.session.deleteMany({ where: { userId: p.userId } }),
  (tx, p) => tx.otpChallenge.deleteMany({ where: { phoneNumber: p.phoneNumber } }),
  // Invoices and credit notes are kept for GST (and never change otherwise: a trigger lets only
  // this through): their buyer's name, number and addresses go (a column a document issued before
  // it was kept has as null stays null); the place of supply's state stays.
  (tx, p) => tx.$executeRaw`
    UPDATE "Invoice" i SET "buyerName" = ${DELETED_CUSTOMER_NAME}, "buyerPhone" = '',
      "buyerAddress" = CASE WHEN i."buyerAddress" IS NULL THEN NULL ELSE '' END,
      "deliveryAddress" = CASE WHEN i."deliveryAddress" IS NULL THEN NULL ELSE '' END
    FROM "Order" o WHERE o.id = i."orderId" AND o."userId" = ${p.userId}`,
  (tx, p) => tx.$executeRaw`
    UPDATE "CreditNote" n SET "buyerName" = CASE WHEN n."buyerName" IS NULL THEN NULL ELSE ${DELETED_CUSTOMER_NAME} END,
      "buyerPhone" = CASE WHEN n."buyerPhone" IS NULL THEN NULL ELSE '' END,
      "buyerAddress" = CASE WHEN n."buyerAddress" IS NULL THEN NULL ELSE '' END,
      "deliveryAddress" = CASE WHEN n."deliveryAddress" IS NULL THEN NULL ELSE '' END
    FROM "Invoice" i JOIN "Order" o ON o.id = i."orderId" WHERE i.id = n."invoiceId" AND o."userId" = ${p.userId}`,
  (tx, p) => tx.loginGuard.deleteMany({ where: { phoneNumber: p.phoneNumber } }),
  // "Tell me when you deliver here" left with their number or email: a contact for a message that
  // would now go to no account (the count per PIN the admin sees drops by theirs).
  (tx, p) => tx.deliveryAreaRequest.deleteMany({ where: { contact: { in: contactsOf(p) } } }),
];

async function whatIsStillGoingOn(tx: Tx, userId: string, today: string) {
  // One after another: an interactive transaction is one connection.
  const deliveries = await tx.delivery.findMany({
    where: { status: { in: [...OPEN_STATUSES] }, suborder: { order: { userId } } },
    select: { deliveryDate: true, status: true, suborder: { select: { order: { select: { orderNumber: true } } } } },
  });
  const payments = await tx.payment.findMany({ where: { status: { in: [...OUTSTANDING_PAYMENT_STATUSES] }, order: { userId } }, select: { status: true, amount: true, order: { select: { orderNumber: true } } } });
  const refunds = await tx.refund.findMany({ where: { status: 'DUE', order: { userId } }, select: { amount: true, order: { select: { orderNumber: true } } } });
  const wallet = await tx.wallet.findUnique({ where: { userId }, select: { balance: true } });
  return {
    today,
    deliveries: deliveries.map((d) => ({ orderNumber: d.suborder.order.orderNumber, date: dateToDay(d.deliveryDate), status: d.status })),
    payments: payments.map((p) => ({ orderNumber: p.order.orderNumber, status: p.status, amount: p.amount })),
    refundsDue: refunds.map((r) => ({ orderNumber: r.order.orderNumber, amount: r.amount })),
    walletBalance: wallet?.balance ?? 0,
  };
}

/** Each order part's address copy keeps the place of supply only; notes and instructions go. Returns how many orders are kept. */
async function anonymiseOrders(tx: Tx, userId: string): Promise<number> {
  const suborders = await tx.suborder.findMany({ where: { order: { userId } }, select: { id: true, locationSnapshot: true } });
  // One update per distinct copy (a customer has a few addresses, however many orders).
  const byCopy = new Map<string, { copy: Prisma.InputJsonValue; ids: string[] }>();
  for (const s of suborders) {
    const copy = anonymisedSnapshot(readAddressSnapshot(s.locationSnapshot));
    const key = JSON.stringify(copy);
    const group = byCopy.get(key) ?? byCopy.set(key, { copy, ids: [] }).get(key)!;
    group.ids.push(s.id);
  }
  for (const { copy, ids } of byCopy.values()) {
    await tx.suborder.updateMany({ where: { id: { in: ids } }, data: { locationSnapshot: copy, dropNote: null } });
  }
  // Each delivery keeps its own copy of where it went (changeDeliveryAddress): anonymised the same way.
  const deliveries = await tx.delivery.findMany({ where: { suborder: { order: { userId } } }, select: { id: true, locationSnapshot: true } });
  const deliveriesByCopy = new Map<string, { copy: Prisma.InputJsonValue; ids: string[] }>();
  for (const d of deliveries) {
    const copy = anonymisedSnapshot(readAddressSnapshot(d.locationSnapshot));
    const key = JSON.stringify(copy);
    const group = deliveriesByCopy.get(key) ?? deliveriesByCopy.set(key, { copy, ids: [] }).get(key)!;
    group.ids.push(d.id);
  }
  for (const { copy, ids } of deliveriesByCopy.values()) {
    await tx.delivery.updateMany({ where: { id: { in: ids } }, data: { locationSnapshot: copy } });
  }
  await tx.orderItem.updateMany({ where: { suborder: { order: { userId } }, specialInstructions: { not: null } }, data: { specialInstructions: null } });
  return tx.order.count({ where: { userId } });
}

/**
 * Their profile picture, their address photos and every upload of theirs that no payment keeps
 * (a proof of payment stays with its order). Rows go now; the files' keys are returned.
 */
async function eraseUploads(tx: Tx, userId: string, profilePicId: string | null): Promise<string[]> {
  const uploads = await tx.uploadedImage.findMany({
    where: {
      OR: [
        { ownerId: userId },
        // pictures an admin uploaded for them are the admin's
        ...(profilePicId ? [{ id: profilePicId }] : []),
        { addressOf: { some: { userId } } },
      ],
      // a proof of payment stays with its order; a picture someone else also uses stays theirs
      paymentOf: { none: {} },
      profileOf: { none: { id: { not: userId } } },
      addressOf: { none: { userId: { not: userId } } },
    },
    select: { id: true, storageKey: true },
  });
  if (uploads.length) await tx.uploadedImage.deleteMany({ where: { id: { in: uploads.map((u) => u.id) } } });
  return uploads.map((u) => u.storageKey);
}
