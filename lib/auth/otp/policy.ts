// The one-time-code policy (architecture.md "Login and sessions"), in one place.
//
// Per phone the limits are strict: they bound what one number can cost us and how fast one code
// can be guessed. Per network they must fit carrier NAT: Indian mobile carriers put many customers
// behind one IPv4 address (CGNAT), so a low cap per address (it was 30 codes an hour) locks every
// customer of a carrier out as soon as a few of them log in. SMS pumping, the abuse the per-network
// limit is for, sends codes to numbers that never log in (premium-rate numbers the attacker earns
// from). So a network may ask codes for any number of real customers (phones with an account,
// i.e. that have verified a code or were imported by an admin) up to a high ceiling, but only for
// a few numbers that have never verified. "Network" is the IPv4 address, or the /64 of an IPv6
// address (one line gets a whole /64; lib/domain/caller-ip.ts networkKey).
import 'server-only';
export const OTP_POLICY = {
  codeLength: 6,
  validForMs: 10 * 60 * 1000,
  maxWrongTries: 5,
  resendAfterMs: 30 * 1000,
  maxCodesPerPhone: 5,
  codesPerPhoneWindowMs: 10 * 60 * 1000,
  /** Per-network windows for the three limits below. */
  codesPerNetworkWindowMs: 60 * 60 * 1000,
  /** Ceiling for everyone behind one address: 300 an hour is 5 a minute, far above one store's
   * logins from one carrier address, and still a bound on what one address can cost. */
  maxCodesPerNetwork: 300,
  /** Distinct numbers without an account: enough for a family or an office signing up together;
   * an address cycling through unknown numbers is stopped at the 11th. */
  maxNewPhonesPerNetwork: 10,
  /** Codes to numbers without an account (resends included): the old per-address cap, now only
   * for numbers that never verified, so pumping gains nothing over before. */
  maxCodesToNewPhonesPerNetwork: 30,
  maxVerifiesPerNetwork: 60,
  verifiesPerNetworkWindowMs: 10 * 60 * 1000,
  lockAfterConsecutiveFailures: 100,
} as const;
