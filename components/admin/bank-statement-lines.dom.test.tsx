// A statement line names what it pays in the shop's words: an order by its order page, a wallet
// top-up as a top-up (it has no order page), never "Order TU…".
import { render, screen, within } from '@testing-library/react';
import { BankStatementLines, type BankStatementLine } from './bank-statement-lines';

const line = (lineNo: number, orderNumber: string): BankStatementLine => ({
  __typename: 'BankStatementLine',
  lineNo,
  date: '2026-12-01',
  amount: 75000,
  utr: null,
  narration: `UPI/CR/${orderNumber}`,
  status: 'MATCHED',
  orderNumber,
  matchedBy: 'ORDER_NUMBER',
  note: null,
}) as BankStatementLine;

test('an order links to its page; a top-up reads as a wallet top-up', () => {
  render(<BankStatementLines caption="Lines" lines={[line(1, 'DM261120-K7Q2M'), line(2, 'TU0000000042')]} />);
  const [order, topUp] = screen.getAllByTestId('statement-line');
  expect(within(order).getByRole('link', { name: 'Order DM261120-K7Q2M' }).getAttribute('href')).toBe('/orders/DM261120-K7Q2M');
  expect(within(topUp).getByRole('link', { name: 'Wallet top-up TU0000000042' }).getAttribute('href')).toBe('/admin/payments');
  expect(topUp.textContent).not.toMatch(/Order TU/);
});
