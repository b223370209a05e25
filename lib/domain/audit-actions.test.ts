import { describeAuditEntry, humanizeAction, type AuditFacts } from './audit-actions';

const entry = (action: string, entity: string, target: string | null, data: unknown = null): AuditFacts => ({ action, entity, target, data });

test.each<[AuditFacts, string]>([
  [entry('giveWalletCredit', 'User', 'Ravi Kumar', { amount: 25000, reason: 'Late delivery' }), 'Added ₹250.00 to the wallet of Ravi Kumar: “Late delivery”'],
  [entry('confirmTopUp', 'User', 'Ravi Kumar', { number: 'TU0000000042', amount: 75000 }), 'Confirmed the wallet top-up TU0000000042 of Ravi Kumar'],
  [entry('rejectTopUp', 'User', 'Ravi Kumar', { number: 'TU0000000042', reason: 'Wrong amount' }), 'Rejected the proof of the wallet top-up TU0000000042 of Ravi Kumar: “Wrong amount”'],
  [entry('markRefundPaid', 'Order', 'DM261120-K7Q2M', { utr: '612345678901' }), 'Marked the refund for DM261120-K7Q2M paid (UTR 612345678901)'],
  [entry('setUserRole', 'User', 'Ravi Kumar', { from: 2, to: 1 }), 'Made Ravi Kumar an admin'],
  // settings by the names the settings page gives them, never their keys
  [entry('updateConfigurations', 'Configuration', null, { keys: ['deliveryCharge'] }), 'Changed the setting “Delivery charge per drop”'],
  [entry('updateConfigurations', 'Configuration', null, { keys: ['payment.upi.id', 'pincodes'] }), 'Changed the settings “UPI id”, “PIN codes”'],
  [entry('updateConfigurations', 'Configuration', null, {}), 'Changed the settings'],
  [entry('setUserRole', 'User', 'Ravi Kumar', { from: 1, to: 2 }), 'Made Ravi Kumar a customer again (no longer an admin)'],
  [entry('clearLoginLock', 'User', 'Ravi Kumar', { waiting: 1, cleared: 2 }), 'Cleared the login waits of Ravi Kumar'],
  [entry('clearLoginLock', 'User', null, { waiting: 0, cleared: 0 }), 'Cleared the login waits of a customer (none was holding them back)'],
  [entry('confirmPayment', 'Order', 'DM261120-K7Q2M', { from: 'pending' }), 'Confirmed payment of DM261120-K7Q2M'],
  [entry('confirmPayment', 'Order', null), 'Confirmed payment of an order'],
  [
    entry('confirmPayment', 'Order', 'DM261120-K7Q2M', { from: 'required', statementRow: 14, fileName: 'hdfc-nov.csv', utr: '612345678901' }),
    'Confirmed payment of DM261120-K7Q2M from row 14 of the bank statement hdfc-nov.csv',
  ],
  [entry('rejectPayment', 'Order', 'DM261120-K7Q2M', { reason: 'Amount does not match' }), 'Rejected the payment proof of DM261120-K7Q2M: “Amount does not match”'],
  [entry('rejectPayment', 'Order', 'DM261120-K7Q2M', {}), 'Rejected the payment proof of DM261120-K7Q2M'],
  [
    entry('updatePaymentScreenshot', 'Payment', 'DM261120-K7Q2M', { orderNumber: 'DM261120-K7Q2M', previousStatus: 'required' }),
    'Attached a payment screenshot to DM261120-K7Q2M',
  ],
  [
    entry('updatePaymentScreenshot', 'Payment', 'DM261120-K7Q2M', { previousStatus: 'pending' }),
    'Attached a payment screenshot to DM261120-K7Q2M, replacing the one waiting for review',
  ],
  [entry('updatePaymentScreenshot', 'Payment', null, { orderNumber: 'DM261120-AAAAA' }), 'Attached a payment screenshot to DM261120-AAAAA'],
  [
    entry('submitPaymentProof', 'Payment', 'DM261120-K7Q2M', { utr: '612345678901', previousStatus: 'required' }),
    'Attached a payment screenshot (UTR 612345678901) to DM261120-K7Q2M',
  ],
  [entry('saveOrders', 'Order', 'DM261120-K7Q2M', { orderNumber: 'DM261120-K7Q2M' }), 'Placed order DM261120-K7Q2M for the customer'],
  [entry('updateOrderStatus', 'Suborder', 'DM261120-K7Q2M-1', { from: 'NEW', to: 'CANCELLED' }), 'Changed DM261120-K7Q2M-1 from new to cancelled'],
  [
    entry('updateDeliveryStatus', 'Delivery', 'DM261120-K7Q2M-1 on Tue, 24 Nov 2026', { from: 'SUBSCRIBED', to: 'DELIVERED' }),
    'Changed the delivery DM261120-K7Q2M-1 on Tue, 24 Nov 2026 from subscribed to delivered',
  ],
  [entry('updateDeliveryStatus', 'Delivery', null, { from: 'NEW', to: 'ASSIGNED' }), 'Changed a delivery from new to assigned'],
  [
    entry('updateDeliveryStatus', 'Suborder', 'DM261120-K7Q2M-1', { from: 'NEW', to: 'DELIVERED', deliveryId: 'd1' }),
    'DM261120-K7Q2M-1 became delivered: all its deliveries are done',
  ],
  [
    entry('updateDeliveriesStatus', 'Delivery', 'DM261120-K7Q2M-2 on Wed, 25 Nov 2026', { from: 'NEW', to: 'ASSIGNED' }),
    'Changed the delivery DM261120-K7Q2M-2 on Wed, 25 Nov 2026 from new to assigned (several at once)',
  ],
  [entry('updateOrderStatus', 'Suborder', 'X-1', { from: 'WEIRD', to: 7 }), 'Changed X-1 from WEIRD to 7'],
  [entry('addUser', 'User', 'Ravi Kumar'), 'Added the customer Ravi Kumar'],
  [entry('addUser', 'User', null), 'Added the customer'],
  [entry('updateUser', 'User', 'Ravi Kumar'), 'Updated the profile of Ravi Kumar'],
  [entry('importUsers', 'User', null, { created: 12, rejected: 1 }), 'Imported 12 customers from a file (1 row refused)'],
  [entry('importUsers', 'User', null, { created: 1, rejected: 0 }), 'Imported 1 customer from a file'],
  [entry('importUsers', 'User', null, { created: 0, existing: 3, rejected: 2 }), 'Imported 0 customers from a file (3 already customers, 2 rows refused)'],
  [entry('importUser', 'User', 'Ravi Kumar'), 'Added the customer Ravi Kumar from a file'],
  [entry('importUser', 'User', null), 'Added a customer from a file'],
  [entry('addAddress', 'Address', 'Home'), 'Added the address “Home”'],
  [entry('updateAddress', 'Address', 'Office'), 'Changed the address “Office”'],
  [entry('changeDeliveryAddress', 'Suborder', 'DM1-1', { from: '2026-12-01', deliveryIds: ['a', 'b'] }), 'Moved 2 deliveries of DM1-1 to another address from 2026-12-01'],
  [entry('followAddressEdit', 'Suborder', 'DM1-1', { deliveryIds: ['a'] }), '1 coming delivery of DM1-1 followed an edited address'],
  [entry('removeAddress', 'Address', 'Old flat'), 'Removed the address “Old flat”'],
  [entry('uploadImage', 'UploadedImage', null, { kind: 'payments' }), 'Uploaded a payment screenshot'],
  [entry('uploadImage', 'UploadedImage', null, { kind: 'locations' }), 'Uploaded an address photo'],
  [entry('uploadImage', 'UploadedImage', null, { kind: 'something' }), 'Uploaded a file'],
  [entry('deleteMyAccount', 'User', 'Deleted customer', { ordersKept: 3 }), 'The customer deleted their account; 3 orders are kept with the buyer anonymised'],
  [entry('deleteMyAccount', 'User', 'Deleted customer', { ordersKept: 1 }), 'The customer deleted their account; 1 order is kept with the buyer anonymised'],
  [entry('deleteMyAccount', 'User', 'Deleted customer', { ordersKept: 0 }), 'The customer deleted their account'],
  // An action no one has described yet still reads as words.
  [entry('setStoreStatus', 'Store', null, { openStatus: false }), 'Set store status'],
  [entry('skipDelivery', 'Delivery', 'DM261120-K7Q2M-1 on Tue, 24 Nov 2026'), 'Skip delivery: DM261120-K7Q2M-1 on Tue, 24 Nov 2026'],
  // Data that is not an object is ignored, not a crash.
  [entry('rejectPayment', 'Order', 'DM1', 'a string'), 'Rejected the payment proof of DM1'],
  [entry('rejectPayment', 'Order', 'DM1', ['reason']), 'Rejected the payment proof of DM1'],
])('%j reads “%s”', (facts, expected) => {
  expect(describeAuditEntry(facts)).toBe(expected);
});

test.each([
  ['setStoreStatus', 'Set store status'],
  ['markRefundPaid', 'Mark refund paid'],
  ['expire_order', 'Expire order'],
  ['', 'Changed something'],
])('humanizeAction(%p) = %p', (action, expected) => {
  expect(humanizeAction(action)).toBe(expected);
});
