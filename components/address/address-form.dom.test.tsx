import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AddressForm } from './address-form';
import { TREATS_ONLY_MESSAGE } from './address-view';

type Sent = { query: string; variables: { location: Record<string, unknown> } };
let sent: Sent[] = [];

function answer(body: unknown) {
  global.fetch = jest.fn(async (_url: unknown, init?: RequestInit) => {
    sent.push(JSON.parse(String(init?.body)) as Sent);
    return { ok: true, status: 200, json: async () => body } as Response;
  }) as typeof fetch;
}

beforeEach(() => {
  sent = [];
});

const renderForm = (onSaved = jest.fn()) =>
  render(<AddressForm address={null} userId="u1" servicePins={['560038']} onSaved={onSaved} onCancel={jest.fn()} />);

test('a new address starts in Bengaluru, Karnataka, with labelled fields', () => {
  renderForm();
  expect(screen.getByLabelText('City')).toHaveProperty('value', 'Bengaluru');
  expect(screen.getByLabelText('State')).toHaveProperty('value', 'Karnataka');
  for (const label of ['Title (e.g. Home, Office)', 'Address line 1', 'Address line 2 (optional)', 'PIN code', 'Drop note for the delivery person (optional)']) {
    expect(screen.getByLabelText(label)).toBeTruthy();
  }
});

test("the server's BAD_USER_INPUT is shown beside the field it names", async () => {
  answer({ errors: [{ message: 'location.title: Please enter the title.', extensions: { code: 'BAD_USER_INPUT', field: 'location.title' } }] });
  const onSaved = jest.fn();
  renderForm(onSaved);
  fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
  const title = screen.getByLabelText('Title (e.g. Home, Office)');
  await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
  const described = document.getElementById(title.getAttribute('aria-describedby')!);
  expect(described?.textContent).toBe('Please enter the title.');
  expect(onSaved).not.toHaveBeenCalled();
  expect(sent[0].variables.location).toMatchObject({ city: 'Bengaluru', state: 'Karnataka', userId: 'u1', latitude: null, longitude: null });
});

test('a PIN outside the served ones warns that only treats go there', () => {
  renderForm();
  fireEvent.change(screen.getByLabelText('PIN code'), { target: { value: '110001' } });
  expect(screen.getByText(TREATS_ONLY_MESSAGE)).toBeTruthy();
  fireEvent.change(screen.getByLabelText('PIN code'), { target: { value: '560038' } });
  expect(screen.queryByText(TREATS_ONLY_MESSAGE)).toBeNull();
});

test('"Use my current location" fills the pin, links to a map and is sent with the address', async () => {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition: (ok: PositionCallback) => ok({ coords: { latitude: 12.97160123, longitude: 77.5946 } } as GeolocationPosition) },
  });
  answer({ data: { addOrUpdateUserLocation: { id: 'a1' } } });
  const onSaved = jest.fn();
  renderForm(onSaved);
  fireEvent.click(screen.getByRole('button', { name: 'Use my current location' }));
  expect(screen.getByTestId('map-pin').textContent).toContain('12.971601');
  expect(screen.getByRole('link', { name: /Open in a map/ }).getAttribute('href')).toContain('mlat=12.971601&mlon=77.5946');
  fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
  await waitFor(() => expect(onSaved).toHaveBeenCalled());
  expect(sent[0].variables.location).toMatchObject({ latitude: 12.971601, longitude: 77.5946 });
});
