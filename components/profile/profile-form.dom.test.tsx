import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { answerGraphQL, sentGraphQL } from '@/testing/fake-graphql-fetch';
import { ProfileForm } from './profile-form';

const router = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn(), back: jest.fn(), forward: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router }));

const initial = { firstName: 'Ravi', lastName: 'Kumar', email: '' };
const allOn = { enableSMSNotifications: true, enableEmailNotifications: true, enablePushNotifications: true };

beforeEach(() => {
  jest.clearAllMocks();
  sentGraphQL.length = 0;
  answerGraphQL({ data: { updateUser: { id: 'u1' } } });
});

test('the three message switches, labelled, with their notes (which messages always come by SMS), and saved with the form', async () => {
  render(<ProfileForm userId="u1" initial={initial} settings={allOn} submitLabel="Save changes" />);
  const sms = screen.getByRole('checkbox', { name: 'Text messages (SMS)' }) as HTMLInputElement;
  const email = screen.getByRole('checkbox', { name: 'Email' }) as HTMLInputElement;
  const push = screen.getByRole('checkbox', { name: 'Push notifications' }) as HTMLInputElement;
  // No VAPID key given: push cannot be turned on in this browser, so its switch is off and disabled.
  expect([sms.checked, email.checked, push.checked]).toEqual([true, true, false]);
  expect([sms.disabled, email.disabled, push.disabled]).toEqual([false, false, true]);
  expect(document.getElementById(sms.getAttribute('aria-describedby')!)?.textContent).toMatch(
    /A rejected payment, a payment reminder and an order cancelled for non-payment always come by SMS, even when this is off\./,
  );
  expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toMatch(/to your confirmed email address\. Each email has a link to stop that kind/);
  expect(document.getElementById(push.getAttribute('aria-describedby')!)?.textContent).toMatch(/on the browsers you choose; it opens the order/);
  // No VAPID key given: push cannot be turned on in this browser, and the form says so.
  expect(screen.getByText('Push notifications are not available on this store yet.')).toBeTruthy();
  expect(screen.getByText('Login codes are always sent by SMS, whatever you choose here.')).toBeTruthy();

  fireEvent.click(sms);
  fireEvent.click(push);
  expect(push.checked).toBe(false);
  fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(sentGraphQL).toHaveLength(1));
  // the saved push choice is sent back as it was, for when push is set up
  expect(sentGraphQL[0].variables).toMatchObject({
    id: 'u1',
    firstName: 'Ravi',
    settings: { enableSMSNotifications: false, enableEmailNotifications: true, enablePushNotifications: true },
  });
});

test('with push set up, its switch shows the saved choice and can be changed', async () => {
  render(<ProfileForm userId="u1" initial={initial} settings={allOn} submitLabel="Save changes" pushPublicKey="BPublicKey" />);
  const push = screen.getByRole('checkbox', { name: 'Push notifications' }) as HTMLInputElement;
  expect([push.checked, push.disabled]).toEqual([true, false]);
  fireEvent.click(push);
  fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(sentGraphQL).toHaveLength(1));
  expect(sentGraphQL[0].variables).toMatchObject({ settings: { enablePushNotifications: false } });
});

test('without settings (profile creation) no switches are shown or sent', async () => {
  render(<ProfileForm userId="u1" initial={initial} submitLabel="Create profile" />);
  expect(screen.queryByRole('checkbox')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Create profile' }));
  await waitFor(() => expect(sentGraphQL).toHaveLength(1));
  expect(sentGraphQL[0].variables).not.toHaveProperty('settings');
});

test('the saved email: confirmed, or not yet with the link again; a changed one will get a link', async () => {
  const { unmount } = render(<ProfileForm userId="u1" initial={{ ...initial, email: 'ravi@example.test' }} settings={allOn} emailVerified submitLabel="Save changes" />);
  expect(screen.getByTestId('email-status').textContent).toBe('Confirmed: we send your order emails to ravi@example.test.');
  unmount();
  render(<ProfileForm userId="u1" initial={{ ...initial, email: 'ravi@example.test' }} settings={allOn} emailVerified={false} submitLabel="Save changes" />);
  expect(screen.getByTestId('email-status').textContent).toContain('Not confirmed yet: open the link we sent to ravi@example.test.');
  answerGraphQL({ data: { requestEmailVerification: { statusCode: 200, message: 'We sent a link to ravi@example.test.' } } });
  fireEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
  await waitFor(() => expect(sentGraphQL).toHaveLength(1));
  expect(sentGraphQL[0].query).toContain('requestEmailVerification');
  fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'new@example.test' } });
  expect(screen.queryByTestId('email-status')).toBeNull();
  expect(screen.getByText('We will send a link to confirm it.')).toBeTruthy();
});

const errorOf = (field: HTMLElement) =>
  field.getAttribute('aria-invalid') === 'true' ? document.getElementById(field.getAttribute('aria-describedby')!.split(' ').pop()!)?.textContent : null;

// Every problem beside its field at once, not one line under the form ("email: Please enter…").
test('all the problems beside their fields at once, the first focused, nothing sent', async () => {
  render(<ProfileForm userId="u1" initial={initial} settings={allOn} submitLabel="Save changes" />);
  const first = screen.getByRole('textbox', { name: 'First name' });
  const last = screen.getByRole('textbox', { name: 'Last name' });
  const email = screen.getByRole('textbox', { name: 'Email' });
  fireEvent.change(first, { target: { value: '  ' } });
  fireEvent.change(last, { target: { value: 'K'.repeat(61) } });
  fireEvent.change(email, { target: { value: 'ravi@' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(errorOf(first)).toBe('Please enter your first name.'));
  expect(errorOf(last)).toBe('The last name can be at most 60 characters.');
  expect(errorOf(email)).toBe('Please enter a valid email address.');
  expect(document.activeElement).toBe(first);
  expect(screen.queryByRole('alert')).toBeNull();
  expect(sentGraphQL).toHaveLength(0);
});

test("the server's answer about a field lands beside it, without the field's name in front", async () => {
  answerGraphQL({ errors: [{ message: 'email: This email address is already in use.', extensions: { code: 'BAD_USER_INPUT', field: 'email' } }] });
  render(<ProfileForm userId="u1" initial={initial} settings={allOn} submitLabel="Save changes" />);
  const email = screen.getByRole('textbox', { name: 'Email' });
  fireEvent.change(email, { target: { value: 'ravi@example.test' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(errorOf(email)).toBe('This email address is already in use.'));
  expect(document.activeElement).toBe(email);
  expect(screen.queryByRole('alert')).toBeNull();
});
