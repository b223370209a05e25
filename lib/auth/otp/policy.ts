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
  /** Wrong codes (on real challenges) per network in the window. Codes for challenges that do
   * not exist never count: a made-up id guesses nothing, and counting it let 47 garbage calls lock
   * every login from a carrier's shared address. */
  maxFailedVerifiesPerNetwork: 60,
  verifiesPerNetworkWindowMs: 10 * 60 * 1000,
  /**
   * Backoff instead of a lock for good (lib/domain/login-backoff.ts). Per requester (this phone
   * from one network, or from a device that logged in to it before): past five free failures
   * each doubles the wait, up to a day, for that requester only. For the phone as a whole (guesses
   * from many networks): a slow-down from one second, doubling, never more than 15 minutes, which
   * the owner's recent networks and devices are spared. Ten free failures are two codes' worth of
   * typos; past them a distributed guesser gets about a hundred guesses a day, so a six-digit code
   * holds for years (NIST SP 800-63B §5.2.2; docs/decisions/security.md, 2026-12-02).
   */
  requesterBackoff: { freeFailures: 5, firstWaitMs: 30 * 1000, maxWaitMs: 24 * 60 * 60 * 1000 },
  phoneBackoff: { freeFailures: 10, firstWaitMs: 1000, maxWaitMs: 15 * 60 * 1000 },
  /** a network the phone verified from within this long is its owner's */
  knownNetworkForMs: 90 * 24 * 60 * 60 * 1000,
} as const;

/** The LoginGuard row that counts the phone as a whole (the others are per network). */
export const WHOLE_PHONE = '*';
