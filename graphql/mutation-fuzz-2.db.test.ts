// Fuzzing of every third mutation, from the 2nd (testing/mutation-fuzz-suite.ts).
import { declareMutationFuzzing } from '@/testing/mutation-fuzz-suite';

declareMutationFuzzing(1, 3);
