// The one error type services throw for anything a user can cause. The GraphQL layer maps it
// to `extensions.code` once (graphql/errors.ts); anything else is an internal error whose details
// never leave the server in production.
import 'server-only';
export type AppErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'RATE_LIMITED';

export class AppError extends Error {
  constructor(
    public readonly code: AppErrorCode,
    message: string,
    public readonly details: { field?: string; retryAfterSeconds?: number; [key: string]: unknown } = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badInput = (message: string, field?: string, extra: Record<string, unknown> = {}) =>
  new AppError('BAD_USER_INPUT', message, { field, ...extra });
export const unauthenticated = (message = 'Please log in to continue.') => new AppError('UNAUTHENTICATED', message);
export const forbidden = (message = 'You are not allowed to do this.') => new AppError('FORBIDDEN', message);
export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} was not found.`);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const rateLimited = (message: string, retryAfterSeconds: number) =>
  new AppError('RATE_LIMITED', message, { retryAfterSeconds });
