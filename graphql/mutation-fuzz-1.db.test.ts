// Fuzzing of every third mutation, from the 1st (testing/mutation-fuzz-suite.ts).
import { declareMutationFuzzing } from '@/testing/mutation-fuzz-suite';

declareMutationFuzzing(0, 3);
