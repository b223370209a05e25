import { requestImageUpload } from './upload-file';
import { UPLOAD_MESSAGES } from '@/lib/domain/upload-rules';

const input = { base64: 'QUJD', fileName: 'a.png', kind: 'payments' as const };

function respond(body: string, status = 200): typeof fetch {
  return (async () => new Response(body, { status, headers: { 'content-type': 'application/json' } })) as typeof fetch;
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

test('sends uploadImage as a JSON POST to /api/graphql and returns { id, url }', async () => {
  const calls: [RequestInfo | URL, RequestInit | undefined][] = [];
  const fetchImpl = (async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push([url, init]);
    return new Response(JSON.stringify({ data: { uploadImage: { id: 'img1', url: '/uploads/u/payments/1.jpg' } } }));
  }) as typeof fetch;
  expect(await requestImageUpload(input, fetchImpl)).toEqual({ ok: true, image: { id: 'img1', url: '/uploads/u/payments/1.jpg' } });
  const [url, init] = calls[0];
  expect(url).toBe('/api/graphql');
  expect(init?.method).toBe('POST');
  expect((init?.headers as Record<string, string>)['content-type']).toBe('application/json');
  const sent = JSON.parse(String(init?.body));
  expect(sent.query).toContain('uploadImage(base64: $base64, fileName: $fileName, kind: $kind)');
  expect(sent.variables).toEqual(input);
});

test.each([
  ["the server's error text", respond(JSON.stringify({ errors: [{ message: 'File size must be less than 5MB', extensions: { code: 'BAD_USER_INPUT' } }], data: null })), 'File size must be less than 5MB', false],
  ['the 413 from the body cap, as the server says it', respond(JSON.stringify({ errors: [{ message: 'Request is too large.' }] }), 413), 'Request is too large.', false],
  ['no url in the data', respond(JSON.stringify({ data: { uploadImage: { id: 'x', url: null } } })), UPLOAD_MESSAGES.uploadFailed, false],
  ['null data, no errors', respond(JSON.stringify({ data: null })), UPLOAD_MESSAGES.uploadFailed, false],
  ['an HTML error page (invalid format, logged)', respond('<html>502 Bad Gateway</html>', 502), UPLOAD_MESSAGES.uploadFailed, true],
  ['JSON of the wrong shape (invalid format, logged)', respond('[1,2,3]'), UPLOAD_MESSAGES.uploadFailed, true],
  ['a network failure', (async () => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch, UPLOAD_MESSAGES.uploadError, false],
])('%s', async (_name, fetchImpl, message, loggedInvalid) => {
  expect(await requestImageUpload(input, fetchImpl)).toEqual({ ok: false, message });
  const invalidLogged = consoleError.mock.calls.some((c) => c[0] === 'Invalid response format:');
  expect(invalidLogged).toBe(loggedInvalid);
});
