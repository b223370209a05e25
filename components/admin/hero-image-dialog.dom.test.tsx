import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HeroImageButton } from './hero-image-button';
import { dismissToast, getToasts } from '@/lib/client/toast';

const PNG_1x1 = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));

// A fake /api/graphql: uploadImage returns a hero url per call, createHeroImage echoes the newest.
type Call = { query: string; variables: Record<string, string> };
let calls: Call[];
let failCreate: string | null;
const heroes = { desktopUrl: '/images/hero/desktop.webp', mobileUrl: '/images/hero/mobile.webp' };

beforeEach(() => {
  calls = [];
  failCreate = null;
  act(() => dismissToast());
  global.fetch = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init!.body)) as Call;
    calls.push(body);
    let json: unknown;
    if (body.query.includes('uploadImage')) {
      json = { data: { uploadImage: { id: `img${calls.length}`, url: `/uploads/hero/${calls.length}.jpg` } } };
    } else if (failCreate) {
      json = { errors: [{ message: failCreate, extensions: { code: 'BAD_USER_INPUT' } }], data: null };
    } else {
      heroes[body.variables.type === 'desktop' ? 'desktopUrl' : 'mobileUrl'] = body.variables.imageUrl;
      json = { data: { createHeroImage: { ...heroes } } };
    }
    return { json: async () => json, text: async () => JSON.stringify(json) } as Response;
  }) as typeof fetch;
});

const png = (name: string) => new File([PNG_1x1], name, { type: 'image/png' });

function openDialog() {
  const onSaved = jest.fn();
  render(<HeroImageButton onSaved={onSaved} />);
  const opener = screen.getByRole('button', { name: 'Hero images' });
  opener.focus(); // as a keyboard or pointer press would
  fireEvent.click(opener);
  return { onSaved, dialog: screen.getByRole('dialog', { name: 'Hero images' }) };
}

test('both pickers with their recommended sizes; Save waits for a chosen image', () => {
  openDialog();
  expect(screen.getByText(/Recommended size: 1200x600 px/)).toBeTruthy();
  expect(screen.getByText(/Recommended size: 600x800 px/)).toBeTruthy();
  expect(screen.getByLabelText('Desktop image').getAttribute('type')).toBe('file');
  expect(screen.getByLabelText('Mobile image').getAttribute('type')).toBe('file');
  expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
});

test('desktop and mobile: uploaded as hero, then saved with createHeroImage, each announced', async () => {
  const { onSaved } = openDialog();
  fireEvent.change(screen.getByLabelText('Desktop image'), { target: { files: [png('wide.png')] } });
  fireEvent.change(screen.getByLabelText('Mobile image'), { target: { files: [png('tall.png')] } });
  await waitFor(() => expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(false));
  await waitFor(() => expect(calls.filter((c) => c.query.includes('uploadImage'))).toHaveLength(2));
  expect(calls.every((c) => c.variables.kind === 'hero')).toBe(true);

  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  const creates = calls.filter((c) => c.query.includes('createHeroImage')).map((c) => c.variables);
  expect(creates.map((v) => v.type).sort()).toEqual(['desktop', 'mobile']);
  for (const v of creates) expect(v.imageUrl).toMatch(/^\/uploads\/hero\/\d+\.jpg$/);
  expect(getToasts().filter((t) => t.kind === 'success').map((t) => t.message)).toEqual([
    'Desktop image uploaded successfully.',
    'Mobile image uploaded successfully.',
  ]);
  expect(onSaved).toHaveBeenCalledWith({ desktopUrl: expect.stringMatching(/^\/uploads\/hero\//), mobileUrl: expect.stringMatching(/^\/uploads\/hero\//) });
  // focus goes back to the button that opened it
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Hero images' }));
});

test('only mobile chosen: only mobile is saved', async () => {
  openDialog();
  fireEvent.change(screen.getByLabelText('Mobile image'), { target: { files: [png('tall.png')] } });
  await waitFor(() => expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(calls.filter((c) => c.query.includes('createHeroImage')).map((c) => c.variables.type)).toEqual(['mobile']);
  expect(getToasts().map((t) => t.message)).toEqual(['Mobile image uploaded successfully.']);
});

test("a refused save keeps the dialog open with the server's message", async () => {
  openDialog();
  failCreate = 'Please choose an uploaded hero image.';
  fireEvent.change(screen.getByLabelText('Desktop image'), { target: { files: [png('wide.png')] } });
  await waitFor(() => expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Please choose an uploaded hero image.'));
  expect(screen.getByRole('dialog')).toBeTruthy();
  expect(getToasts().map((t) => [t.kind, t.message])).toEqual([['error', 'Please choose an uploaded hero image.']]);
});

test('Cancel closes without saving', async () => {
  openDialog();
  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(calls).toEqual([]);
});
