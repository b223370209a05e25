import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { answerGraphQL, sentGraphQL } from '@/testing/fake-graphql-fetch';
import { DEADLINE_WORDS, isPreview, previewAnswer } from '@/testing/fake-change-preview';
import { CHOOSE_ADDRESS_MESSAGE } from '@/lib/domain/inputs/change-address-form';
import { ChangeAddressForm } from './change-address-form';

const router = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn(), back: jest.fn(), forward: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router }));

const choices = [
  { id: 'home', title: 'Home', line: '1, MG Road, Bengaluru' },
  { id: 'office', title: 'Office', line: '7, MG Road, Bengaluru' },
];

function renderForm() {
  render(<ChangeAddressForm suborderId="s1" suborderNo="DM261202-1" changeable={['2026-12-03', '2026-12-04']} choices={choices} currentId="home" />);
  fireEvent.click(screen.getByText('Change address'));
}

const moved = { data: { changeDeliveryAddress: { statusCode: 200, message: 'Your deliveries go to Office from Fri, 4 Dec 2026.', suborder: { id: 's1' } } } };
const answer = (preview: unknown) => answerGraphQL((request) => (isPreview(request) ? preview : moved));
const moves = () => sentGraphQL.filter((s) => !isPreview(s));

beforeEach(() => {
  sentGraphQL.length = 0;
  answer(previewAnswer());
});

test('only the other addresses are offered; none chosen is said beside them and nothing is sent', async () => {
  renderForm();
  expect(screen.queryByRole('radio', { name: /^Home/ })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Move deliveries' }));
  expect(await screen.findByText(CHOOSE_ADDRESS_MESSAGE)).toBeTruthy();
  const office = screen.getByRole('radio', { name: /^Office\s?: 7, MG Road/ });
  expect(office.getAttribute('aria-invalid')).toBe('true');
  expect(document.getElementById(office.getAttribute('aria-describedby')!)?.textContent).toBe(CHOOSE_ADDRESS_MESSAGE);
  expect(document.activeElement).toBe(office);
  expect(screen.getByRole('group', { name: 'Deliver to' }).getAttribute('aria-describedby')).toBeTruthy();
  expect(sentGraphQL).toHaveLength(0);
});

test("the server's refusal of the day shows beside the day, which takes focus; one naming nothing shows under the form", async () => {
  answer(previewAnswer());
  renderForm();
  fireEvent.click(screen.getByRole('radio', { name: /^Office\s?: 7, MG Road/ }));
  answerGraphQL((request) => (isPreview(request) ? previewAnswer() : { errors: [{ message: 'from: Thu, 3 Dec 2026 can no longer be changed.', extensions: { code: 'BAD_USER_INPUT', field: 'from' } }] }));
  fireEvent.click(screen.getByRole('button', { name: 'Move deliveries' }));
  const from = screen.getByLabelText('From');
  await waitFor(() => expect(document.getElementById(`${from.id}-error`)?.textContent).toBe('Thu, 3 Dec 2026 can no longer be changed.'));
  expect(from.getAttribute('aria-invalid')).toBe('true');
  expect(document.activeElement).toBe(from);

  answerGraphQL((request) => (isPreview(request) ? previewAnswer() : { errors: [{ message: 'This order was not found.', extensions: { code: 'NOT_FOUND' } }] }));
  fireEvent.click(screen.getByRole('button', { name: 'Move deliveries' }));
  expect((await screen.findByRole('alert')).textContent).toBe('This order was not found.');
});

test('the chosen address and day are sent for the subscription', async () => {
  renderForm();
  fireEvent.click(screen.getByRole('radio', { name: /^Office\s?: 7, MG Road/ }));
  fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-12-04' } });
  fireEvent.click(screen.getByRole('button', { name: 'Move deliveries' }));
  await waitFor(() => expect(moves()).toHaveLength(1));
  expect(moves()[0].variables).toEqual({ suborderId: 's1', locationId: 'office', from: '2026-12-04' });
  expect(screen.queryByText(CHOOSE_ADDRESS_MESSAGE)).toBeNull();
});

test('once an address and a day are chosen, the preview of the move is shown before saving, with until when', async () => {
  answer(previewAnswer({ amountMore: 4000, fromWallet: 0, dueByUpi: 4000 }));
  renderForm();
  expect(screen.queryByTestId('change-preview')).toBeNull();
  fireEvent.click(screen.getByRole('radio', { name: /^Office\s?: 7, MG Road/ }));
  await waitFor(() => expect(screen.getByTestId('change-preview').textContent).toBe(`₹40.00 more: ₹40.00 to pay by UPI.You can change this ${DEADLINE_WORDS}.`));
  fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-12-04' } });
  await waitFor(() => expect(sentGraphQL.filter(isPreview)).toHaveLength(2));
  expect(sentGraphQL.filter(isPreview).map((s) => s.variables)).toEqual([
    { change: { kind: 'CHANGE_ADDRESS', suborderId: 's1', locationId: 'office', from: '2026-12-03' } },
    { change: { kind: 'CHANGE_ADDRESS', suborderId: 's1', locationId: 'office', from: '2026-12-04' } },
  ]);
  expect(moves()).toHaveLength(0);
});
