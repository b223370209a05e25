// Contact support over WhatsApp (profile screen, "Get instant help via WhatsApp"). The store's number
// is configuration key 'support.whatsapp'; the message tells support who is asking, so they need not ask.

export type SupportUser = { firstName?: string | null; phoneNumber?: string | null };

export const SUPPORT_HELP_LINE = 'I need help with my order.';

export function supportMessage(user?: SupportUser | null): string {
  const name = user?.firstName?.trim();
  const phone = user?.phoneNumber?.trim();
  if (name && phone) return `Hi, I am ${name} (${phone}). ${SUPPORT_HELP_LINE}`;
  if (name) return `Hi, I am ${name}. ${SUPPORT_HELP_LINE}`;
  if (phone) return `Hi, my number is ${phone}. ${SUPPORT_HELP_LINE}`;
  return `Hi, ${SUPPORT_HELP_LINE}`;
}

/**
 * https://wa.me/<digits>?text=<message>. wa.me wants the number in international form with digits
 * only (no '+', spaces or dashes). Throws when the configured number cannot be a phone number, so a
 * misconfiguration shows up rather than a link to nowhere.
 */
export function whatsappSupportUrl(storeNumberE164: string, user?: SupportUser | null): string {
  const digits = storeNumberE164.replace(/\D/g, '');
  if (digits.length < 8 || digits.length > 15) {
    throw new RangeError(`support.whatsapp is not an international phone number: '${storeNumberE164}'`);
  }
  return `https://wa.me/${digits}?text=${encodeURIComponent(supportMessage(user))}`;
}
