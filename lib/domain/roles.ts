// The roles and their ids, as the API and the session carry them (ADMIN 1, CUSTOMER 2, RIDER 3).
// A rider is added by an admin (addRider), logs in with a phone code like everyone, and sees only
// the rider's pages (/rider): their own route and nothing of the shop's.
export const ROLE_ADMIN = 1;
export const ROLE_CUSTOMER = 2;
export const ROLE_RIDER = 3;
