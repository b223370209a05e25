import { isDatabaseUnavailable } from './errors';

const adapterError = (cause: object) => Object.assign(new Error('DriverAdapterError'), { cause });
const prismaError = (code: string, driverAdapterError?: Error) => Object.assign(new Error('Invalid `prisma.user.findUnique()` invocation'), { code, meta: { driverAdapterError } });

test.each<[string, unknown, boolean]>([
  ["Prisma can't reach the server (P1001)", prismaError('P1001'), true],
  ['the connection pool timed out (P2024)', prismaError('P2024'), true],
  ['the server is shutting down (57P01 via the adapter)', prismaError('P2039', adapterError({ kind: 'postgres', code: '57P01', originalCode: '57P01' })), true],
  ['the server is starting (57P03 in a raw query)', prismaError('P2010', adapterError({ kind: 'postgres', code: '57P03', originalCode: '57P03' })), true],
  ['connection refused (adapter kind)', prismaError('P2010', adapterError({ kind: 'DatabaseNotReachable', host: '127.0.0.1' })), true],
  ['connection reset (adapter kind)', adapterError({ kind: 'ConnectionClosed' }), true],
  ['too many connections', adapterError({ kind: 'TooManyConnections' }), true],
  ['a raw socket error', Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }), true],
  ['pg: the server went away mid-query', new Error('Connection terminated unexpectedly'), true],
  ['wrapped by Apollo (context creation)', Object.assign(new Error('Context creation failed'), { originalError: prismaError('P1001') }), true],
  ['a unique violation is a conflict, not an outage', prismaError('P2002'), false],
  ['a statement timeout (57014) is not an outage', prismaError('P2039', adapterError({ kind: 'postgres', code: '57014', originalCode: '57014' })), false],
  ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')"), false],
  ['nothing', undefined, false],
])('%s', (_case, error, unavailable) => {
  expect(isDatabaseUnavailable(error)).toBe(unavailable);
});

test('a cycle of causes ends', () => {
  const a: { cause?: unknown } = {};
  a.cause = a;
  expect(isDatabaseUnavailable(a)).toBe(false);
});
