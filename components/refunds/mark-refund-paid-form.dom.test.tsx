// The refunds page's UTR: the server's refusal of it shows beside the field in plain words, never
// starting with the argument's name ("utr: …").
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { answerGraphQL, sentGraphQL } from '@/testing/fake-graphql-fetch';
import { MarkRefundPaidForm } from './mark-refund-paid-form';

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn(), push: jest.fn(), replace: jest.fn() }) }));

beforeEach(() => {
  sentGraphQL.length = 0;
});

test('a refused UTR reads as a sentence beside the field', async () => {
  answerGraphQL({ errors: [{ message: 'utr: This UTR is already on another payment.', extensions: { code: 'BAD_USER_INPUT', field: 'utr' } }] });
  render(<MarkRefundPaidForm refundId="r1" label="₹140.00 to Ravi" />);
  const utr = screen.getByRole('textbox', { name: /UTR/ });
  fireEvent.change(utr, { target: { value: '612345678901' } });
  fireEvent.click(screen.getByRole('button', { name: 'Mark paid' }));
  await waitFor(() => expect(utr.getAttribute('aria-invalid')).toBe('true'), { timeout: 5000 });
  const error = document.getElementById(`${utr.id}-error`)?.textContent ?? '';
  expect(error).toBe('This UTR is already on another payment.');
  expect(document.body.textContent).not.toMatch(/utr: /i);
});

test('a UTR that is not 12 digits is refused before sending, in words', async () => {
  render(<MarkRefundPaidForm refundId="r1" label="₹140.00 to Ravi" />);
  const utr = screen.getByRole('textbox', { name: /UTR/ });
  fireEvent.change(utr, { target: { value: '12' } });
  fireEvent.click(screen.getByRole('button', { name: 'Mark paid' }));
  await waitFor(() => expect(utr.getAttribute('aria-invalid')).toBe('true'), { timeout: 5000 });
  expect(document.getElementById(`${utr.id}-error`)?.textContent).toMatch(/^The UPI transaction reference \(UTR\) is the 12-digit number/);
  expect(document.activeElement).toBe(utr);
  expect(sentGraphQL).toHaveLength(0);
});

test('a UTR typed with spaces is sent as its 12 digits for the refund', async () => {
  answerGraphQL({ data: { markRefundPaid: { id: 'r1', status: 'PAID', utr: '612345678901' } } });
  render(<MarkRefundPaidForm refundId="r1" label="₹140.00 to Ravi" />);
  fireEvent.change(screen.getByRole('textbox', { name: /UTR/ }), { target: { value: '6123 4567 8901' } });
  fireEvent.click(screen.getByRole('button', { name: 'Mark paid' }));
  await waitFor(() => expect(sentGraphQL).toHaveLength(1));
  expect(sentGraphQL[0].variables).toEqual({ refundId: 'r1', utr: '612345678901' });
});
