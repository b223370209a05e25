// A tax document's lines on a phone: every figure of each line with its label, the taxes as the
// document's place of supply splits them.
import { render, screen, within } from '@testing-library/react';
import { TaxLineCards } from './tax-line-cards';
import type { TaxLineView } from '@/lib/invoices/invoice-view';

const line = (over: Partial<TaxLineView> = {}): TaxLineView =>
  ({ description: 'Chicken and pumpkin bowl', hsn: '2309', quantity: 3, unit: 'bowl', unitPrice: 15000, taxableValue: 42857, gstRate: 50, cgst: 1072, sgst: 1071, igst: 0, total: 45000, ...over }) as TaxLineView;

test.each([
  ['within a state', false, [['Rate', 'CGST 2.5 % + SGST 2.5 %'], ['CGST', '₹10.72'], ['SGST', '₹10.71']], 'IGST'],
  ['between states', true, [['Rate', 'IGST 5 %'], ['IGST', '₹21.43']], 'CGST'],
] as const)('a line %s shows each figure with its label', (_label, interState, taxes, absent) => {
  const lines = [line(interState ? { cgst: 0, sgst: 0, igst: 2143 } : {})];
  render(<TaxLineCards lines={lines} interState={interState} caption="Lines of GDK/26-27/000001" />);
  const card = within(screen.getByRole('list', { name: 'Lines of GDK/26-27/000001' })).getByRole('listitem');
  expect(card.textContent).toContain('Chicken and pumpkin bowl');
  expect(card.textContent).toContain('HSN 2309');
  const figure = (label: string) => within(card).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
  expect(figure('Quantity')).toBe('3 × bowl');
  expect(figure('Unit price')).toBe('₹150.00');
  expect(figure('Taxable value')).toBe('₹428.57');
  for (const [label, value] of taxes) expect(figure(label)).toBe(value);
  expect(within(card).queryByText(absent, { selector: 'dt' })).toBeNull();
  expect(figure('Total')).toBe('₹450.00');
});

test('one card per line', () => {
  render(<TaxLineCards lines={[line(), line({ description: 'Delivery' })]} interState={false} caption="Lines" />);
  expect(screen.getAllByRole('listitem')).toHaveLength(2);
});
