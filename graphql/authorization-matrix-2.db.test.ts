// The authorization matrix for every third operation, from the 2nd (testing/authorization-matrix-suite.ts).
// The suite sets up the callers and runs a cell; this file says what each cell must show.
import { declareAuthorizationMatrix } from '@/testing/authorization-matrix-suite';

const { cells, runCell } = declareAuthorizationMatrix(1, 3);

test.each(cells)('%s as %s', async (name, role) => {
  const { answered, expected, writesBefore, writesAfter } = await runCell(name, role);
  expect(expected).toBeDefined();
  expect(answered).toBe(expected);
  // a refused mutation writes nothing
  expect(writesAfter).toEqual(writesBefore);
});
