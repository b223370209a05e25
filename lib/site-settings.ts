// The store's own address (SITE_URL), checked at start (instrumentation.ts) as the SMS sender is:
// without it every absolute link the store writes (export links to payment proofs, message links,
// the sitemap) pointed at http://localhost:3000 on a live server.
import 'server-only';
import { isProductionDeployment } from '@/lib/env';

/** Why a production server must not start for its SITE_URL, or null. */
export function siteUrlStartupProblem(env: Record<string, string | undefined> = process.env): string | null {
  if (!isProductionDeployment()) return null;
  const value = env.SITE_URL?.trim();
  if (!value) return 'SITE_URL is not set, so every link the store writes would point at localhost: set it to the shop\'s address, e.g. https://gooddogkitchen.in (see README, "Configuration").';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `SITE_URL "${value}" is not an address: set it to the shop's address, e.g. https://gooddogkitchen.in.`;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return `SITE_URL "${value}" must start with https://.`;
  return null;
}
