import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ImagePicker } from './image-picker';
import { dismissToast, getToasts } from '@/lib/client/toast';
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '@/lib/domain/upload-rules';

// A 1x1 PNG: small enough that the picker sends it as it is (no canvas needed in jsdom).
const PNG_1x1 = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));

const fetchMock = jest.fn();
// jsdom has no object URLs: each preview gets its own name, and what is revoked is recorded.
let urls = 0;
const revoked: string[] = [];
beforeEach(() => {
  urls = 0;
  revoked.length = 0;
  URL.createObjectURL = () => `blob:preview-${++urls}`;
  URL.revokeObjectURL = (url: string) => void revoked.push(url);
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  act(() => dismissToast());
});

function respondWith(body: unknown) {
  fetchMock.mockResolvedValue({ text: async () => (typeof body === 'string' ? body : JSON.stringify(body)) });
}

function choose(file: File) {
  fireEvent.change(screen.getByLabelText('Payment screenshot'), { target: { files: [file] } });
}

function setup(props: Partial<React.ComponentProps<typeof ImagePicker>> = {}) {
  const onUploaded = jest.fn();
  render(<ImagePicker kind="payments" label="Payment screenshot" onUploaded={onUploaded} {...props} />);
  return { onUploaded };
}

test('labelled, with its hint, and a keyboard-reachable file input', () => {
  setup({ recommended: '1200x600 px' });
  const input = screen.getByLabelText('Payment screenshot');
  expect(input.getAttribute('type')).toBe('file');
  expect(input.getAttribute('accept')).toBe('image/*');
  input.focus();
  expect(document.activeElement).toBe(input);
  const hint = document.getElementById(input.getAttribute('aria-describedby')!.split(' ')[0])!;
  expect(hint.textContent).toBe('Recommended size: 1200x600 px. PNG, JPEG or HEIC, up to 5 MB.');
});

test('uploads a chosen image and reports { id, url }, with a preview', async () => {
  const { onUploaded } = setup();
  respondWith({ data: { uploadImage: { id: 'img1', url: '/uploads/u1/payments/1.jpg' } } });
  choose(new File([PNG_1x1], 'paid.png', { type: 'image/png' }));
  await waitFor(() => expect(onUploaded).toHaveBeenCalledWith({ id: 'img1', url: '/uploads/u1/payments/1.jpg' }));
  expect(screen.getByRole('status').textContent).toBe('Uploaded.');
  expect(screen.getByRole('img', { name: 'Preview of payment screenshot' }).getAttribute('src')).toBe('blob:preview-1');

  const [url, init] = fetchMock.mock.calls[0];
  expect(url).toBe('/api/graphql');
  const sent = JSON.parse(init.body);
  expect(sent.variables).toEqual({ base64: expect.stringMatching(/^data:image\/png;base64,iVBOR/), fileName: 'paid.png', kind: 'payments' });
});

test.each([
  ['a text file', new File(['hello'], 'notes.txt', { type: 'text/plain' }), UPLOAD_MESSAGES.onlyImages],
  ['a PDF where only images are accepted', new File(['%PDF-1.4'], 'r.pdf', { type: 'application/pdf' }), UPLOAD_MESSAGES.onlyImages],
  ['a file over 5 MB', new File([new Uint8Array(MAX_UPLOAD_BYTES + 1)], 'big.jpg', { type: 'image/jpeg' }), UPLOAD_MESSAGES.tooLarge],
])('refuses %s before sending anything', async (_name, file, message) => {
  const { onUploaded } = setup();
  choose(file);
  await waitFor(() => expect(screen.getByText(message, { selector: 'p' })).toBeTruthy());
  expect(fetchMock).not.toHaveBeenCalled();
  expect(onUploaded).not.toHaveBeenCalled();
  expect(getToasts().map((t) => [t.kind, t.message])).toEqual([['error', message]]);
  expect(screen.getByLabelText('Payment screenshot').getAttribute('aria-invalid')).toBe('true');
});

test('a PDF is accepted when the caller allows it', async () => {
  const { onUploaded } = setup({ accept: 'image/*,application/pdf' });
  respondWith({ data: { uploadImage: { id: 'p1', url: '/uploads/u1/payments/2.pdf' } } });
  choose(new File(['%PDF-1.4 test'], 'receipt.pdf', { type: 'application/pdf' }));
  await waitFor(() => expect(onUploaded).toHaveBeenCalledWith({ id: 'p1', url: '/uploads/u1/payments/2.pdf' }));
  expect(screen.getByText('PDF: receipt.pdf')).toBeTruthy();
});

test.each([
  ["the server's text", () => respondWith({ errors: [{ message: 'Image dimensions are too large' }], data: null }), 'Image dimensions are too large'],
  ['no url', () => respondWith({ data: { uploadImage: null } }), UPLOAD_MESSAGES.uploadFailed],
  ['an exception', () => fetchMock.mockRejectedValue(new TypeError('Failed to fetch')), UPLOAD_MESSAGES.uploadError],
])('shows %s when the upload fails', async (_name, arrange, message) => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { onUploaded } = setup();
  arrange();
  choose(new File([PNG_1x1], 'paid.png', { type: 'image/png' }));
  await waitFor(() => expect(screen.getByText(message, { selector: 'p' })).toBeTruthy());
  expect(onUploaded).not.toHaveBeenCalled();
  expect(getToasts().map((t) => t.message)).toContain(message);
  (console.error as jest.Mock).mockRestore();
});

// The status and the field agree: never "Uploaded." beside a field that says "No file chosen".
test('names the chosen file, and a form that still needs its own Submit says what it likes when done', async () => {
  const { onUploaded } = setup({ doneText: (name) => `${name} is ready, not sent yet.` });
  respondWith({ data: { uploadImage: { id: 'img1', url: '/uploads/u1/payments/1.jpg' } } });
  choose(new File([PNG_1x1], 'paid.png', { type: 'image/png' }));
  expect(screen.getByText('paid.png', { selector: 'span.font-medium' }).parentElement?.textContent).toBe('Chosen file: paid.png');
  await waitFor(() => expect(onUploaded).toHaveBeenCalled());
  expect(screen.getByRole('status').textContent).toBe('paid.png is ready, not sent yet.');
});

test('a refused file is no longer named as chosen', async () => {
  setup();
  choose(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
  await waitFor(() => expect(screen.getByText(UPLOAD_MESSAGES.onlyImages, { selector: 'p' })).toBeTruthy());
  expect(screen.queryByText(/Chosen file/)).toBeNull();
});

// A styled picker instead of the native "Choose File / No file chosen".
test('a button drawn over the hidden but focusable input says what it does, and Remove clears the choice', async () => {
  const onRemoved = jest.fn();
  const { onUploaded } = setup({ onRemoved });
  const input = screen.getByLabelText('Payment screenshot');
  expect(input.className).toContain('sr-only');
  expect(screen.getByTestId('file-picker-button').textContent).toBe('Choose an image');
  expect(screen.getByTestId('file-picker-name').textContent).toBe('No file chosen yet.');
  expect(input.getAttribute('aria-describedby')!.split(' ')).toContain(screen.getByTestId('file-picker-name').id);

  respondWith({ data: { uploadImage: { id: 'img1', url: '/uploads/u1/payments/1.jpg' } } });
  choose(new File([PNG_1x1], 'paid.png', { type: 'image/png' }));
  await waitFor(() => expect(onUploaded).toHaveBeenCalled());
  expect(screen.getByTestId('file-picker-button').textContent).toBe('Choose another');

  fireEvent.click(screen.getByRole('button', { name: 'Remove paid.png' }));
  expect(onRemoved).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('img')).toBeNull();
  expect(screen.getByTestId('file-picker-name').textContent).toBe('No file chosen yet.');
  expect(revoked).toEqual(['blob:preview-1']);
});

test('a newer preview revokes the older one, and leaving the page revokes the last', async () => {
  setup();
  respondWith({ data: { uploadImage: { id: 'img1', url: '/uploads/u1/payments/1.jpg' } } });
  choose(new File([PNG_1x1], 'a.png', { type: 'image/png' }));
  await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Uploaded.'));
  choose(new File([PNG_1x1], 'b.png', { type: 'image/png' }));
  await waitFor(() => expect(screen.getByRole('img').getAttribute('src')).toBe('blob:preview-2'));
  expect(revoked).toEqual(['blob:preview-1']);
  cleanup();
  expect(revoked).toEqual(['blob:preview-1', 'blob:preview-2']);
});
