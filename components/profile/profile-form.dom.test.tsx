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

test('the three message switches, labelled, with the honest notes, and saved with the form', async () => {
  render(<ProfileForm userId="u1" initial={initial} settings={allOn} submitLabel="Save changes" />);
  const sms = screen.getByRole('checkbox', { name: 'Text messages (SMS)' }) as HTMLInputElement;
  const email = screen.getByRole('checkbox', { name: 'Email' }) as HTMLInputElement;
  const push = screen.getByRole('checkbox', { name: 'Push notifications' }) as HTMLInputElement;
  expect([sms.checked, email.checked, push.checked]).toEqual([true, true, true]);
  expect(email.getAttribute('aria-describedby') && document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toMatch(/do not send email yet/);
  expect(document.getElementById(push.getAttribute('aria-describedby')!)?.textContent).toMatch(/do not send push notifications yet/);
  expect(screen.getByText('Login codes are always sent by SMS, whatever you choose here.')).toBeTruthy();

  fireEvent.click(sms);
  fireEvent.click(push);
  fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(sentGraphQL).toHaveLength(1));
  expect(sentGraphQL[0].variables).toMatchObject({
    id: 'u1',
    firstName: 'Ravi',
    settings: { enableSMSNotifications: false, enableEmailNotifications: true, enablePushNotifications: false },
  });
});

test('without settings (profile creation) no switches are shown or sent', async () => {
  render(<ProfileForm userId="u1" initial={initial} submitLabel="Create profile" />);
  expect(screen.queryByRole('checkbox')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Create profile' }));
  await waitFor(() => expect(sentGraphQL).toHaveLength(1));
  expect(sentGraphQL[0].variables).not.toHaveProperty('settings');
});
