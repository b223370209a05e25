// Who may call each GraphQL operation, on customer A's records, as the authorization matrix
// (testing/authorization-matrix-suite.ts, run by graphql/authorization-matrix-{1,2,3}.db.test.ts) checks it against a real database. Every Query and
// Mutation field of the executable schema must have a row here: the suite compares this table's keys
// with the schema's, so a new operation without a row fails it until someone decides who may call it.
//
// ALLOWED: the call succeeds (data, no error). Any other value is the error code the call must answer,
// and a refused mutation must leave every table as it was.
//
// "customerB" calls the operation on A's records (A's user id, order, delivery, address, upload);
// where an operation only ever acts on the caller's own records (carts, logout, uploads) B acts as
// themself, so the row says whether a customer may call it at all. Records of someone else answer
// NOT_FOUND where the record is addressed by its own id (its existence is not told), FORBIDDEN where a
// user id is named (the user's existence is no secret to the caller: it is in the URL they were given).
export const ROLES = ['anonymous', 'customerA', 'customerB', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export type Outcome = 'ALLOWED' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'BAD_USER_INPUT' | 'CONFLICT';
export type Expectation = Record<Role, Outcome>;

const everyone: Expectation = { anonymous: 'ALLOWED', customerA: 'ALLOWED', customerB: 'ALLOWED', admin: 'ALLOWED' };
const loggedIn: Expectation = { anonymous: 'UNAUTHENTICATED', customerA: 'ALLOWED', customerB: 'ALLOWED', admin: 'ALLOWED' };
const adminOnly: Expectation = { anonymous: 'UNAUTHENTICATED', customerA: 'FORBIDDEN', customerB: 'FORBIDDEN', admin: 'ALLOWED' };
/** A's own or an admin's; B is told the record does not exist */
const ownerHidden: Expectation = { anonymous: 'UNAUTHENTICATED', customerA: 'ALLOWED', customerB: 'NOT_FOUND', admin: 'ALLOWED' };
/** A's own or an admin's; B is refused by the user id they named */
const ownerForbidden: Expectation = { anonymous: 'UNAUTHENTICATED', customerA: 'ALLOWED', customerB: 'FORBIDDEN', admin: 'ALLOWED' };

export const AUTHORIZATION_EXPECTATIONS: Record<string, Expectation> = {
  // Queries
  getCategories: everyone,
  getMenuItems: everyone,
  getMenuItem: everyone,
  getHeroImages: everyone,
  getConfigurations: everyone,
  getStore: everyone,
  getDeliveryAreaRequests: adminOnly,
  /** counts only, for the date picker */
  getCapacity: everyone,
  getDashboard: adminOnly,
  /** null when logged out */
  me: everyone,
  /** the admin's selected customer; null for anyone else */
  selectedCustomer: everyone,
  getUser: ownerForbidden,
  getUsers: adminOnly,
  previewImportUsers: adminOnly,
  getCarts: loggedIn,
  getUserLocations: ownerForbidden,
  /** filter.userId = A */
  getOrders: ownerForbidden,
  getOrder: ownerHidden,
  /** A's delivery: the change's own rules, written nowhere */
  previewDeliveryChange: ownerHidden,
  getDispatch: adminOnly,
  getAuditLog: adminOnly,
  getNotifications: ownerHidden,
  /** A's order (paid: invoiced) */
  getInvoice: ownerHidden,
  getInvoices: ownerHidden,
  getGstReport: adminOnly,

  // Mutations
  _noop: everyone,
  /** the code is the credential: anyone may ask for one and verify it */
  sendOtp: everyone,
  verifyOtp: everyone,
  /** clears the cookie; ending no session is not an error */
  logout: everyone,
  logoutAllDevices: loggedIn,
  selectCustomer: adminOnly,
  deselectCustomer: adminOnly,
  updateUser: ownerForbidden,
  addUser: adminOnly,
  importUsers: adminOnly,
  /**
   * the caller's own cart naming A's address (the admin with A selected, as when ordering for A); to
   * B the address "was not found", an input error on the addressId field
   */
  saveCart: { ...ownerHidden, customerB: 'BAD_USER_INPUT' },
  mergeGuestCarts: loggedIn,
  /** A's weekly subscription that ends in three days (renewable now) */
  renewSubscription: ownerHidden,
  /** kind payments, stored as the caller's */
  uploadImage: loggedIn,
  createHeroImage: adminOnly,
  /** updates A's address by its id; to B it does not exist (NOT_FOUND, as for a made-up id) */
  addOrUpdateUserLocation: ownerHidden,
  removeUserLocation: ownerHidden,
  setDefaultAddress: ownerHidden,
  /** orderId is a suborder's id (the original API's name) */
  updateOrderStatus: adminOnly,
  updateDeliveryStatus: adminOnly,
  updateDeliveriesStatus: adminOnly,
  confirmPayment: adminOnly,
  /** A's payment with a screenshot attached */
  rejectPayment: adminOnly,
  extendPaymentDeadline: adminOnly,
  skipDelivery: ownerHidden,
  pauseSubscription: ownerHidden,
  unskipDelivery: ownerHidden,
  resumeSubscription: ownerHidden,
  cancelSubscription: ownerHidden,
  changeDeliveryItems: ownerHidden,
  changeDeliveryAddress: ownerHidden,
  /** names A as the customer: B may not move someone else's (FORBIDDEN, as for any user id) */
  changeAllDeliveriesAddress: ownerForbidden,
  reorder: ownerHidden,
  /** userId = A, A's address */
  saveOrders: ownerForbidden,
  /** A's order with A's uploaded screenshot (and a UTR of its own) */
  updatePaymentScreenshot: ownerHidden,
  /** A's payment by its id, A's upload, a UTR of its own */
  submitPaymentProof: ownerHidden,
  /** a small statement in the standard columns */
  previewBankStatement: adminOnly,
  applyBankStatement: adminOnly,
  saveBankLayout: adminOnly,
  /** userId = A */
  getWallet: ownerForbidden,
  /** the caller's own top-ups */
  getMyTopUps: loggedIn,
  getTopUpsToReview: adminOnly,
  /** the caller's own wallet */
  topUpWallet: loggedIn,
  confirmTopUp: adminOnly,
  rejectTopUp: adminOnly,
  /** the caller's own UPI id */
  updateUpiId: loggedIn,
  giveWalletCredit: adminOnly,
  /** A's wallet holds the amount (the call credits it first) */
  payOutWallet: adminOnly,
  getRefunds: adminOnly,
  markRefundPaid: adminOnly,
  setStoreStatus: adminOnly,
  /** anyone, logged in or not: 'Tell me when you deliver here' */
  requestDeliveryArea: everyone,
  setCapacity: adminOnly,
  closeDates: adminOnly,
  createMenuItem: adminOnly,
  updateMenuItem: adminOnly,
  archiveMenuItem: adminOnly,
  updateConfigurations: adminOnly,
  /**
   * confirmPhoneNumber = A's number. A is refused for now (CONFLICT: A's records have deliveries
   * to come and a payment in review; the deletion itself has its own tests), B typed a number that
   * is not theirs, and an admin's account is not deleted this way.
   */
  deleteMyAccount: { anonymous: 'UNAUTHENTICATED', customerA: 'CONFLICT', customerB: 'BAD_USER_INPUT', admin: 'FORBIDDEN' },
  /** the caller's own address (each caller has one in the suite) */
  requestEmailVerification: loggedIn,
  /** the link's token is the credential: it may be opened logged out, on any device */
  verifyEmail: everyone,
  /** the caller's own browser */
  savePushSubscription: loggedIn,
  /** A's browser by its endpoint: to anyone else, even an admin, it does not exist */
  removePushSubscription: { anonymous: 'UNAUTHENTICATED', customerA: 'ALLOWED', customerB: 'NOT_FOUND', admin: 'NOT_FOUND' },
  /** makes A an admin (the admin calling it is another person); audited */
  setUserRole: adminOnly,
  /** clears the login waits of A's phone; audited */
  clearLoginLock: adminOnly,

  // Riders: the matrix's callers are customers and an admin; the riders' own side (their route,
  // another rider's drop) is tested in lib/riders/riders.db.test.ts.
  getRiders: adminOnly,
  /** a rider's route by riderId: an admin's; customers have no route */
  getRoute: adminOnly,
  getMissedDeliveries: adminOnly,
  addRider: adminOnly,
  setRiderActive: adminOnly,
  /** A's delivery to a rider */
  assignDeliveries: adminOnly,
  reorderRoute: adminOnly,
  /** a rider's own: no one here is a rider */
  startRoute: { anonymous: 'UNAUTHENTICATED', customerA: 'FORBIDDEN', customerB: 'FORBIDDEN', admin: 'FORBIDDEN' },
  /**
   * A's delivery, not assigned, not due yet: a customer (even A) never acts on a drop, so to them it
   * does not exist; an admin may, and is refused because its day has not come
   */
  markDelivered: { anonymous: 'UNAUTHENTICATED', customerA: 'NOT_FOUND', customerB: 'NOT_FOUND', admin: 'BAD_USER_INPUT' },
  markNotDelivered: { anonymous: 'UNAUTHENTICATED', customerA: 'NOT_FOUND', customerB: 'NOT_FOUND', admin: 'BAD_USER_INPUT' },
  /** nothing marked on A's delivery: nothing to undo */
  undoDropOutcome: { anonymous: 'UNAUTHENTICATED', customerA: 'NOT_FOUND', customerB: 'NOT_FOUND', admin: 'BAD_USER_INPUT' },
  /** A's delivery with a courier of the setting */
  setShipment: adminOnly,
  /** A's delivery the rider could not make */
  resolveMissedDelivery: adminOnly,
};
