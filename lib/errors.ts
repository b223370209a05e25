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
  | 'RATE_LIMITED'
  /** a part the request needs is not there (e.g. no SMS sender configured); not the user's doing */
  | 'SERVICE_UNAVAILABLE';

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
export const serviceUnavailable = (message: string, retryAfterSeconds?: number) =>
  new AppError('SERVICE_UNAVAILABLE', message, retryAfterSeconds === undefined ? {} : { retryAfterSeconds });

/**
 * The database cannot be reached right now (a restart, a failover, a full connection pool). Not
 * the user's doing and not a bug: the API answers 503 with this code and a retry-after, so a client
 * can try again, and nothing of the driver's words reaches it.
 */
export const SERVICE_UNAVAILABLE = {
  code: 'SERVICE_UNAVAILABLE',
  message: 'The store is briefly unavailable. Please try again in a moment.',
  retryAfterSeconds: 5,
} as const;

// Prisma: cannot reach / timed out / connection closed / pool timeout.
const PRISMA_UNAVAILABLE = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024']);
// @prisma/adapter-pg's kinds for the same.
const ADAPTER_UNAVAILABLE = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout', 'TooManyConnections']);
const SOCKET_UNAVAILABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EPIPE']);
// SQLSTATE 08xxx (connection exception), 57P01-57P05 (shutting down, crash, not yet accepting
// connections), 53300 (too many connections). 57014 (a statement timeout) is not among them.
const unavailableSqlState = (code: string) => /^(08|57P)/.test(code) || code === '53300';

/** Whether an error (Prisma's, the driver's, or one wrapping them) means the database is out of reach. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 6) return false;
  const e = error as { code?: unknown; kind?: unknown; originalCode?: unknown; message?: unknown; cause?: unknown; meta?: { driverAdapterError?: unknown }; originalError?: unknown };
  if (typeof e.code === 'string' && (PRISMA_UNAVAILABLE.has(e.code) || SOCKET_UNAVAILABLE.has(e.code) || unavailableSqlState(e.code))) return true;
  if (typeof e.kind === 'string' && ADAPTER_UNAVAILABLE.has(e.kind)) return true;
  if (typeof e.originalCode === 'string' && unavailableSqlState(e.originalCode)) return true;
  // node-postgres says this, without a code, when the server goes away in the middle of a query
  if (typeof e.message === 'string' && /^Connection terminated/.test(e.message)) return true;
  return [e.cause, e.meta?.driverAdapterError, e.originalError].some((inner) => isDatabaseUnavailable(inner, depth + 1));
}
