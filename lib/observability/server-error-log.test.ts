import { isControlFlowError, requestIdFrom, serverErrorLogEntry } from './server-error-log';

const context = { routerKind: 'App Router', routePath: '/orders/[id]', routeType: 'render', renderSource: 'server-rendering' };
const newId = () => 'generated-id';

describe('requestIdFrom', () => {
  it.each<[string, NodeJS.Dict<string | string[]>, string]>([
    ['uses the proxy id', { 'x-request-id': 'req-123_abc' }, 'req-123_abc'],
    ['takes the first of several', { 'x-request-id': ['first', 'second'] }, 'first'],
    ['makes one when absent', {}, 'generated-id'],
    ['refuses one that could forge log lines', { 'x-request-id': 'x\n{"level":"info"}' }, 'generated-id'],
    ['refuses an overlong one', { 'x-request-id': 'a'.repeat(200) }, 'generated-id'],
  ])('%s', (_case, headers, id) => {
    expect(requestIdFrom(headers, newId)).toBe(id);
  });
});

describe('serverErrorLogEntry', () => {
  it('records the request id, digest, route and the error for the logs', () => {
    const error = Object.assign(new Error('connection refused'), { digest: '123456789' });
    const entry = serverErrorLogEntry(error, { path: '/orders/9?phone=9000000002', method: 'GET', headers: { 'x-request-id': 'r1' } }, context, newId);
    expect(entry).toMatchObject({
      level: 'error',
      msg: 'request failed',
      requestId: 'r1',
      digest: '123456789',
      method: 'GET',
      path: '/orders/9',
      route: '/orders/[id]',
      routeType: 'render',
      renderSource: 'server-rendering',
      error: { name: 'Error', message: 'connection refused' },
    });
    expect(entry.error.stack).toContain('connection refused');
  });

  it('copes with a thrown non-Error', () => {
    const entry = serverErrorLogEntry('boom', { path: '/', method: 'POST', headers: {} }, { ...context, renderSource: undefined }, newId);
    expect(entry).toMatchObject({ requestId: 'generated-id', error: { message: 'boom' } });
    expect(entry).not.toHaveProperty('digest');
    expect(entry).not.toHaveProperty('renderSource');
    expect(serverErrorLogEntry(null, { path: '/', method: 'GET', headers: {} }, context, newId).error.message).toBe('non-Error value thrown');
  });
});

describe('isControlFlowError', () => {
  const withDigest = (digest: string) => Object.assign(new Error('x'), { digest });
  it.each<[string, unknown, boolean]>([
    ['notFound()', withDigest('NEXT_HTTP_ERROR_FALLBACK;404'), true],
    ['forbidden()', withDigest('NEXT_HTTP_ERROR_FALLBACK;403'), true],
    ['old notFound()', withDigest('NEXT_NOT_FOUND'), true],
    ['redirect()', withDigest('NEXT_REDIRECT;replace;/log-in;307;'), true],
    ['dynamic bail-out', withDigest('DYNAMIC_SERVER_USAGE'), true],
    ['wrapped as a cause', new Error('outer', { cause: withDigest('NEXT_REDIRECT;push;/;303;') }), true],
    ['a real failure with a digest', withDigest('2745593146'), false],
    ['a plain error', new Error('db down'), false],
    ['a string', 'NEXT_NOT_FOUND', false],
    ['null', null, false],
  ])('%s -> %p', (_case, error, expected) => {
    expect(isControlFlowError(error)).toBe(expected);
  });
});
