import { parseFooterLinks, storeFactsFromConfig } from './store-facts';

describe('parseFooterLinks', () => {
  it.each([
    ['Instagram https://instagram.com/gdk', [{ label: 'Instagram', href: 'https://instagram.com/gdk' }]],
    ['Instagram https://a.in\nOur blog http://b.in/x', [{ label: 'Instagram', href: 'https://a.in' }, { label: 'Our blog', href: 'http://b.in/x' }]],
    ['Evil javascript:alert(1)', []],
    ['https://no-label.in', []],
    ['', []],
  ])('%p', (value, links) => expect(parseFooterLinks(value)).toEqual(links));
});

describe('storeFactsFromConfig', () => {
  it('reads the keys, formats the phone and checks the licence number', () => {
    expect(
      storeFactsFromConfig({ 'kitchen.address': '1 MG Road', 'fssai.licenceNumber': '1122 4999 0001 23', 'support.whatsapp': '+919000000100', 'contact.email': 'a@b.in' }, 'fallback'),
    ).toEqual({ kitchenAddress: '1 MG Road', fssaiLicence: '11224999000123', phone: '+919000000100', phoneLabel: '+91 90000 00100', email: 'a@b.in', links: [] });
  });
  it('leaves out what is missing or malformed', () => {
    expect(storeFactsFromConfig({ 'fssai.licenceNumber': '123' }, 'Registered address')).toMatchObject({ kitchenAddress: 'Registered address', fssaiLicence: null, phone: null, email: null });
  });
});
