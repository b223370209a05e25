// The one-time-code policy (architecture.md "Login and sessions"), in one place.
import 'server-only';
export const OTP_POLICY = {
  codeLength: 6,
  validForMs: 10 * 60 * 1000,
  maxWrongTries: 5,
  resendAfterMs: 30 * 1000,
  maxCodesPerPhone: 5,
  codesPerPhoneWindowMs: 10 * 60 * 1000,
  maxCodesPerIp: 30,
  codesPerIpWindowMs: 60 * 60 * 1000,
  maxVerifiesPerIp: 60,
  verifiesPerIpWindowMs: 10 * 60 * 1000,
  lockAfterConsecutiveFailures: 100,
} as const;
