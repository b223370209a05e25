// The authorization matrix for every third operation, from the 3rd (testing/authorization-matrix-suite.ts).
import { declareAuthorizationMatrix } from '@/testing/authorization-matrix-suite';

declareAuthorizationMatrix(2, 3);
