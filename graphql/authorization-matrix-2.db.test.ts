// The authorization matrix for every third operation, from the 2nd (testing/authorization-matrix-suite.ts).
import { declareAuthorizationMatrix } from '@/testing/authorization-matrix-suite';

declareAuthorizationMatrix(1, 3);
