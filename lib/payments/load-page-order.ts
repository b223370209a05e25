import 'server-only';
// The payment, upload and invoice pages show one order to its owner or an admin. Everything else
// (no ?order=, an unknown number, someone else's order) is the same 404, so order numbers cannot
// be probed from these pages either.
import { notFound } from 'next/navigation';
import { requirePageViewer } from '@/lib/auth/require-page-viewer';
import { getOrder } from '@/lib/orders/get-order';
import type { OrderView } from '@/lib/orders/order-view';
import { AppError } from '@/lib/errors';

/** The `order` search parameter as one plain order number, or null. */
export function orderNumberParam(value: string | string[] | undefined): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  const trimmed = first?.trim() ?? '';
  return trimmed && trimmed.length <= 40 ? trimmed : null;
}

export async function loadPageOrder(path: string, orderParam: string | string[] | undefined): Promise<OrderView> {
  const orderNumber = orderNumberParam(orderParam);
  const returnTo = orderNumber ? `${path}?order=${encodeURIComponent(orderNumber)}` : path;
  const viewer = await requirePageViewer(returnTo);
  if (!orderNumber) notFound();
  try {
    return await getOrder(viewer, orderNumber);
  } catch (e) {
    if (e instanceof AppError && e.code === 'NOT_FOUND') notFound();
    throw e;
  }
}
