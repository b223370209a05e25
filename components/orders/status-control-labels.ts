// The names of the admin's two status controls on an order page, shared by the suborder's form and
// the hint above the deliveries (a server component, which cannot read a constant from a client module).
export const SUBORDER_STATUS_LABEL = 'Status of all deliveries in this suborder';
