import { AppError, badInput, conflict, forbidden, notFound, rateLimited, unauthenticated } from '@/lib/errors';
import { appErrorResponse, HTTP_STATUS } from './error-response';

// One row per error code a user can cause: the status a download or upload route answers with.
test.each<[string, AppError, number]>([
  ['bad input', badInput('Choose a month.', 'month'), 400],
  ['not logged in', unauthenticated(), 401],
  ['not allowed', forbidden(), 403],
  ['missing', notFound('File'), 404],
  ['conflict', conflict('This UTR was already used.'), 409],
  ['rate limited', rateLimited('Too many uploads.', 30), 429],
])('%s answers %i', async (_, error, status) => {
  const response = appErrorResponse(error)!;
  expect(response.status).toBe(status);
  expect(await response.text()).toBe(error.message);
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
});

test('a rate limit says when to come back', () => {
  expect(appErrorResponse(rateLimited('Too many uploads.', 30))!.headers.get('retry-after')).toBe('30');
});

test('every code has a status, and anything that is not an AppError is left to the caller', () => {
  for (const status of Object.values(HTTP_STATUS)) expect(status).toBeGreaterThanOrEqual(400);
  expect(appErrorResponse(new Error('boom'))).toBeNull();
  expect(appErrorResponse('nope')).toBeNull();
});
