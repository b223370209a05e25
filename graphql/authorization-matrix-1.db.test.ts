// The authorization matrix for every third operation, from the 1st (testing/authorization-matrix-suite.ts).
import { declareAuthorizationMatrix } from '@/testing/authorization-matrix-suite';

declareAuthorizationMatrix(0, 3);
