// Deleting an account: the typed mobile number is the confirmation. Nothing typed is refused beside
// the field (which takes focus) before anything is sent; a number that is not the account's is the
// server's answer, beside the same field; the right one is sent as typed and the tab forgets the person.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { toast } from '@/lib/client/toast';
import { answerGraphQL, sentGraphQL } from '@/testing/fake-graphql-fetch';
import { DeleteAccountForm } from './delete-account-form';

const router = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn(), back: jest.fn(), forward: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router }));

const WRONG = 'That is not the mobile number of this account. Type the number you log in with.';

beforeEach(() => {
  jest.clearAllMocks();
  sentGraphQL.length = 0;
  act(() => toast.dismiss());
  answerGraphQL({ data: { deleteMyAccount: { statusCode: 200, message: 'Your account is deleted.' } } });
});

const field = () => screen.getByRole('textbox', { name: 'Type your mobile number to confirm' });
const press = () => fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));

test('nothing typed is refused beside the field, which takes focus, and nothing is sent', async () => {
  render(<DeleteAccountForm />);
  press();
  await waitFor(() => expect(document.getElementById(`${field().id}-error`)?.textContent).toBe('Please type your mobile number to confirm.'));
  expect(field().getAttribute('aria-invalid')).toBe('true');
  expect(field().getAttribute('aria-describedby')).toBe(`${field().id}-error`);
  expect(document.activeElement).toBe(field());
  expect(sentGraphQL).toHaveLength(0);
  expect(router.replace).not.toHaveBeenCalled();
});

test('the number is sent as typed; on success the page goes home', async () => {
  render(<DeleteAccountForm />);
  fireEvent.change(field(), { target: { value: ' 098765 43210 ' } });
  press();
  await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/'));
  expect(sentGraphQL).toHaveLength(1);
  expect(sentGraphQL[0].variables).toEqual({ confirmPhoneNumber: '098765 43210' });
  // the page is leaving: the button stays busy so nothing is sent twice
  expect(screen.getByRole('button', { name: /Deleting/ }).getAttribute('aria-busy')).toBe('true');
});

test("the server's refusal of another number lands beside the field, focused, with no form alert", async () => {
  answerGraphQL({ errors: [{ message: `confirmPhoneNumber: ${WRONG}`, extensions: { code: 'BAD_USER_INPUT', field: 'confirmPhoneNumber' } }] });
  render(<DeleteAccountForm />);
  fireEvent.change(field(), { target: { value: '9123456789' } });
  press();
  await waitFor(() => expect(document.getElementById(`${field().id}-error`)?.textContent).toBe(WRONG));
  expect(document.activeElement).toBe(field());
  expect(screen.queryByRole('alert')).toBeNull();
  expect(router.replace).not.toHaveBeenCalled();
});

test('a failure that names no field shows under the form', async () => {
  answerGraphQL({ errors: [{ message: 'Please log in again.', extensions: { code: 'UNAUTHENTICATED' } }] });
  render(<DeleteAccountForm />);
  fireEvent.change(field(), { target: { value: '9123456789' } });
  press();
  await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Please log in again.'));
  expect(field().getAttribute('aria-invalid')).toBeNull();
});
