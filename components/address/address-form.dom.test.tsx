import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AddressForm } from './address-form';
import { TREATS_ONLY_MESSAGE } from './address-view';

type Sent = { query: string; variables: { location: Record<string, unknown>; moveComingDeliveries?: boolean | null } };
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

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const errorOf = (label: string) => {
  const field = screen.getByLabelText(label);
  return field.getAttribute('aria-invalid') === 'true' ? document.getElementById(field.getAttribute('aria-describedby')!)?.textContent : null;
};

// Every problem beside its field at once, the first one focused, nothing sent.
test('an incomplete address shows all its errors beside their fields and focuses the first', async () => {
  answer({ data: { addOrUpdateUserLocation: { id: 'a1' } } });
  renderForm();
  fill('City', ' ');
  fill('PIN code', '12345');
  fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
  await waitFor(() => expect(errorOf('Title (e.g. Home, Office)')).toBe('Please enter the title.'));
  expect(errorOf('Address line 1')).toBe('Please enter the first address line.');
  expect(errorOf('City')).toBe('Please enter the city.');
  expect(errorOf('PIN code')).toBe('Please enter a valid 6-digit PIN code.');
  expect(errorOf('State')).toBeNull();
  expect(errorOf('Address line 2 (optional)')).toBeNull();
  expect(document.activeElement).toBe(screen.getByLabelText('Title (e.g. Home, Office)'));
  expect(sent).toEqual([]);

  // each error goes as its field is corrected
  fill('Title (e.g. Home, Office)', 'Home');
  await waitFor(() => expect(errorOf('Title (e.g. Home, Office)')).toBeNull());
  expect(errorOf('City')).toBe('Please enter the city.');
});

test("the server's BAD_USER_INPUT is shown beside the field it names, and focused", async () => {
  answer({ errors: [{ message: 'location.lineOne: Please enter the first address line.', extensions: { code: 'BAD_USER_INPUT', field: 'location.lineOne' } }] });
  const onSaved = jest.fn();
  renderForm(onSaved);
  fill('Title (e.g. Home, Office)', 'Home');
  fill('Address line 1', '12, 4th Cross');
  fill('PIN code', '560038');
  fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
  await waitFor(() => expect(errorOf('Address line 1')).toBe('Please enter the first address line.'));
  expect(document.activeElement).toBe(screen.getByLabelText('Address line 1'));
  expect(screen.queryByRole('alert')).toBeNull();
  expect(onSaved).not.toHaveBeenCalled();
  expect(sent[0].variables.location).toMatchObject({ title: 'Home', city: 'Bengaluru', state: 'Karnataka', zipCode: '560038', userId: 'u1', latitude: null, longitude: null });
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
  fill('Title (e.g. Home, Office)', 'Home');
  fill('Address line 1', '12, 4th Cross');
  fill('PIN code', '560038');
  fireEvent.click(screen.getByRole('button', { name: 'Use my current location' }));
  // a map link, not raw coordinates
  expect(screen.getByTestId('map-pin').textContent).not.toContain('12.971601');
  expect(screen.getByRole('link', { name: /See it on the map/ }).getAttribute('href')).toContain('mlat=12.971601&mlon=77.5946');
  fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
  await waitFor(() => expect(onSaved).toHaveBeenCalled());
  expect(sent[0].variables.location).toMatchObject({ latitude: 12.971601, longitude: 77.5946 });
});

// A 1x1 PNG: small enough that the picker sends it as it is (no canvas needed in jsdom).
const PNG_1x1 = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));

test('a photo is uploaded as a locations image and saved with the address; removing it sends null', async () => {
  const bodies: { query: string; variables: Record<string, unknown> }[] = [];
  global.fetch = jest.fn(async (_url: unknown, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body));
    bodies.push(body);
    const data = body.query.includes('uploadImage') ? { uploadImage: { id: 'img-1', url: '/uploads/u1/locations/1.png' } } : { addOrUpdateUserLocation: { id: 'a1' } };
    return { ok: true, status: 200, json: async () => ({ data }), text: async () => JSON.stringify({ data }) } as Response;
  }) as typeof fetch;
  const onSaved = jest.fn();
  const address = { id: 'a1', title: 'Home', lineOne: '12, 4th Cross', linetwo: null, city: 'Bengaluru', state: 'Karnataka', zipCode: '560038', country: 'India', latitude: null, longitude: null, dropNote: null, mealsDeliverable: true, photo: null, isDefault: false };
  render(<AddressForm address={address} userId="u1" servicePins={['560038']} onSaved={onSaved} onCancel={jest.fn()} />);

  fireEvent.change(screen.getByLabelText('Choose a photo'), { target: { files: [new File([PNG_1x1], 'gate.png', { type: 'image/png' })] } });
  const photo = await screen.findByTestId('address-photo');
  expect(photo.getAttribute('src')).toBe('/uploads/u1/locations/1.png');
  expect(photo.getAttribute('alt')).toBe('Photo of Home');
  expect(bodies[0].variables).toMatchObject({ kind: 'locations', fileName: 'gate.png' });

  fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
  await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
  expect(bodies[1].variables.location).toMatchObject({ id: 'a1', image: 'img-1' });

  fireEvent.click(screen.getByRole('button', { name: 'Remove photo' }));
  expect(screen.queryByTestId('address-photo')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
  await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(2));
  expect(bodies[2].variables.location).toMatchObject({ id: 'a1', image: null });
});

test('editing an address coming deliveries use asks whether they follow, and sends the answer', async () => {
  answer({ data: { addOrUpdateUserLocation: { id: 'a1' } } });
  const onSaved = jest.fn();
  const home = { id: 'a1', title: 'Home', lineOne: '12, 5th Cross', linetwo: null, city: 'Bengaluru', state: 'Karnataka', zipCode: '560038', country: 'India', latitude: null, longitude: null, dropNote: null, mealsDeliverable: true, photo: null, isDefault: true, comingDeliveries: 3 };
  render(<AddressForm address={home} userId="u1" servicePins={['560038']} onSaved={onSaved} onCancel={jest.fn()} />);
  expect(screen.getByRole('group', { name: '3 coming deliveries go to this address. Should they go to the changed address?' })).toBeTruthy();
  fireEvent.change(screen.getByLabelText('Address line 1'), { target: { value: '12, 6th Cross' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
  expect((await screen.findByRole('alert')).textContent).toBe('Please say whether your coming deliveries should go to the changed address.');
  expect(sent).toHaveLength(0);
  fireEvent.click(screen.getByRole('radio', { name: 'Yes, deliver them to the changed address' }));
  fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
  await waitFor(() => expect(onSaved).toHaveBeenCalled());
  expect(sent[0].variables).toMatchObject({ moveComingDeliveries: true, location: { id: 'a1', lineOne: '12, 6th Cross' } });
});

test('an address no coming delivery uses is saved without the question', async () => {
  answer({ data: { addOrUpdateUserLocation: { id: 'a1' } } });
  const onSaved = jest.fn();
  const home = { id: 'a1', title: 'Home', lineOne: '12, 5th Cross', linetwo: null, city: 'Bengaluru', state: 'Karnataka', zipCode: '560038', country: 'India', latitude: null, longitude: null, dropNote: null, mealsDeliverable: true, photo: null, isDefault: true, comingDeliveries: 0 };
  render(<AddressForm address={home} userId="u1" servicePins={['560038']} onSaved={onSaved} onCancel={jest.fn()} />);
  expect(screen.queryByRole('group', { name: /coming deliver/ })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
  await waitFor(() => expect(onSaved).toHaveBeenCalled());
  expect(sent[0].variables).toMatchObject({ moveComingDeliveries: null });
});
