// The wallet's three amount forms (top-up, payout, goodwill credit) share RupeeField and the
// `rupees` rule of their schemas: what is typed is sent as whole paise, and what is not an amount is
// refused beside the field, which takes focus, with nothing sent.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { toast } from '@/lib/client/toast';
import { RUPEES_MESSAGE } from '@/lib/domain/money';
import { UTR_MESSAGES } from '@/lib/domain/utr';
import { answerGraphQL, sentGraphQL } from '@/testing/fake-graphql-fetch';
import { TopUpForm } from './top-up-form';
import { PayOutForm } from './pay-out-form';
import { GiveCreditForm } from './give-credit-form';

const router = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn(), back: jest.fn(), forward: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router }));

type Case = { name: string; ui: ReactElement; label: string; typed: string; fill?: () => void; answer: unknown; sent: Record<string, unknown> };

const cases: Case[] = [
  {
    name: 'a top-up',
    ui: <TopUpForm monthAmount={null} />,
    label: 'Amount (₹)',
    typed: '750',
    answer: { topUpWallet: { id: 'tu-1', number: 'TU-1', amount: 75000, status: 'AWAITING_PROOF', upiLink: 'upi://pay' } },
    sent: { amount: 75000 },
  },
  {
    name: 'a payout',
    ui: <PayOutForm userId="u-1" balance={100000} />,
    label: 'Paid out to UPI (₹)',
    typed: '499.50',
    fill: () => fireEvent.change(screen.getByLabelText('Its UTR'), { target: { value: '123456789012' } }),
    answer: { payOutWallet: { balance: 50050 } },
    sent: { userId: 'u-1', amount: 49950, utr: '123456789012' },
  },
  {
    name: 'a goodwill credit',
    ui: <GiveCreditForm userId="u-1" />,
    label: 'Goodwill credit (₹)',
    typed: '0.29',
    fill: () => fireEvent.change(screen.getByLabelText('Reason (the customer sees it)'), { target: { value: 'Late delivery' } }),
    answer: { giveWalletCredit: { balance: 29 } },
    sent: { userId: 'u-1', amount: 29, reason: 'Late delivery' },
  },
];

beforeEach(() => {
  jest.clearAllMocks();
  sentGraphQL.length = 0;
  act(() => toast.dismiss());
});

const submit = (label: string) => fireEvent.submit(screen.getByLabelText(label).closest('form')!);

describe.each(cases)('$name', (c) => {
  beforeEach(() => render(c.ui));

  test('the amount typed in rupees is sent as whole paise', async () => {
    answerGraphQL({ data: c.answer });
    fireEvent.change(screen.getByLabelText(c.label), { target: { value: c.typed } });
    c.fill?.();
    submit(c.label);
    await waitFor(() => expect(sentGraphQL).toHaveLength(1));
    expect(sentGraphQL[0].variables).toEqual(c.sent);
  });

  test('no amount is refused beside the field, which takes focus, and nothing is sent', async () => {
    answerGraphQL({ data: c.answer });
    c.fill?.();
    submit(c.label);
    const field = screen.getByLabelText(c.label);
    await waitFor(() => expect(document.getElementById(`${field.id}-error`)?.textContent).toBe(RUPEES_MESSAGE));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
    expect(sentGraphQL).toHaveLength(0);
  });
});

test("the top-up's month button fills the field with that amount in rupees", async () => {
  render(<TopUpForm monthAmount={456750} />);
  fireEvent.click(screen.getByRole('button', { name: 'A month of my subscription (₹4,567.50)' }));
  expect((screen.getByLabelText('Amount (₹)') as HTMLInputElement).value).toBe('4567.5');
  answerGraphQL({ data: cases[0].answer });
  submit('Amount (₹)');
  await waitFor(() => expect(sentGraphQL).toHaveLength(1));
  expect(sentGraphQL[0].variables).toEqual({ amount: 456750 });
});

test('a top-up below the smallest is refused beside the amount, naming the smallest', async () => {
  render(<TopUpForm monthAmount={null} />);
  fireEvent.change(screen.getByLabelText('Amount (₹)'), { target: { value: '50' } });
  submit('Amount (₹)');
  const field = screen.getByLabelText('Amount (₹)');
  await waitFor(() => expect(document.getElementById(`${field.id}-error`)?.textContent).toBe('The smallest top-up is ₹100.00.'));
  expect(sentGraphQL).toHaveLength(0);
});

// The other field of each admin form: its problem beside it, focused, when the amount is right.
test.each([
  ['a payout', <PayOutForm key="p" userId="u-1" balance={100000} />, 'Paid out to UPI (₹)', 'Its UTR', UTR_MESSAGES.required],
  ['a goodwill credit', <GiveCreditForm key="g" userId="u-1" />, 'Goodwill credit (₹)', 'Reason (the customer sees it)', 'Please enter the reason.'],
])('%s with no %s: refused beside that field, focused, nothing sent', async (_, ui, amountLabel, otherLabel, message) => {
  answerGraphQL({ data: {} });
  render(ui);
  fireEvent.change(screen.getByLabelText(amountLabel), { target: { value: '100' } });
  submit(amountLabel);
  const field = screen.getByLabelText(otherLabel);
  await waitFor(() => expect(document.getElementById(`${field.id}-error`)?.textContent).toBe(message));
  expect(document.activeElement).toBe(field);
  expect(screen.getByLabelText(amountLabel).getAttribute('aria-invalid')).toBeNull();
  expect(sentGraphQL).toHaveLength(0);
});
