// Fuzzing of every third mutation, from the 3rd (testing/mutation-fuzz-suite.ts).
import { declareMutationFuzzing } from '@/testing/mutation-fuzz-suite';

declareMutationFuzzing(2, 3);
