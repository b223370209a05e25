// The HTTP status of each error a user can cause, for the route handlers that answer outside
// GraphQL (file downloads, uploads). One map, so a new code cannot be answered differently by two
// routes; GraphQL answers carry the code itself in `extensions.code` (graphql/errors.ts).
import 'server-only';
import { AppError, type AppErrorCode } from '@/lib/errors';

export const HTTP_STATUS: Record<AppErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
};

/**
 * The plain-text answer for an AppError (never cached: it is about one viewer's request), or null
 * for anything else, which the caller rethrows as the internal error it is.
 */
export function appErrorResponse(error: unknown): Response | null {
  if (!(error instanceof AppError)) return null;
  const headers = new Headers({ 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' });
  if (error.code === 'RATE_LIMITED' && error.details.retryAfterSeconds !== undefined) headers.set('Retry-After', String(error.details.retryAfterSeconds));
  return new Response(error.message, { status: HTTP_STATUS[error.code], headers });
}
