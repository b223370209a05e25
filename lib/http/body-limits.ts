// How much a request to /api/graphql may carry, and how fast it must arrive, by who is asking
// (docs/decisions.md, "Body limits by who asks"). A visitor without a session never needs more than
// a login or a menu query; only a logged-in user sends an upload (uploadImage: a 5 MB file is about
// 6.7 MB as base64). Decided from the session cookie before the body is read, so a stranger's
// 7 MB is refused from its Content-Length, or cut off at 64 kB, and never parsed.
import 'server-only';

export const BODY_LIMITS = {
  /** without a session: a login, a menu query, a guest cart merge; nothing sends more */
  anonymousMaxBytes: 64 * 1024,
  /** with one: room for uploadImage's base64 and the JSON around it */
  sessionMaxBytes: 7 * 1024 * 1024,
  /** bodies over the anonymous size one user may send per window, every app server counting together */
  bytesPerUser: 32 * 1024 * 1024,
  bytesPerUserWindowMs: 60 * 1000,
  /** the whole body must arrive within this (a visitor's is small; an upload on a slow phone is not) */
  anonymousDeadlineMs: 10 * 1000,
  sessionDeadlineMs: 120 * 1000,
  /** and never stall longer than this between two chunks */
  idleMs: 15 * 1000,
  /**
   * A visitor's oversized body is refused after this pause, unread. No page of ours sends one, and
   * refusing at once let a loop of them cost the server a request's work hundreds of times a
   * second (measured: another customer's getOrders 3-7x slower); the pause costs a timer and a
   * paused socket, and holds each attacking connection to one try a second.
   */
  anonymousRefusalDelayMs: 1000,
} as const;

export const BODY_MESSAGES = {
  tooLarge: 'Request is too large.',
  tooSlow: 'The request body arrived too slowly.',
  budget: (retryAfterSeconds: number) =>
    `You have sent a lot of data in the last minute. Please try again in ${retryAfterSeconds} ${retryAfterSeconds === 1 ? 'second' : 'seconds'}.`,
} as const;
