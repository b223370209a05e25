// Web push settings (.env.example): the VAPID key pair that identifies this store to the browsers'
// push services (generate it once with `npx web-push generate-vapid-keys`), and who to contact.
import 'server-only';
import { isProductionDeployment } from '@/lib/env';
import { DEFAULT_CONTACT_EMAIL } from '@/lib/site';

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

/** Push cannot be sent: why, in words an admin can act on. */
export class PushSendingUnavailable {
  constructor(readonly reason: string) {}
}

export const NO_VAPID_REASON = 'Push is not configured: set WEB_PUSH_PUBLIC_KEY and WEB_PUSH_PRIVATE_KEY (npx web-push generate-vapid-keys).';
export const TEST_ORIGINS_IN_PRODUCTION_REASON = 'WEB_PUSH_TEST_ENDPOINT_ORIGINS is set: it lets push go to local addresses, which production refuses. Remove it.';

export function vapidKeys(env: NodeJS.ProcessEnv = process.env): VapidKeys | PushSendingUnavailable {
  if (isProductionDeployment() && env.WEB_PUSH_TEST_ENDPOINT_ORIGINS?.trim()) return new PushSendingUnavailable(TEST_ORIGINS_IN_PRODUCTION_REASON);
  const publicKey = env.WEB_PUSH_PUBLIC_KEY?.trim();
  const privateKey = env.WEB_PUSH_PRIVATE_KEY?.trim();
  if (!publicKey || !privateKey) return new PushSendingUnavailable(NO_VAPID_REASON);
  return { publicKey, privateKey, subject: env.WEB_PUSH_SUBJECT?.trim() || `mailto:${DEFAULT_CONTACT_EMAIL}` };
}

/** The key browsers subscribe with (given to the profile page), or null when push is not set up. */
export function vapidPublicKey(env: NodeJS.ProcessEnv = process.env): string | null {
  const keys = vapidKeys(env);
  return keys instanceof PushSendingUnavailable ? null : keys.publicKey;
}

/** Why this configuration cannot send push, or null when it can (said at start-up). */
export function pushSendingProblem(env: NodeJS.ProcessEnv = process.env): string | null {
  const keys = vapidKeys(env);
  return keys instanceof PushSendingUnavailable ? keys.reason : null;
}

/**
 * Origins (`http://127.0.0.1:41234`) whose endpoints skip the address check: the push endpoint a
 * test starts on this machine. Never in production (vapidKeys refuses to send at all then).
 */
export function testEndpointOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  if (isProductionDeployment()) return [];
  return (env.WEB_PUSH_TEST_ENDPOINT_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
}
