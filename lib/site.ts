// Facts about the site that pages and metadata share.
export const APP_VERSION = 'V4.0.0';
export const STORE_NAME = 'Good Dog Kitchen';
/** The store's message, as the menu's hero says it (the spec names no tagline; this is the site description's). */
export const STORE_TAGLINE = 'Fresh cooked meals for every dog';
export const STORE_TAGLINE_DETAIL = 'Meals delivered in Bengaluru, treats across India.';
/** The registered address the legal pages and the seeded store row quote. */
export const STORE_ADDRESS = '12, 4th Cross, Indiranagar, Bengaluru, Karnataka 560038';
/**
 * The support line (WhatsApp, the invoice's phone) until configuration `support.whatsapp` says
 * otherwise. Never anyone's login number: the configuration is public (getConfigurations), and the
 * demo admin's number once stood here.
 */
export const DEFAULT_SUPPORT_PHONE = '+919000000100';
/** Where customers write to, until configuration `contact.email` says otherwise. */
export const DEFAULT_CONTACT_EMAIL = 'hello@gooddogkitchen.in';

export function siteUrl(): string {
  return (process.env.SITE_URL ?? process.env.NEXT_PUBLIC_SITE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
}
