// The authorization matrix for every third operation, from the 1st (testing/authorization-matrix-suite.ts).
// The suite sets up the callers and runs a cell; this file says what each cell must show.
import { declareAuthorizationMatrix } from '@/testing/authorization-matrix-suite';

const { cells, runCell, operations, tabled, called } = declareAuthorizationMatrix(0, 3);

// The table and the calls are checked once, here.
test('every operation in the schema has a row in the expectation table, and no row names a missing one', () => {
  expect(tabled).toEqual(operations);
});

test('every operation in the schema has a call in this suite', () => {
  expect(called).toEqual(operations);
});

test.each(cells)('%s as %s', async (name, role) => {
  const { answered, expected, writesBefore, writesAfter } = await runCell(name, role);
  expect(expected).toBeDefined();
  expect(answered).toBe(expected);
  // a refused mutation writes nothing
  expect(writesAfter).toEqual(writesBefore);
});
