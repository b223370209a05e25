import 'server-only';
import { db } from '@/lib/database/db';
import { requireAdmin } from '@/lib/auth/guards';
import type { Viewer } from '@/lib/auth/viewer';
import { describeAuditEntry } from '@/lib/domain/audit-actions';
import { dateToDay, formatDay } from '@/lib/domain/calendar';
import { fullName } from '@/lib/domain/people';

export const AUDIT_PAGE_SIZE = 30;

export type AuditPerson = { id: string; firstName: string | null; lastName: string | null; name: string; phoneNumber: string | null };

export type AuditEntryView = {
  id: string;
  /** the operation recorded, e.g. 'confirmPayment' */
  action: string;
  entity: string;
  entityId: string | null;
  /** the admin who did it */
  actor: AuditPerson;
  /** the customer whose records it touched */
  subject: AuditPerson | null;
  /** what happened, in words: 'Confirmed payment of DM261120-K7Q2M' */
  detail: string;
  /** ISO instant */
  createdAt: string;
};

export type AuditLogQuery = { skip?: number | null; limit?: number | null; userId?: string | null; actorId?: string | null };

/**
 * The audit log, newest first, optionally for one customer (userId) and/or one admin (actorId).
 * Each entry says in words what happened, naming the order, delivery or address it touched as it
 * is called now. A page costs a fixed number of queries, whatever its length. Admins only.
 */
export async function listAuditLog(viewer: Viewer | null, q: AuditLogQuery = {}): Promise<{ count: number; entries: AuditEntryView[] }> {
  requireAdmin(viewer);
  const where = { ...(q.userId ? { subjectUserId: q.userId } : {}), ...(q.actorId ? { actorId: q.actorId } : {}) };
  const [count, rows] = await Promise.all([
    db.auditLog.count({ where }),
    // (subjectUserId, createdAt), (actorId, createdAt) and (createdAt) indexes serve these.
    db.auditLog.findMany({
      where,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: q.skip ?? 0,
      take: Math.min(100, q.limit ?? AUDIT_PAGE_SIZE),
    }),
  ]);

  const idsOf = (entity: string) => [...new Set(rows.filter((r) => r.entity === entity && r.entityId).map((r) => r.entityId!))];
  const peopleIds = [...new Set(rows.flatMap((r) => [r.actorId, r.subjectUserId, r.entity === 'User' ? r.entityId : null]).filter((id): id is string => Boolean(id)))];
  const [people, orders, payments, suborders, deliveries, addresses] = await Promise.all([
    db.user.findMany({ where: { id: { in: peopleIds } }, select: { id: true, firstName: true, lastName: true, phoneNumber: true } }),
    db.order.findMany({ where: { id: { in: idsOf('Order') } }, select: { id: true, orderNumber: true } }),
    db.payment.findMany({ where: { id: { in: idsOf('Payment') } }, select: { id: true, order: { select: { orderNumber: true } } } }),
    db.suborder.findMany({ where: { id: { in: idsOf('Suborder') } }, select: { id: true, suborderNo: true } }),
    db.delivery.findMany({ where: { id: { in: idsOf('Delivery') } }, select: { id: true, deliveryDate: true, suborder: { select: { suborderNo: true } } } }),
    db.address.findMany({ where: { id: { in: idsOf('Address') } }, select: { id: true, title: true } }),
  ]);

  const person = new Map(people.map((p) => [p.id, { ...p, name: fullName(p) }]));
  const names = new Map<string, string>([
    ...orders.map((o) => [`Order:${o.id}`, o.orderNumber] as const),
    ...payments.map((p) => [`Payment:${p.id}`, p.order.orderNumber] as const),
    ...suborders.map((s) => [`Suborder:${s.id}`, s.suborderNo] as const),
    ...deliveries.map((d) => [`Delivery:${d.id}`, `${d.suborder.suborderNo} on ${formatDay(dateToDay(d.deliveryDate))}`] as const),
    ...addresses.map((a) => [`Address:${a.id}`, a.title] as const),
    ...people.map((p) => [`User:${p.id}`, fullName(p)] as const),
  ]);
  // Someone since removed is still shown by id.
  const who = (id: string): AuditPerson => person.get(id) ?? { id, firstName: null, lastName: null, name: 'Unknown user', phoneNumber: null };

  return {
    count,
    entries: rows.map((r) => ({
      id: r.id,
      action: r.action,
      entity: r.entity,
      entityId: r.entityId,
      actor: who(r.actorId),
      subject: r.subjectUserId ? who(r.subjectUserId) : null,
      detail: describeAuditEntry({ action: r.action, entity: r.entity, data: r.data, target: r.entityId ? (names.get(`${r.entity}:${r.entityId}`) ?? null) : null }),
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
