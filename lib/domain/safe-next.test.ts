import { safeNextPath } from './safe-next';

test.each([
  ['/orders', '/orders'],
  ['/orders?status=NEW', '/orders?status=NEW'],
  ['/cart#x', '/cart#x'],
  ['/cart?x=1', '/cart?x=1'],
  ['/orders/DM261120-K7Q2M', '/orders/DM261120-K7Q2M'],
  ['/', '/'],
  ['/profile-create?next=%2Forders', '/profile-create?next=%2Forders'],
  ['/orders/../cart', '/cart'],
  ['/search?q=a b', '/search?q=a%20b'],
])('a path on this site: %p -> %p', (next, expected) => {
  expect(safeNextPath(next)).toBe(expected);
});

const hostile: [string, string | null | undefined][] = [
  ['missing', undefined],
  ['null', null],
  ['empty', ''],
  ['absolute URL', 'https://evil.example'],
  ['protocol-relative', '//evil.example'],
  ['protocol-relative with path', '//evil.example/orders'],
  ['triple slash', '///evil.example'],
  ['backslash after slash', '/\\evil.example'],
  ['two backslashes', '\\\\evil.example'],
  ['backslash then slash', '\\/evil.example'],
  ['backslash later in the path', '/orders\\..\\\\evil.example'],
  ['tab between slashes', '/\t/evil.example'],
  ['newline between slashes', '/\n/evil.example'],
  ['CR/LF header injection', '/\r\nSet-Cookie: a=1'],
  ['CR/LF at the start', '\r\n/orders'],
  ['NUL byte', '/orders\u0000'],
  ['C1 control', '/orders\u0085'],
  ['DEL', '/orders\u007f'],
  ['encoded slashes', '/%2F%2Fevil.example'],
  ['encoded slashes, lower case', '/%2f%2fevil.example'],
  ['encoded backslash', '/%5Cevil.example'],
  ['javascript:', 'javascript:alert(1)'],
  ['JAVASCRIPT: upper case', 'JAVASCRIPT:alert(1)'],
  ['javascript: with a path-like body', 'javascript://%0aalert(1)'],
  ['data:', 'data:text/html,<script>alert(1)</script>'],
  ['leading space before a URL', ' https://evil.example'],
  ['leading space before a path', ' /orders'],
  ['userinfo, protocol-relative', '//user@evil.example'],
  ['userinfo after our host', 'https://our.host@evil.example'],
  ['mixed-case scheme', 'HtTpS://evil.example'],
  ['ideographic full stop', '//evil。example'],
  ['fullwidth solidus', '／／evil.example'],
  ['vbscript:', 'vbscript:msgbox(1)'],
  ['dot-dot to a double slash', '/..//evil.example'],
  ['dot-dot deeper', '/orders/../..//evil.example'],
  ['relative path', 'orders'],
  ['scheme-relative with port', '//evil.example:443'],
  ['http scheme with our path', 'http:/orders'],
  ['very long', `/${'a'.repeat(5000)}`],
];

test.each(hostile)('refused: %s', (_label, next) => {
  expect(safeNextPath(next)).toBe('/');
  expect(safeNextPath(next, '/cart')).toBe('/cart');
});

test('at least 30 hostile forms are covered', () => {
  expect(hostile.length).toBeGreaterThanOrEqual(30);
});
