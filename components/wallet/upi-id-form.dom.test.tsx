import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { answerGraphQL, sentGraphQL } from '@/testing/fake-graphql-fetch';
import { UPI_ID_MESSAGE } from '@/lib/domain/upi-id';
import { UpiIdForm } from './upi-id-form';

const router = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn(), back: jest.fn(), forward: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router }));

beforeEach(() => {
  sentGraphQL.length = 0;
  answerGraphQL({ data: { updateUpiId: { statusCode: 200, message: 'Your UPI id is saved.' } } });
});

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save UPI id' }));

test.each([
  ['a UPI id, sent in lower case', ' Meera.R@OKAXIS ', 'meera.r@okaxis'],
  ['nothing, which removes it', '', ''],
])('%s', async (_, typed, sent) => {
  render(<UpiIdForm upiId="old@okhdfc" />);
  fireEvent.change(screen.getByLabelText('UPI id'), { target: { value: typed } });
  save();
  await waitFor(() => expect(sentGraphQL).toHaveLength(1));
  expect(sentGraphQL[0].variables).toEqual({ upiId: sent });
});

test('an email address is not a UPI id: refused beside the field, nothing sent', async () => {
  render(<UpiIdForm upiId={null} />);
  const field = screen.getByLabelText('UPI id');
  fireEvent.change(field, { target: { value: 'meera@gmail.com' } });
  save();
  await waitFor(() => expect(document.getElementById(`${field.id}-error`)?.textContent).toBe(UPI_ID_MESSAGE));
  expect(document.activeElement).toBe(field);
  expect(sentGraphQL).toHaveLength(0);
});
