// previewDeliveryChange: what a change would do to the money, before the customer saves it. It runs
// the change's own service as a dry run (change-transaction.ts: the same code, the same
// transaction, rolled back), so the preview is what the change then does and nothing is written.
// A change the service refuses comes back as allowed: false with its reason; the deadline is the
// one cutoff of lib/domain/delivery-actions.ts for the first day the change touches.
import 'server-only';
import { db } from '@/lib/database/db';
import { clock } from '@/lib/clock';
import { AppError, badInput, notFound } from '@/lib/errors';
import { requireViewer } from '@/lib/auth/guards';
import { isAdmin, type Viewer } from '@/lib/auth/viewer';
import { compareDays, dateToDay, type IsoDay } from '@/lib/domain/calendar';
import { deliveryDeadline } from '@/lib/domain/delivery-actions';
import { isFinalStatus } from '@/lib/domain/order-status';
import { moneyPreview, type MoneyPreview } from '@/lib/domain/settlement';
import type { DeliveryChangeInput } from '@/lib/domain/inputs/order-input';
import { cancelSubscription } from './cancel-subscription';
import { changeDeliveryAddress } from './change-delivery-address';
import { changeDeliveryItems } from './change-delivery-items';
import { dryRunChange } from './change-transaction';
import { pauseSubscription } from './pause-subscription';
import { resumeSubscription } from './resume-subscription';
import { skipDelivery } from './skip-delivery';
import { unskipDelivery } from './unskip-delivery';

export type ChangePreview = MoneyPreview & {
  allowed: boolean;
  whyNot: string | null;
  /** ISO time the change is possible until; null once past */
  deadline: string | null;
  /** the same deadline in words, as deadlineWords of lib/domain/delivery-actions.ts says it ('until <the cutoff> on Tue, 8 Dec'; an admin: 'until the end of Wed, 9 Dec'); null once past */
  deadlineWords: string | null;
};

/** The refusals a preview answers as "not allowed" rather than as an error: the change's own words. */
const REFUSED_CODES = new Set(['BAD_USER_INPUT', 'CONFLICT']);

export async function previewDeliveryChange(viewer: Viewer | null, input: DeliveryChangeInput): Promise<ChangePreview> {
  const v = requireViewer(viewer);
  const now = clock().now();
  const who = isAdmin(v) ? 'admin' : 'customer';
  const target = await targetOf(v, input);
  const first = target.days.find((d) => !input.from || compareDays(d, input.from) >= 0) ?? null;
  const cutoff = first ? deliveryDeadline(first, who, now) : null;
  const deadline = { deadline: cutoff?.at ?? null, deadlineWords: cutoff?.words ?? null };
  try {
    const run = await dryRunChange(target.orderId, () => runChange(v, input));
    return { allowed: true, whyNot: null, ...deadline, ...moneyPreview(run.settlements, run.payment) };
  } catch (e) {
    if (e instanceof AppError && REFUSED_CODES.has(e.code)) {
      return { allowed: false, whyNot: e.message, ...deadline, ...moneyPreview([], null) };
    }
    throw e;
  }
}

/** The order the change works on, and the days whose cutoff is its deadline (the delivery's, or the suborder's open days). */
async function targetOf(v: Viewer, input: DeliveryChangeInput): Promise<{ orderId: string; days: IsoDay[] }> {
  if (input.deliveryId) {
    const d = await db.delivery.findUnique({ where: { id: input.deliveryId }, select: { deliveryDate: true, suborder: { select: { order: { select: { id: true, userId: true } } } } } });
    // Someone else's delivery is "not found", as the change answers.
    if (!d || (d.suborder.order.userId !== v.id && !isAdmin(v))) throw notFound('Delivery');
    return { orderId: d.suborder.order.id, days: [dateToDay(d.deliveryDate)] };
  }
  if (!input.suborderId) throw badInput('Please choose the delivery or the subscription to change.', 'suborderId');
  const s = await db.suborder.findUnique({
    where: { id: input.suborderId },
    select: { order: { select: { id: true, userId: true } }, deliveries: { select: { deliveryDate: true, status: true, skippedAt: true }, orderBy: { deliveryDate: 'asc' } } },
  });
  if (!s || (s.order.userId !== v.id && !isAdmin(v))) throw notFound('Suborder');
  // RESUME brings paused days back; the other changes work on the days still to come.
  const open = s.deliveries.filter((d) => (input.kind === 'RESUME' ? d.skippedAt !== null : d.skippedAt === null && !isFinalStatus(d.status)));
  const now = clock().now();
  const who = isAdmin(v) ? 'admin' : 'customer';
  return { orderId: s.order.id, days: open.map((d) => dateToDay(d.deliveryDate)).filter((day) => deliveryDeadline(day, who, now) !== null) };
}

function required<T>(value: T | null | undefined, field: string, what: string): T {
  if (value === null || value === undefined) throw badInput(`Please give ${what} for this change.`, field);
  return value;
}

/** The change itself, exactly as its mutation runs it. */
function runChange(v: Viewer, c: DeliveryChangeInput): Promise<unknown> {
  const refundTo = c.refundTo ?? undefined;
  switch (c.kind) {
    case 'CHANGE_ITEMS':
      return changeDeliveryItems(v, { deliveryId: required(c.deliveryId, 'deliveryId', 'the delivery'), items: required(c.items, 'items', 'the items'), applyToLaterDeliveries: c.applyToLaterDeliveries ?? false, refundTo });
    case 'SKIP':
      return skipDelivery(v, required(c.deliveryId, 'deliveryId', 'the delivery'), refundTo);
    case 'UNSKIP':
      return unskipDelivery(v, required(c.deliveryId, 'deliveryId', 'the delivery'));
    case 'PAUSE':
      return pauseSubscription(v, required(c.suborderId, 'suborderId', 'the subscription'), required(c.from, 'from', 'the first day'), required(c.until, 'until', 'the last day'), refundTo);
    case 'RESUME':
      return resumeSubscription(v, required(c.suborderId, 'suborderId', 'the subscription'));
    case 'CANCEL':
      // The reason changes no money; the dialog may ask for it after showing the preview.
      return cancelSubscription(v, { suborderId: required(c.suborderId, 'suborderId', 'the subscription'), from: c.from ?? null, reason: c.reason ?? 'MOVING', note: c.reason === 'OTHER' ? 'preview' : null, refundTo: refundTo ?? 'WALLET' });
    case 'CHANGE_ADDRESS':
      return changeDeliveryAddress(v, { suborderId: required(c.suborderId, 'suborderId', 'the subscription'), locationId: required(c.locationId, 'locationId', 'the address'), from: c.from ?? null });
  }
}
