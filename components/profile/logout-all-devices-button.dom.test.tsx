// "Log out of all devices" asks first (Cancel is focused and sends nothing); a refusal stays in the
// dialog; a success forgets the account in this tab, toasts and goes to the menu.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Toaster } from '@/components/ui/toaster';
import { toast } from '@/lib/client/toast';
import { answerGraphQL, sentGraphQL } from '@/testing/fake-graphql-fetch';
import { LOGGED_OUT_EVERYWHERE, LOGOUT_ALL_QUESTION, LogoutAllDevicesButton } from './logout-all-devices-button';

const router = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn(), back: jest.fn(), forward: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router }));

beforeEach(() => {
  jest.clearAllMocks();
  sentGraphQL.length = 0;
  localStorage.clear();
  act(() => toast.dismiss());
  render(
    <>
      <LogoutAllDevicesButton />
      <Toaster />
    </>,
  );
});

test('nothing is sent until confirmed; Cancel is focused first', () => {
  answerGraphQL({});
  fireEvent.click(screen.getByRole('button', { name: 'Log out of all devices' }));
  const dialog = screen.getByRole('dialog', { name: LOGOUT_ALL_QUESTION });
  expect(dialog.textContent).toContain('this one included');
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(sentGraphQL).toHaveLength(0);
});

test('a refusal stays in the dialog and the tab keeps its state', async () => {
  localStorage.setItem('_rdo_v_cdm_cart_data_1', '{"kept":true}');
  answerGraphQL({ errors: [{ message: 'Please log in to continue.', extensions: { code: 'UNAUTHENTICATED' } }] });
  fireEvent.click(screen.getByRole('button', { name: 'Log out of all devices' }));
  fireEvent.click(screen.getByRole('button', { name: 'Log out everywhere' }));
  await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Please log in to continue.'));
  expect(screen.getByRole('dialog')).toBeTruthy();
  expect(router.replace).not.toHaveBeenCalled();
  expect(localStorage.getItem('_rdo_v_cdm_cart_data_1')).toBe('{"kept":true}');
});

test('a success sends logoutAllDevices, forgets the account in this tab, toasts and goes to the menu', async () => {
  localStorage.setItem('_rdo_v_cdm_cart_data_1', '{"kept":true}');
  answerGraphQL({ data: { logoutAllDevices: { ended: 3 } } });
  fireEvent.click(screen.getByRole('button', { name: 'Log out of all devices' }));
  fireEvent.click(screen.getByRole('button', { name: 'Log out everywhere' }));
  await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/'));
  expect(sentGraphQL[0].query).toContain('logoutAllDevices');
  expect(router.refresh).toHaveBeenCalled();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.getByRole('status').textContent).toContain(LOGGED_OUT_EVERYWHERE);
  expect(localStorage.getItem('_rdo_v_cdm_cart_data_1')).toBeNull();
});
