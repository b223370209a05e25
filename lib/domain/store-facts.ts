// What the footer and the About page say about the kitchen, read from configuration:
// `kitchen.address`, `fssai.licenceNumber`, `support.whatsapp`, `contact.email` and `footer.links`
// (one link a line, "Label https://…"). A missing key leaves its line out (the address falls back
// to the registered one).
import { formatPhone } from './phone';

export type FooterLink = { label: string; href: string };

export type StoreFacts = {
  kitchenAddress: string;
  /** the 14-digit FSSAI licence number, or null when not configured */
  fssaiLicence: string | null;
  phone: string | null;
  /** the phone as people read it: '+91 90000 00100' */
  phoneLabel: string | null;
  email: string | null;
  links: FooterLink[];
};

/** 'Instagram https://…' per line; lines that are not a label and an http(s) address are dropped. */
export function parseFooterLinks(value: string | undefined): FooterLink[] {
  return (value ?? '')
    .split(/\r?\n|\\n/)
    .map((line) => /^\s*(.+?)\s+(https?:\/\/\S+)\s*$/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ label: m[1], href: m[2] }))
    .slice(0, 8);
}

export function storeFactsFromConfig(config: Record<string, string>, fallbackAddress: string): StoreFacts {
  const fssai = (config['fssai.licenceNumber'] ?? '').replace(/\s/g, '');
  const phone = config['support.whatsapp']?.trim() || null;
  return {
    kitchenAddress: config['kitchen.address']?.trim() || fallbackAddress,
    fssaiLicence: /^\d{14}$/.test(fssai) ? fssai : null,
    phone,
    phoneLabel: phone ? formatPhone(phone) : null,
    email: config['contact.email']?.trim() || null,
    links: parseFooterLinks(config['footer.links']),
  };
}
