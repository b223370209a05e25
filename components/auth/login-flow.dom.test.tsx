import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { LoginFlow } from './login-flow';
import { answerGraphQL, sentGraphQL } from '@/testing/fake-graphql-fetch';

const router = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn(), back: jest.fn(), forward: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router }));

const verifies = () => sentGraphQL.filter((s) => s.query.includes('verifyOtp'));
const codeInput = () => screen.getByLabelText('6-digit code') as HTMLInputElement;
const WRONG = { errors: [{ message: 'That code is not right. 4 tries left.', extensions: { code: 'BAD_USER_INPUT', field: 'otp' } }] };

beforeEach(() => {
  jest.clearAllMocks();
  sentGraphQL.length = 0;
});

async function reachCodeStep() {
  answerGraphQL({ data: { sendOtp: { id: 'challenge-1', typeOfUser: null } } });
  render(<LoginFlow next="/orders" />);
  fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '9876543210' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
  await screen.findByLabelText('6-digit code');
}

test('a wrong code that submitted itself is cleared, focus stays in the field, and Verify does not spend a second try', async () => {
  await reachCodeStep();
  answerGraphQL(WRONG);
  fireEvent.change(codeInput(), { target: { value: '111111' } });
  expect((await screen.findByRole('alert')).textContent).toContain('That code is not right. 4 tries left.');
  expect(codeInput().value).toBe('');
  expect(document.activeElement).toBe(codeInput());
  expect(verifies()).toHaveLength(1);

  fireEvent.click(screen.getByRole('button', { name: 'Verify and continue' }));
  await waitFor(() => expect((screen.getByRole('alert')).textContent).toContain('Please enter the 6-digit code.'));
  expect(verifies()).toHaveLength(1);
  expect(document.activeElement).toBe(codeInput());
});

test('the same wrong code typed again is not sent again', async () => {
  await reachCodeStep();
  answerGraphQL(WRONG);
  fireEvent.change(codeInput(), { target: { value: '111111' } });
  await screen.findByRole('alert');
  fireEvent.change(codeInput(), { target: { value: '111111' } });
  await waitFor(() => expect((screen.getByRole('alert')).textContent).toContain('That code was not right.'));
  expect(codeInput().value).toBe('');
  expect(verifies()).toHaveLength(1);

  // A different code is sent.
  answerGraphQL({ data: { verifyOtp: { verified: true, typeOfUser: 'EXISTING', user: { id: 'u1', firstName: 'Ravi' } } } });
  fireEvent.change(codeInput(), { target: { value: '222222' } });
  await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/orders'));
  expect(verifies().map((v) => v.variables.otp)).toEqual(['111111', '222222']);
  // the login page is left, not asked for again with the new session (the guard turned that away: a 404 in the console)
  expect(router.refresh).not.toHaveBeenCalled();
});

test('a code that failed for another reason (network) stays to be sent again', async () => {
  await reachCodeStep();
  global.fetch = jest.fn(async () => {
    throw new TypeError('offline');
  }) as typeof fetch;
  fireEvent.change(codeInput(), { target: { value: '333333' } });
  await screen.findByRole('alert');
  expect(codeInput().value).toBe('333333');
});

test('a long wait reads in minutes, not seconds', async () => {
  answerGraphQL({ errors: [{ message: 'Too many codes asked for this number.', extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 2820 } }] });
  render(<LoginFlow />);
  fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '9876543210' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send code' })));
  expect((await screen.findByRole('button', { name: 'Try again in 47 minutes' })).hasAttribute('disabled')).toBe(true);
});

test('the phone field uses an autofill name that is valid for its type', () => {
  render(<LoginFlow />);
  const phone = screen.getByLabelText('Mobile number');
  // tel-national is allowed on text fields only (HTML autofill: "Text" control group).
  expect(phone.getAttribute('autocomplete')).toBe('tel-national');
  expect(phone.getAttribute('type')).toBe('text');
  expect(phone.getAttribute('inputmode')).toBe('tel');
});

// The number's problem beside the field, focused, before anything is sent.
test.each([
  ['nothing typed', '', 'Please enter your mobile number.'],
  ['not an Indian mobile number', '12345', 'Please enter a valid 10-digit Indian mobile number.'],
])('%s: the error is beside the phone field, which takes focus, and no code is asked for', async (_name, typed, message) => {
  render(<LoginFlow />);
  const phone = screen.getByLabelText('Mobile number');
  fireEvent.change(phone, { target: { value: typed } });
  fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
  await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
  const described = phone.getAttribute('aria-describedby')!.split(' ');
  expect(described[0]).toBe('phone-hint');
  expect(document.getElementById(described[1])?.textContent).toBe(message);
  expect(document.activeElement).toBe(phone);
  expect(sentGraphQL).toHaveLength(0);
});

test("the server's refusal shows beside the phone field too, and goes when the number is changed", async () => {
  answerGraphQL({ errors: [{ message: 'phoneNumber: Please enter a valid 10-digit Indian mobile number.', extensions: { code: 'BAD_USER_INPUT', field: 'phoneNumber' } }] });
  render(<LoginFlow />);
  const phone = screen.getByLabelText('Mobile number');
  fireEvent.change(phone, { target: { value: '9876543210' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
  await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
  expect(document.getElementById('phone-error')?.textContent).toBe('Please enter a valid 10-digit Indian mobile number.');
  fireEvent.change(phone, { target: { value: '9876543211' } });
  expect(phone.getAttribute('aria-invalid')).toBeNull();
});
