// eslint-disable-next-line @typescript-eslint/no-require-imports
const { slowestFiles, formatSlowest } = require('./slowest-files-reporter.cjs');

const result = (file: string, start: number, end: number, passing = 1, project = 'db') => ({
  testFilePath: `/repo/${file}`,
  displayName: { name: project, color: 'white' },
  perfStats: { start, end },
  numPassingTests: passing,
  numFailingTests: 0,
  numPendingTests: 0,
  numTodoTests: 0,
});

test('the slowest files first, at most the count asked for', () => {
  const files = Array.from({ length: 12 }, (_, i) => result(`f${i}.test.ts`, 0, (i + 1) * 1000));
  const rows = slowestFiles(files);
  expect(rows).toHaveLength(10);
  expect(rows[0]).toEqual({ file: '/repo/f11.test.ts', project: 'db', ms: 12_000, tests: 1 });
  expect(rows[9].ms).toBe(3000);
});

test('rows already summarised (from another jest run) are merged as they are', () => {
  const rows = slowestFiles([{ file: '/repo/a.test.ts', project: 'unit', ms: 500, tests: 3 }, result('b.db.test.ts', 0, 900, 4)]);
  expect(rows.map((r: { file: string }) => r.file)).toEqual(['/repo/b.db.test.ts', '/repo/a.test.ts']);
});

test('printed with seconds, project, test count and the path from the root', () => {
  const text = formatSlowest(slowestFiles([result('lib/x.db.test.ts', 0, 12_345, 7)]), '/repo', 60_000);
  expect(text.split('\n')).toEqual(['The 1 slowest test files (run: 60 s):', '    12.3 s  db        7 tests  lib/x.db.test.ts']);
  expect(formatSlowest([], '/repo')).toBe('');
});
