import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { answerGraphQL, sentGraphQL } from '@/testing/fake-graphql-fetch';
import { SignUpForm } from './sign-up-form';
import { PRIVACY_CONSENT_REQUIRED } from '@/lib/domain/inputs/profile-form';

const router = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn(), back: jest.fn(), forward: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router }));

beforeEach(() => {
  jest.clearAllMocks();
  sentGraphQL.length = 0;
  answerGraphQL({ data: { updateUser: { id: 'u1', firstName: 'Asha' } } });
});

const renderForm = () => render(<SignUpForm userId="u1" initial={{ firstName: '', lastName: '', email: '' }} policyVersion="2026-11-20" policyDate="20 November 2026" next="/cart" />);
const errorOf = (field: HTMLElement) =>
  field.getAttribute('aria-invalid') === 'true' ? document.getElementById(field.getAttribute('aria-describedby')!.split(' ').pop()!)?.textContent : null;

test('the missing name, a wrong email and the unticked consent all at once, beside their fields; the name focused', async () => {
  renderForm();
  const email = screen.getByRole('textbox', { name: 'Email' });
  fireEvent.change(email, { target: { value: 'asha@' } });
  fireEvent.click(screen.getByRole('button', { name: 'Create profile' }));
  const first = screen.getByRole('textbox', { name: 'First name' });
  await waitFor(() => expect(errorOf(first)).toBe('Please enter your first name.'));
  expect(errorOf(email)).toBe('Please enter a valid email address.');
  expect(errorOf(screen.getByRole('checkbox'))).toBe(PRIVACY_CONSENT_REQUIRED);
  expect(document.activeElement).toBe(first);
  expect(sentGraphQL).toHaveLength(0);
});

test('a complete form sends the consent with the policy version and goes on', async () => {
  renderForm();
  fireEvent.change(screen.getByRole('textbox', { name: 'First name' }), { target: { value: 'Asha' } });
  fireEvent.click(screen.getByRole('checkbox'));
  fireEvent.click(screen.getByRole('button', { name: 'Create profile' }));
  await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/cart'));
  expect(sentGraphQL[0].variables).toMatchObject({ id: 'u1', firstName: 'Asha', privacyPolicyVersion: '2026-11-20' });
});

test("the server's answer about the consent lands beside the box", async () => {
  answerGraphQL({ errors: [{ message: 'privacyPolicyVersion: The privacy policy has changed. Please read it again.', extensions: { code: 'BAD_USER_INPUT', field: 'privacyPolicyVersion' } }] });
  renderForm();
  fireEvent.change(screen.getByRole('textbox', { name: 'First name' }), { target: { value: 'Asha' } });
  const box = screen.getByRole('checkbox');
  fireEvent.click(box);
  fireEvent.click(screen.getByRole('button', { name: 'Create profile' }));
  await waitFor(() => expect(errorOf(box)).toBe('The privacy policy has changed. Please read it again.'));
  expect(document.activeElement).toBe(box);
});
