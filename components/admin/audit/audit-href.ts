// The audit log's filters as the page's address: /admin/audit?customer=…&admin=…&page=….

export type AuditQuery = { customer: string; admin: string; page: number };

export function auditHref(q: Partial<AuditQuery>): string {
  const params = new URLSearchParams();
  if (q.customer) params.set('customer', q.customer);
  if (q.admin) params.set('admin', q.admin);
  if (q.page && q.page > 1) params.set('page', String(q.page));
  const s = params.toString();
  return s ? `/admin/audit?${s}` : '/admin/audit';
}
