// The hero control is the browser's decision: shown once the server has said the visitor is an
// admin (GraphQL `me`), never from this browser's memory of an earlier visit alone, and gone as
// soon as the server says otherwise.
import { act, render, screen } from '@testing-library/react';
import { answerGraphQL, sentGraphQL } from '@/testing/fake-graphql-fetch';
import { clearViewer, refreshViewer } from '@/lib/client/viewer-store';
import { HeroImagesControl } from './hero-images-control';

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn() }) }));

const me = (roleId: number) => ({ data: { me: { firstName: 'Asha', phoneNumber: '+919000000002', role: { id: roleId } }, selectedCustomer: null } });
const button = () => screen.queryByRole('button', { name: 'Change hero images' });

test('shown for an admin once the server says so, and only then', async () => {
  render(<HeroImagesControl />);
  expect(button()).toBeNull(); // nothing known yet

  answerGraphQL({ data: { me: null, selectedCustomer: null } });
  await act(() => refreshViewer());
  expect(button()).toBeNull();
  // (the document as codegen prints it: one field a line)
  expect(sentGraphQL.at(-1)?.query.replace(/\s+/g, ' ')).toMatch(/me \{ firstName phoneNumber role \{ id \} \}/);

  answerGraphQL(me(2));
  await act(() => refreshViewer());
  expect(button()).toBeNull();

  answerGraphQL(me(1));
  await act(() => refreshViewer());
  expect(button()).not.toBeNull();
  // remembered for the next page, without the phone number
  expect(JSON.parse(localStorage.getItem('store:viewer')!)).toEqual({ firstName: 'Asha', isAdmin: true, selectedCustomerFirstName: null });

  answerGraphQL(me(2)); // demoted meanwhile
  await act(() => refreshViewer());
  expect(button()).toBeNull();

  act(() => clearViewer()); // logged out
  expect(button()).toBeNull();
  expect(localStorage.getItem('store:viewer')).toBeNull();
});
