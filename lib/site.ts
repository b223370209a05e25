// Facts about the site that pages and metadata share.
export const APP_VERSION = 'V4.0.0';
export const STORE_NAME = 'Good Dog Kitchen';

export function siteUrl(): string {
  return (process.env.SITE_URL ?? process.env.NEXT_PUBLIC_SITE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
}
