import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { answerGraphQL, sentGraphQL } from '@/testing/fake-graphql-fetch';
import { AddUserForm } from './customer-actions';

const router = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn(), back: jest.fn(), forward: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router }));

beforeEach(() => {
  sentGraphQL.length = 0;
});

const errorOf = (field: HTMLElement) => (field.getAttribute('aria-invalid') === 'true' ? document.getElementById(field.getAttribute('aria-describedby')!)?.textContent : null);

test('no number: asked for beside the field, which is focused; nothing sent', async () => {
  render(<AddUserForm />);
  fireEvent.click(screen.getByRole('button', { name: 'Add customer' }));
  const phone = screen.getByLabelText('Mobile number');
  await waitFor(() => expect(errorOf(phone)).toBe('Please enter a mobile number.'));
  expect(document.activeElement).toBe(phone);
  expect(sentGraphQL).toHaveLength(0);
});

test("the spec's 'Phone number has already existed' (a CONFLICT) lands beside the mobile number", async () => {
  answerGraphQL({ errors: [{ message: 'Phone number has already existed', extensions: { code: 'CONFLICT' } }] });
  render(<AddUserForm />);
  const phone = screen.getByLabelText('Mobile number');
  fireEvent.change(phone, { target: { value: '9845012346' } });
  fireEvent.click(screen.getByRole('button', { name: 'Add customer' }));
  await waitFor(() => expect(errorOf(phone)).toBe('Phone number has already existed'));
  expect(screen.queryByRole('alert')).toBeNull();
});
