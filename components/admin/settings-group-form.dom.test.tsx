import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SETTING_GROUPS } from '@/lib/domain/settings';
import { SettingsGroupForm } from './settings-group-form';

const router = { refresh: jest.fn(), push: jest.fn(), replace: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router }));

// jsdom lays nothing out, so it has no scrollIntoView (a tall box calls it when focused)
beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

type Sent = { query: string; variables: { values: { key: string; value: string }[] } };
let sent: Sent[];
beforeEach(() => {
  sent = [];
  global.fetch = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    sent.push(JSON.parse(String(init!.body)) as Sent);
    const json = { data: { updateConfigurations: { configurations: [] } } };
    return { json: async () => json, text: async () => JSON.stringify(json) } as Response;
  }) as typeof fetch;
});

const payment = SETTING_GROUPS.find((g) => g.id === 'payment')!;
const area = SETTING_GROUPS.find((g) => g.id === 'service-area')!;

test('every problem shows beside its field at once, the first takes focus, nothing is sent', async () => {
  render(<SettingsGroupForm group={payment} initial={payment.fields.map(() => '')} />);
  fireEvent.change(screen.getByLabelText('UPI id'), { target: { value: 'dogmeals okaxis' } });
  fireEvent.change(screen.getByLabelText(/Hours an order may stay unpaid/), { target: { value: '0' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save payment' }));
  expect(await screen.findByText('A UPI id looks like name@bank, e.g. dogmeals@okaxis.')).toBeTruthy();
  expect(screen.getByText('Enter a whole number from 1 to 720.')).toBeTruthy();
  expect(screen.getByText('Please enter the name shown in UPI apps.')).toBeTruthy();
  await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('UPI id')));
  expect(screen.getByLabelText('UPI id').getAttribute('aria-invalid')).toBe('true');
  expect(sent).toHaveLength(0);
});

test('PIN codes: counted with repeats noted, sent on one line', async () => {
  render(<SettingsGroupForm group={area} initial={['560001, 560002']} />);
  expect(screen.getByText('2 PIN codes.')).toBeTruthy();
  fireEvent.change(screen.getByLabelText('PIN codes'), { target: { value: '560001\n560002\n560001' } });
  expect(screen.getByText('2 PIN codes; 1 repeat will be removed.')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Save service area' }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0].variables.values).toEqual([{ key: 'pincodes', value: '560001 560002 560001' }]);
});

test("the server's refusal naming a setting's key shows beside that field, focused", async () => {
  global.fetch = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    sent.push(JSON.parse(String(init!.body)) as Sent);
    const json = { errors: [{ message: 'pincodes: 560099 is not a PIN code we know.', extensions: { code: 'BAD_USER_INPUT', field: 'pincodes' } }] };
    return { ok: true, status: 200, json: async () => json } as unknown as Response;
  }) as typeof fetch;
  render(<SettingsGroupForm group={area} initial={['560001']} />);
  fireEvent.click(screen.getByRole('button', { name: 'Save service area' }));
  const pins = screen.getByLabelText('PIN codes');
  await waitFor(() => expect(document.getElementById(`${pins.id}-error`)?.textContent).toBe('560099 is not a PIN code we know.'));
  expect(document.activeElement).toBe(pins);
  expect(screen.queryByRole('alert')).toBeNull();
});
