// The two roles and their ids, as the API and the session carry them (ADMIN 1, CUSTOMER 2).
export const ROLE_ADMIN = 1;
export const ROLE_CUSTOMER = 2;
