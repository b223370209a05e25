import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { answerGraphQL, sentGraphQL } from '@/testing/fake-graphql-fetch';
import { TopUpForm } from './top-up-form';

const router = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn(), back: jest.fn(), forward: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router }));

test("the server's refusal of the amount is beside the amount, without the argument's name", async () => {
  sentGraphQL.length = 0;
  answerGraphQL({ errors: [{ message: 'amount: A top-up is at most ₹50,000.', extensions: { code: 'BAD_USER_INPUT', field: 'amount' } }] });
  render(<TopUpForm monthAmount={null} />);
  const amount = screen.getByLabelText('Amount (₹)');
  fireEvent.change(amount, { target: { value: '90000' } });
  fireEvent.submit(amount.closest('form')!);
  await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'));
  expect(document.getElementById(amount.getAttribute('aria-describedby')!)?.textContent).toBe('A top-up is at most ₹50,000.');
  expect(sentGraphQL[0].variables).toEqual({ amount: 9_000_000 });
});
