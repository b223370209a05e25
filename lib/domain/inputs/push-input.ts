// savePushSubscription / removePushSubscription and verifyEmail: what a browser sends.
import { z } from 'zod';

/** A push service URL (a few hundred characters in practice). Whether it may be used is the server's check. */
const endpoint = z.string().trim().min(1, 'The push address is missing.').max(1_000, 'The push address is too long.').url('The push address is not a URL.');
/** base64url: the browser's P-256 public key (65 bytes: 87 characters) and its 16-byte auth secret (22). */
const base64url = (label: string, min: number, max: number) =>
  z.string().trim().min(min, `The ${label} is not valid.`).max(max, `The ${label} is not valid.`).regex(/^[A-Za-z0-9_-]+=*$/, `The ${label} is not valid.`);

export const pushSubscriptionInput = z.object({ endpoint, p256dh: base64url('browser key', 80, 100), auth: base64url('auth secret', 16, 32) });
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInput>;

export const removePushSubscriptionInput = z.object({ endpoint });

export const verifyEmailInput = z.object({ token: z.string().trim().min(1, 'The link is missing its token.').max(1_000, 'This link is not valid.') });
