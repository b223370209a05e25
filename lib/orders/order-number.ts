import 'server-only';
import { randomInt } from 'node:crypto';
import type { Prisma } from '@/lib/generated/prisma/client';
import { kolkataToday } from '@/lib/domain/calendar';
import { ORDER_NUMBER_ALPHABET as ALPHABET } from '@/lib/domain/order-number';

export function orderNumberCandidate(now: Date): string {
  const day = kolkataToday(now).slice(2).replace(/-/g, '');
  const suffix = Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `DM${day}-${suffix}`;
}

/** Short, readable, unique: DM261120-K7Q2M. Suborders extend it: DM261120-K7Q2M-1. */
export async function newOrderNumber(tx: Prisma.TransactionClient, now: Date): Promise<string> {
  for (;;) {
    const candidate = orderNumberCandidate(now);
    if (!(await tx.order.findUnique({ where: { orderNumber: candidate }, select: { id: true } }))) return candidate;
  }
}
