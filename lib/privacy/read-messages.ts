import 'server-only';
import { iso, type SectionReader } from './section-reader';

export type MessageExport = { kind: string; channel: string; status: string; text: string; orderNumber: string | null; createdAt: string; sentAt: string | null };

/**
 * Every message the store sent them or queued for them (login codes are never stored), newest
 * first, with the order it was about.
 */
export const messagesReader: SectionReader<MessageExport[]> = {
  async read(tx, userId) {
    const rows = await tx.notification.findMany({
      where: { userId },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      select: { kind: true, channel: true, status: true, body: true, orderId: true, createdAt: true, sentAt: true },
    });
    // A message's orderId is a plain column (no relation): name the orders in one more query.
    const orderIds = [...new Set(rows.map((r) => r.orderId).filter((id): id is string => id !== null))];
    const orders = orderIds.length ? await tx.order.findMany({ where: { id: { in: orderIds }, userId }, select: { id: true, orderNumber: true } }) : [];
    const numberOf = new Map(orders.map((o) => [o.id, o.orderNumber]));
    return rows.map((n) => ({
      kind: n.kind,
      channel: n.channel,
      status: n.status,
      text: n.body,
      orderNumber: n.orderId ? (numberOf.get(n.orderId) ?? null) : null,
      createdAt: n.createdAt.toISOString(),
      sentAt: iso(n.sentAt),
    }));
  },
  tables: (messages) => [
    {
      name: 'messages',
      header: ['createdAt', 'sentAt', 'kind', 'channel', 'status', 'orderNumber', 'text'],
      rows: messages.map((m) => [m.createdAt, m.sentAt, m.kind, m.channel, m.status, m.orderNumber, m.text]),
    },
  ],
};
