// The login's check of the SMS code: whether it matched, and who is now logged in.
import { graphql } from '@/lib/client/graphql-document';

export const VERIFY_OTP = graphql(`
  mutation VerifyOtp($otp: String!, $id: ID!) {
    verifyOtp(otp: $otp, userId: $id) { verified typeOfUser user { id firstName role { id } } }
  }
`);
