import { copyRows, type OrderRows } from './bare-insert';

// The rows one saveOrders wrote, as rowsOfOrder reads them: the order, and the customer's
// idempotency key for it (unique per customer and key; the customer is not copied).
const source: OrderRows = {
  ids: ['ord1', 'key1', 'inv1'],
  tables: [
    { table: 'Order', columns: ['id', 'userId', 'orderNumber'], uniques: [['orderNumber']], references: ['userId'], rows: [{ id: 'ord1', userId: 'user1', orderNumber: 'DM261202-AAAAA' }] },
    { table: 'IdempotencyKey', columns: ['id', 'userId', 'key', 'orderId'], uniques: [['userId', 'key']], references: ['userId', 'orderId'], rows: [{ id: 'key1', userId: 'user1', key: 'bench-1', orderId: 'ord1' }] },
    { table: 'Invoice', columns: ['id', 'orderId', 'fy', 'serial'], uniques: [['fy', 'serial']], references: ['orderId'], rows: [{ id: 'inv1', orderId: 'ord1', fy: 2026, serial: 11 }] },
  ],
};

test('a copy takes fresh ids and foreign keys to them, and stays unique without renaming anything outside it', () => {
  const copy = copyRows(source, 'x');
  const [order, key, invoice] = copy.tables.map((t) => t.rows[0]);
  expect(order).toEqual({ id: 'ord1_x', userId: 'user1', orderNumber: 'DM261202-AAAAA-x' });
  expect(key).toEqual({ id: 'key1_x', userId: 'user1', key: 'bench-1-x', orderId: 'ord1_x' });
  // a numbered document: one of its numbers negative, which no real document has
  expect(Math.min(invoice.fy as number, invoice.serial as number)).toBeLessThan(0);
  expect(copy.ids).toEqual(['ord1_x', 'key1_x', 'inv1_x']);
});
