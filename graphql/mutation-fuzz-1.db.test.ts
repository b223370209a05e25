// Fuzzing of every third mutation, from the 1st (testing/mutation-fuzz-suite.ts).
import { declareMutationFuzzing } from '@/testing/mutation-fuzz-suite';

const { mutations, fuzz } = declareMutationFuzzing(0, 3);

test.each(mutations)('%s: arbitrary arguments never answer 5xx or write part of a refused call', async (name) => {
  await expect(fuzz(name)).resolves.toBeUndefined();
});
