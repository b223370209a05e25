// The authorization matrix: every Query and Mutation field of the executable schema, called by
// {logged out, customer A, customer B on A's records, an admin on A's records} through the real
// /api/graphql route on a real database, against testing/authorization-expectations.ts. A refused
// mutation must leave every table exactly as it was (rows and contents). A new operation without a
// row in the table, or without a call here, fails the first two tests.
// The cells are shared out over graphql/authorization-matrix-*.db.test.ts, one database each, so
// the matrix (over a minute as one file) no longer decides when `npm test` ends.
import { randomUUID } from 'node:crypto';
import { buildSchema, getNamedType, isObjectType, type GraphQLField } from 'graphql';
import { typeDefs } from '@/graphql/schema';
import { useTestDatabase } from '@/testing/test-database';
import { graphqlRequest } from '@/testing/graphql-request';
import { cookieHeader } from '@/testing/graphql-request';
import { createCustomer, suborderInputFor, type TestCustomer } from '@/testing/checkout';
import { createTestOrder } from '@/testing/order-factory';
import { solidPng, toBase64 } from '@/testing/images';
import { startWriteLog, writeCounts } from '@/testing/write-log';
import { setClock } from '@/lib/clock';
import { seededAdminViewer } from '@/testing/admin';
import { AUTHORIZATION_EXPECTATIONS, ROLES, type Role } from '@/testing/authorization-expectations';
import { db as appDb } from '@/lib/database/db';
import { startEmailVerification } from '@/lib/email/start-email-verification';
import { verificationToken } from '@/lib/email/verification-token';
import webpush from 'web-push';
import { skipDelivery } from '@/lib/orders/skip-delivery';
import { pauseSubscription } from '@/lib/orders/pause-subscription';
import { postWalletEntry } from '@/lib/wallet/post-wallet-entry';

/** Declares the matrix's cells for every `parts`-th operation, from the `part`-th (0-based), on a database of its own. */
/**
 * What one cell answered ('ALLOWED', or its error codes), what the table expects, and for a mutation
 * the table refuses, the rows written per table before and after it (testing/write-log.ts; null otherwise).
 */
export type CellOutcome = { answered: string; expected: string | undefined; writesBefore: unknown; writesAfter: unknown };

/**
 * Sets up the database and the callers' sessions for this part, and gives its cells (every
 * `parts`-th operation from the `part`-th, each with every caller), a way to run one, and the
 * operations the schema, the table and the calls each name; the test files state what must hold.
 */
export function declareAuthorizationMatrix(part: number, parts: number) {
  const t = useTestDatabase();
  const schema = buildSchema(typeDefs.join('\n'));
  const fields: Record<string, { kind: 'query' | 'mutation'; field: GraphQLField<unknown, unknown> }> = {};
  for (const [name, field] of Object.entries(schema.getQueryType()!.getFields())) fields[name] = { kind: 'query', field };
  for (const [name, field] of Object.entries(schema.getMutationType()!.getFields())) fields[name] = { kind: 'mutation', field };

  // Well inside the order window (before the 22:00 cutoff; deliveries from 1 December are open).
  // The clock moves 11 minutes at every login and every cell, so the login-code limits (resend wait,
  // codes per window; they have their own tests) never decide a cell.
  const START = new Date('2026-11-20T04:30:00Z').getTime();
  let minutes = 0;
  const tick = () => (minutes += 11);

  /** A's records, made fresh for every mutation cell so one cell's allowed write cannot decide the next. */
  type Records = { orderId: string; orderNumber: string; paymentId: string; suborderId: string; endingSuborderId: string; deliveryId: string; deliveryIds: string[]; addressId: string; uploadId: string };

  type Ctx = { a: TestCustomer; records: Records; role: Role; cookie?: string };
  type Call = { vars?: Record<string, [type: string, value: unknown]>; /** the caller's cookie for this call */ cookie?: string };

  /** An admin's cookie with A selected as the customer they order for (the selection rides in the cookie). */
  async function actingFor(cookie: string | undefined, userId: string): Promise<string | undefined> {
    const res = await graphqlRequest('mutation($id: ID!) { selectCustomer(userId: $id) { __typename } }', { id: userId }, { cookie });
    if (res.errors) throw new Error(`selectCustomer: ${JSON.stringify(res.errors)}`);
    return cookieHeader(res.setCookies);
  }

  const location = (addressId?: string) => ({ id: addressId, title: 'Home', lineOne: '7, 2nd Main', city: 'Bengaluru', state: 'Karnataka', zipCode: '560038' });
  const cart = (addressId: string) => ({ kind: 'TREATS', buyOrSubscribe: 'BUY', deliveryDates: [], deliveryDays: [], addressId, items: [] });
  const importRow = () => ({ phoneNumber: `9${String(Date.now()).slice(-9)}`, firstName: 'Imported' });
  // A UTR is one payment's: every cell that attaches one gets its own.
  let utrs = 0;
  const freshUtr = () => `61${String(++utrs).padStart(10, '0')}`;
  /** A statement in the standard columns naming A's order: read and matched (the test order number is not in the store's format, so nothing is confirmed). */
  const statementFor = (records: Records) => Buffer.from(`Date,Narration,Credit,UTR\n20/11/2026,UPI/CR/${records.orderNumber},100.00,${freshUtr()}\n`).toString('base64');

  let menuItems = 0;
  async function menuItemInput() {
    const category = await t.db().category.findFirstOrThrow({ where: { categoryEnum: 'TREATS' } });
    return { name: `Matrix chew ${++menuItems}`, categoryId: category.id, hsn: '23091000', gstRate: 50, variants: [{ unit: 100, unitType: 'GRAMS', price: 9900 }] };
  }
  async function freshMenuItem(): Promise<string> {
    const { categoryId, name } = await menuItemInput();
    const item = await t.db().menuItem.create({ data: { categoryId, name, slug: `matrix-chew-${menuItems}`, unitType: 'GRAMS', variants: { create: [{ unit: 100, unitType: 'GRAMS', price: 9900 }] } } });
    return item.id;
  }

  // How each operation is called on A's records. Mutations get their own fresh records per cell.
  const CALLS: Record<string, (c: Ctx) => Promise<Call> | Call> = {
    getCategories: () => ({}),
    getMenuItems: () => ({}),
    getMenuItem: () => ({ vars: { category: ['CategoryEnum!', 'TREATS'], slug: ['String!', 'chicken-jerky'] } }),
    getHeroImages: () => ({}),
    getConfigurations: () => ({}),
    getStore: () => ({}),
    getDeliveryAreaRequests: () => ({}),
    me: () => ({}),
    selectedCustomer: () => ({}),
    getUser: ({ a }) => ({ vars: { id: ['ID!', a.viewer.id] } }),
    getUsers: () => ({}),
    previewImportUsers: () => ({ vars: { users: ['[UserImportInput!]!', [importRow()]] } }),
    getCarts: () => ({}),
    getUserLocations: ({ a }) => ({ vars: { userId: ['ID!', a.viewer.id] } }),
    getOrders: ({ a }) => ({ vars: { filter: ['OrderFilter', { userId: a.viewer.id }] } }),
    getOrder: ({ records }) => ({ vars: { orderNumber: ['String!', records.orderNumber] } }),
    previewDeliveryChange: ({ records }) => ({ vars: { change: ['DeliveryChangeInput!', { kind: 'SKIP', deliveryId: records.deliveryId }] } }),
    getDispatch: () => ({ vars: { date: ['String!', '2026-12-01'] } }),
    getAuditLog: ({ a }) => ({ vars: { userId: ['ID', a.viewer.id] } }),
    getNotifications: ({ a }) => ({ vars: { userId: ['ID', a.viewer.id] } }),
    getInvoice: ({ records }) => ({ vars: { orderNumber: ['String!', records.orderNumber] } }),
    getInvoices: ({ records }) => ({ vars: { orderNumber: ['String!', records.orderNumber] } }),
    getGstReport: () => ({ vars: { month: ['String!', '2026-11'] } }),

    _noop: () => ({}),
    sendOtp: ({ a }) => ({ vars: { phoneNumber: ['String!', a.phoneNumber] } }),
    verifyOtp: async ({ a }) => {
      const sent = await graphqlRequest<{ sendOtp: { id: string } }>('mutation($p: String!) { sendOtp(phoneNumber: $p) { id } }', { p: a.phoneNumber }, { ip: randomIp() });
      return { vars: { otp: ['String!', TEST_CODE], userId: ['ID!', sent.data!.sendOtp.id] } };
    },
    logout: () => ({}),
    logoutAllDevices: () => ({}),
    selectCustomer: ({ a }) => ({ vars: { userId: ['ID!', a.viewer.id] } }),
    deselectCustomer: () => ({}),
    updateUser: ({ a }) => ({ vars: { id: ['ID!', a.viewer.id], firstName: ['String', 'Renamed'] } }),
    addUser: () => ({ vars: { phoneNumber: ['String!', `9${String(Date.now()).slice(-9)}`], firstName: ['String', 'Added'] } }),
    importUsers: () => ({ vars: { users: ['[UserImportInput!]!', [importRow()]] } }),
    // An admin fills their own cart for the customer they selected.
    saveCart: async ({ a, records, role, cookie }) => ({
      vars: { cart: ['CartInput!', cart(records.addressId)] },
      ...(role === 'admin' ? { cookie: await actingFor(cookie, a.viewer.id) } : {}),
    }),
    mergeGuestCarts: () => ({ vars: { carts: ['[CartInput!]!', [{ kind: 'TREATS', buyOrSubscribe: 'BUY', deliveryDates: [], deliveryDays: [], items: [] }]] } }),
    renewSubscription: async ({ a, records, role, cookie }) => ({
      vars: { suborderId: ['ID!', records.endingSuborderId] },
      ...(role === 'admin' ? { cookie: await actingFor(cookie, a.viewer.id) } : {}),
    }),
    uploadImage: async () => ({ vars: { base64: ['String!', toBase64(await solidPng())], fileName: ['String!', 'paid.png'] } }),
    createHeroImage: () => ({ vars: { imageUrl: ['String!', '/images/hero/hero-desktop.webp'], type: ['HeroImageType!', 'desktop'] } }),
    addOrUpdateUserLocation: ({ records }) => ({ vars: { location: ['LocationInput!', location(records.addressId)] } }),
    removeUserLocation: ({ records }) => ({ vars: { id: ['ID!', records.addressId] } }),
    setDefaultAddress: ({ records }) => ({ vars: { id: ['ID!', records.addressId] } }),
    updateOrderStatus: ({ records }) => ({ vars: { orderId: ['ID!', records.suborderId], status: ['OrderStatus!', 'ASSIGNED'] } }),
    updateDeliveryStatus: ({ records }) => ({ vars: { deliveryId: ['ID!', records.deliveryId], status: ['OrderStatus!', 'ASSIGNED'] } }),
    updateDeliveriesStatus: ({ records }) => ({ vars: { deliveryIds: ['[ID!]!', records.deliveryIds], status: ['OrderStatus!', 'ASSIGNED'] } }),
    confirmPayment: ({ records }) => ({ vars: { orderId: ['ID!', records.orderId] } }),
    rejectPayment: ({ records }) => ({ vars: { orderId: ['ID!', records.orderId], reason: ['String!', 'The screenshot shows another amount.'] } }),
    extendPaymentDeadline: ({ records }) => ({ vars: { orderId: ['ID!', records.orderId], hours: ['Int!', 24] } }),
    skipDelivery: ({ records }) => ({ vars: { deliveryId: ['ID!', records.deliveryId] } }),
    // A's own skip, then the caller undoes it.
    unskipDelivery: async ({ a, records }) => {
      await skipDelivery(a.viewer, records.deliveryId);
      return { vars: { deliveryId: ['ID!', records.deliveryId] } };
    },
    resumeSubscription: async ({ a, records }) => {
      await pauseSubscription(a.viewer, records.suborderId, '2026-12-08', '2026-12-09');
      return { vars: { suborderId: ['ID!', records.suborderId] } };
    },
    // A's plan is still running: the caller has said to start a new one (the running-plan question has its own tests)
    reorder: async ({ a, records, role, cookie }) => ({
      vars: { orderNumber: ['String!', records.orderNumber], startNewPlan: ['Boolean', true] },
      ...(role === 'admin' ? { cookie: await actingFor(cookie, a.viewer.id) } : {}),
    }),
    cancelSubscription: ({ records }) => ({ vars: { suborderId: ['ID!', records.suborderId], reason: ['CancelReason!', 'MOVING'] } }),
    // A's delivery with its own items (the same quantity: A's payment is being checked, so it may not cost more)
    changeDeliveryItems: async ({ records }) => {
      const line = await t.db().orderItemVariant.findFirstOrThrow({ where: { orderItem: { suborderId: records.suborderId } }, select: { variantId: true, quantity: true } });
      return { vars: { deliveryId: ['ID!', records.deliveryId], items: ['[DeliveryItemInput!]!', [{ variantId: line.variantId, quantity: line.quantity }]] } };
    },
    // A's second address (given its state: the tax needs it) takes A's subscription.
    changeDeliveryAddress: async ({ records }) => {
      await t.db().address.update({ where: { id: records.addressId }, data: { stateCode: '29' } });
      return { vars: { suborderId: ['ID!', records.suborderId], locationId: ['ID!', records.addressId] } };
    },
    changeAllDeliveriesAddress: async ({ a, records }) => {
      await t.db().address.update({ where: { id: records.addressId }, data: { stateCode: '29' } });
      return { vars: { locationId: ['ID!', records.addressId], userId: ['ID', a.viewer.id] } };
    },
    pauseSubscription: ({ records }) => ({ vars: { suborderId: ['ID!', records.suborderId], from: ['String!', '2026-12-08'], to: ['String!', '2026-12-09'] } }),
    saveOrders: async ({ a }) => ({
      vars: {
        orders: ['[SuborderInput!]!', [await suborderInputFor(t.db(), a, { kind: 'TREATS', items: { 'Chicken Jerky': [[100, 1]] }, dates: ['2026-12-03'] })]],
        idempotencyKey: ['String!', randomUUID()],
        userId: ['ID', a.viewer.id],
      },
    }),
    updatePaymentScreenshot: ({ records }) => ({ vars: { order: ['ID!', records.orderId], screenshot: ['ID!', records.uploadId], utr: ['String', freshUtr()] } }),
    submitPaymentProof: ({ records }) => ({ vars: { paymentId: ['ID!', records.paymentId], screenshot: ['ID!', records.uploadId], utr: ['String!', freshUtr()] } }),
    previewBankStatement: ({ records }) => ({ vars: { base64: ['String!', statementFor(records)], fileName: ['String!', 'statement.csv'] } }),
    applyBankStatement: ({ records }) => ({ vars: { base64: ['String!', statementFor(records)], fileName: ['String!', 'statement.csv'] } }),
    getWallet: ({ a }) => ({ vars: { userId: ['ID', a.viewer.id] } }),
    getMyTopUps: () => ({}),
    getTopUpsToReview: () => ({}),
    topUpWallet: () => ({ vars: { amount: ['Int!', 50_000] } }),
    confirmTopUp: async ({ a }) => {
      const topUp = await t.db().topUp.create({ data: { number: `TU${String(Date.now()).slice(-10)}`, userId: a.viewer.id, amount: 50_000, status: 'pending' } });
      return { vars: { topUpId: ['ID!', topUp.id] } };
    },
    rejectTopUp: async ({ a }) => {
      const topUp = await t.db().topUp.create({ data: { number: `TU${String(Date.now()).slice(-10)}`, userId: a.viewer.id, amount: 50_000, status: 'pending' } });
      return { vars: { topUpId: ['ID!', topUp.id], reason: ['String!', 'Wrong amount'] } };
    },
    updateUpiId: () => ({ vars: { upiId: ['String!', 'matrix@okaxis'] } }),
    giveWalletCredit: ({ a }) => ({ vars: { userId: ['ID!', a.viewer.id], amount: ['Int!', 10_000], reason: ['String!', 'Late delivery'] } }),
    payOutWallet: async ({ a }) => {
      await t.db().$transaction((tx) => postWalletEntry(tx, { userId: a.viewer.id, kind: 'ADMIN_CREDIT', amount: 5_000 }));
      return { vars: { userId: ['ID!', a.viewer.id], amount: ['Int!', 5_000], utr: ['String!', freshUtr()] } };
    },
    getRefunds: () => ({ vars: { status: ['RefundStatus', 'DUE'] } }),
    markRefundPaid: async ({ a, records }) => {
      const refund = await t.db().refund.create({ data: { orderId: records.orderId, amount: 10_000, reason: 'Skipped delivery', createdById: a.viewer.id } });
      return { vars: { refundId: ['ID!', refund.id], utr: ['String!', freshUtr()] } };
    },
    saveBankLayout: () => ({
      vars: { bankName: ['String!', 'Kotak current account'], headers: ['[String!]!', ['Tran Date', 'Particulars', 'Amount', 'Dr / Cr']], columns: ['BankColumnsInput!', { date: 0, narration: 1, credit: 2, direction: 3 }] },
    }),
    setStoreStatus: () => ({ vars: { openStatus: ['Boolean!', true] } }),
    requestDeliveryArea: ({ role }) => ({ vars: { pinCode: ['String!', '560035'], contact: ['String!', `${role}@example.com`] } }),
    closeDates: () => ({ vars: { dates: ['[String!]!', ['2026-12-31']], bookings: ['ClosedDateBookings!', 'MOVE'] } }),
    getDashboard: () => ({ vars: { from: ['String!', '2026-11-01'], to: ['String!', '2026-11-30'] } }),
    getCapacity: () => ({ vars: { from: ['String!', '2026-12-01'], to: ['String!', '2026-12-07'] } }),
    setCapacity: async () => ({ vars: { categoryId: ['ID!', (await t.db().category.findFirstOrThrow({ orderBy: { id: 'asc' } })).id], maxPerDay: ['Int', 50] } }),
    // each cell its own item (names are unique within a category)
    createMenuItem: async () => ({ vars: { input: ['MenuItemInput!', await menuItemInput()] } }),
    updateMenuItem: async () => ({ vars: { id: ['ID!', await freshMenuItem()], input: ['MenuItemInput!', await menuItemInput()] } }),
    archiveMenuItem: async () => ({ vars: { id: ['ID!', await freshMenuItem()] } }),
    updateConfigurations: () => ({ vars: { values: ['[ConfigurationInput!]!', [{ key: 'deliveryCharge', value: '50' }]] } }),
    deleteMyAccount: ({ a }) => ({ vars: { confirmPhoneNumber: ['String!', a.phoneNumber] } }),
    requestEmailVerification: () => ({}),
    // A fresh link sent to A's address.
    verifyEmail: async ({ a }) => {
      await appDb.$transaction((tx) => startEmailVerification(tx, a.viewer.id, A_EMAIL));
      const row = await t.db().emailVerification.findFirstOrThrow({ where: { userId: a.viewer.id }, orderBy: { createdAt: 'desc' } });
      return { vars: { token: ['String!', verificationToken(row.id)] } };
    },
    savePushSubscription: () => ({ vars: { endpoint: ['String!', pushEndpoint()], p256dh: ['String!', P256DH], auth: ['String!', AUTH] } }),
    removePushSubscription: async ({ a }) => {
      const endpoint = pushEndpoint();
      await t.db().pushSubscription.create({ data: { userId: a.viewer.id, endpoint, p256dh: P256DH, auth: AUTH } });
      return { vars: { endpoint: ['String!', endpoint] } };
    },
    // A stays a customer (a change would end A's sessions and make A an admin for the cells after);
    // the change itself is tested in lib/users/set-user-role.db.test.ts.
    setUserRole: ({ a }) => ({ vars: { userId: ['ID!', a.viewer.id], roleId: ['Int!', 2] } }),
    clearLoginLock: ({ a }) => ({ vars: { userId: ['ID!', a.viewer.id] } }),

    getRiders: () => ({}),
    getRoute: async () => ({ vars: { riderId: ['ID', await aRider()] } }),
    getMissedDeliveries: () => ({}),
    addRider: () => ({ vars: { countryCode: ['String!', '+91'], phoneNumber: ['String!', `8${String(Date.now()).slice(-9)}`], firstName: ['String!', 'Rider'] } }),
    setRiderActive: async () => ({ vars: { riderId: ['ID!', await aRider()], active: ['Boolean!', true] } }),
    assignDeliveries: async ({ records }) => ({ vars: { deliveryIds: ['[ID!]!', [records.deliveryId]], riderId: ['ID', await aRider()] } }),
    reorderRoute: async ({ records }) => ({ vars: { date: ['String!', '2026-12-01'], riderId: ['ID!', await aRider()], deliveryIds: ['[ID!]!', [records.deliveryId]] } }),
    startRoute: () => ({}),
    markDelivered: ({ records }) => ({ vars: { deliveryId: ['ID!', records.deliveryId], code: ['String', '1234'] } }),
    markNotDelivered: ({ records }) => ({ vars: { deliveryId: ['ID!', records.deliveryId], reason: ['NotDeliveredReason!', 'NOT_HOME'] } }),
    undoDropOutcome: ({ records }) => ({ vars: { deliveryId: ['ID!', records.deliveryId] } }),
    resolveMissedDelivery: async ({ records }) => {
      // A's delivery, as a rider left it: not delivered, waiting for the owner.
      await t.db().delivery.update({ where: { id: records.deliveryId }, data: { failedAt: new Date(), failureReason: 'NOT_HOME' } });
      return { vars: { deliveryId: ['ID!', records.deliveryId], action: ['MissedDeliveryAction!', 'CREDIT'] } };
    },
    setShipment: async ({ records }) => {
      await t.db().configuration.upsert({ where: { key: 'couriers' }, create: { key: 'couriers', value: COURIERS }, update: { value: COURIERS } });
      return { vars: { deliveryId: ['ID!', records.deliveryId], courier: ['String!', 'Delhivery'], awb: ['String!', '1234567890'] } };
    },
  };

  const COURIERS = JSON.stringify([{ name: 'Delhivery', trackingUrl: 'https://www.delhivery.com/track/package/{awb}' }]);
  let riderId: string | null = null;
  /** One rider for the whole suite (none of the callers is one). */
  async function aRider(): Promise<string> {
    riderId ??= (await t.db().user.create({ data: { phoneNumber: '+918000000301', roleId: 3, firstName: 'Ravi' } })).id;
    return riderId;
  }

  const A_EMAIL = 'asha@example.test';
  // A browser's keys as PushManager gives them (a P-256 public key, a 16-byte secret), and an endpoint
  // on a public address that nothing here ever sends to (no job runs in this suite).
  const P256DH = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url');
  const AUTH = Buffer.alloc(16, 9).toString('base64url');
  const pushEndpoint = () => `https://142.250.183.10/push/${randomUUID()}`;

  let ipCounter = 0;
  const randomIp = () => `10.9.${Math.floor(++ipCounter / 250) % 250}.${ipCounter % 250}`;

  function operationText(name: string, call: Call): string {
    const { kind, field } = fields[name];
    const vars = Object.entries(call.vars ?? {});
    const decl = vars.length ? `(${vars.map(([k, [type]]) => `$${k}: ${type}`).join(', ')})` : '';
    const args = vars.length ? `(${vars.map(([k]) => `${k}: $${k}`).join(', ')})` : '';
    const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
    return `${kind} Cell${decl} { ${name}${args}${selection} }`;
  }

  let a: TestCustomer;
  let adminPhone = '';
  let b: TestCustomer;
  let shared: Records;
  const cookies: Partial<Record<Role, string>> = {};

  /** Logs the role in through sendOtp and verifyOtp (testing/login.ts's loginAs, on this suite's clock). */
  async function login(role: Role): Promise<string | undefined> {
    if (role === 'anonymous') return undefined;
    tick();
    const phone = role === 'admin' ? adminPhone : role === 'customerA' ? a.phoneNumber : b.phoneNumber;
    const ip = randomIp();
    const sent = await graphqlRequest<{ sendOtp: { id: string } }>('mutation($p: String!) { sendOtp(phoneNumber: $p) { id } }', { p: phone }, { ip });
    if (!sent.data?.sendOtp) throw new Error(`sendOtp for ${role}: ${JSON.stringify(sent.errors)}`);
    const verified = await graphqlRequest<{ verifyOtp: { user: { id: string } } }>('mutation($o: String!, $id: ID!) { verifyOtp(otp: $o, userId: $id) { user { id } } }', { o: TEST_CODE, id: sent.data.sendOtp.id }, { ip });
    if (!verified.data?.verifyOtp) throw new Error(`verifyOtp for ${role}: ${JSON.stringify(verified.errors)}`);
    const expectedId = role === 'customerA' ? a.viewer.id : role === 'customerB' ? b.viewer.id : undefined;
    if (expectedId && verified.data.verifyOtp.user.id !== expectedId) throw new Error(`${role} logged in as another user`);
    tick();
    return cookieHeader(verified.setCookies);
  }

  async function recordsOfA(): Promise<Records> {
    const db = t.db();
    const order = await createTestOrder(db, {
      userId: a.viewer.id,
      paymentStatus: 'required',
      suborders: [{ kind: 'PDM', status: 'SUBSCRIBED', repeatType: 'WEEKLY', repeatInfo: 'MON,TUE', deliveries: [{ date: '2026-12-01' }, { date: '2026-12-08' }, { date: '2026-12-09' }] }],
    });
    // Weekly, last delivery on 23 November: open for renewal on this suite's days (20-22 November).
    const ending = await createTestOrder(db, {
      userId: a.viewer.id,
      paymentStatus: 'success',
      suborders: [{ kind: 'CDM', status: 'SUBSCRIBED', repeatType: 'WEEKLY', repeatInfo: 'MON', deliveries: [{ date: '2026-11-16' }, { date: '2026-11-23' }] }],
    });
    const address = await db.address.create({ data: { userId: a.viewer.id, title: 'Work', lineOne: '3, 1st Cross', city: 'Bengaluru', state: 'Karnataka', zipCode: '560038' } });
    const upload = await db.uploadedImage.create({ data: { ownerId: a.viewer.id, kind: 'payments', storageKey: `${a.viewer.id}/payments/${randomUUID()}.png`, contentType: 'image/png', byteSize: 100, width: 40, height: 30 } });
    // A screenshot waiting for review (rejectPayment needs one; updatePaymentScreenshot replaces it).
    await db.payment.update({ where: { orderId: order.id }, data: { status: 'pending', screenshotId: upload.id, submittedAt: new Date(START) } });
    const suborder = order.suborders[0];
    return {
      endingSuborderId: ending.suborders[0].id,
      orderId: order.id,
      orderNumber: order.orderNumber,
      paymentId: order.payment!.id,
      suborderId: suborder.id,
      deliveryId: suborder.deliveries[0].id,
      deliveryIds: suborder.deliveries.map((d) => d.id),
      addressId: address.id,
      uploadId: upload.id,
    };
  }

  const TEST_CODE = (process.env.OTP_TEST_CODE ||= '123456');

  let restoreClock = () => {};
  beforeAll(async () => {
    restoreClock = setClock({ now: () => new Date(START + minutes * 60_000) });
    a = await createCustomer(t.db(), { firstName: 'Asha' });
    b = await createCustomer(t.db(), { firstName: 'Bala' });
    // Every caller has an address to confirm (requestEmailVerification), and push is set up.
    await t.db().user.update({ where: { id: a.viewer.id }, data: { email: A_EMAIL } });
    await t.db().user.update({ where: { id: b.viewer.id }, data: { email: 'bala@example.test' } });
    // the seeded admin (testing/ reads it from the database: it may not import the seed's data)
    const admin = await t.db().user.update({ where: { id: (await seededAdminViewer(t.db())).id }, data: { email: 'admin@example.test' } });
    adminPhone = admin.phoneNumber;
    const vapid = webpush.generateVAPIDKeys();
    process.env.WEB_PUSH_PUBLIC_KEY = vapid.publicKey;
    process.env.WEB_PUSH_PRIVATE_KEY = vapid.privateKey;
    for (const role of ROLES) cookies[role] = await login(role);
    shared = await recordsOfA();
    await startWriteLog(t.db());
  });

  // Operations that end the caller's session get a session of their own, so the others keep theirs.
  const ENDS_SESSION = new Set(['logout', 'logoutAllDevices']);

  const allCells = Object.keys(fields).flatMap((name) => ROLES.map((role) => [name, role] as const));
  // This part's operations: every `parts`-th, from the `part`-th, each with all its callers.
  const cells = Object.keys(fields)
    .filter((_, i) => i % parts === part)
    .flatMap((name) => ROLES.map((role) => [name, role] as const));

  async function runCell(name: string, role: Role): Promise<CellOutcome> {
    const expected = AUTHORIZATION_EXPECTATIONS[name]?.[role];
    const isMutation = fields[name].kind === 'mutation';
    tick();
    const records = isMutation ? await recordsOfA() : shared;
    const cookie = ENDS_SESSION.has(name) ? await login(role) : cookies[role];
    try {
      const call = await CALLS[name]({ a, records, role, cookie });
      const variables = Object.fromEntries(Object.entries(call.vars ?? {}).map(([k, [, v]]) => [k, v]));
      const before = isMutation && expected !== 'ALLOWED' ? await writeCounts(t.db()) : null;
      const res = await graphqlRequest(operationText(name, call), variables, { cookie: call.cookie ?? cookie, ip: randomIp() });
      const answered = res.errors ? res.errors.map((e) => String(e.extensions?.code)).join(', ') : res.data && name in res.data ? 'ALLOWED' : 'no data';
      return { answered, expected, writesBefore: before, writesAfter: before ? await writeCounts(t.db()) : null };
    } finally {
      // logoutAllDevices ends the role's shared session too
      if (ENDS_SESSION.has(name)) cookies[role] = await login(role);
    }
  }

  afterAll(() => {
    restoreClock();
    // the matrix's size, for the run's log
    console.log(`authorization matrix: ${allCells.length} cells (${Object.keys(fields).length} operations x ${ROLES.length} callers), ${cells.length} of them in part ${part + 1} of ${parts}`);
  });

  return { cells, runCell, operations: Object.keys(fields).sort(), tabled: Object.keys(AUTHORIZATION_EXPECTATIONS).sort(), called: Object.keys(CALLS).sort() };
}
