// Where the admin's tools link to about one customer.

/** The admin's page about one customer (app/admin/customers/[id]). */
export function customerPageHref(userId: string): string {
  return `/admin/customers/${encodeURIComponent(userId)}`;
}

/** The audit log filtered to one customer: /admin/audit filters by mobile number. */
export function customerAuditHref(phoneNumber: string): string {
  return `/admin/audit?${new URLSearchParams({ customer: phoneNumber })}`;
}
