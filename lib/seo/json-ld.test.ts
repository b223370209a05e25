import { menuItemProductJsonLd, menuItemsJsonLd, organizationJsonLd, paiseToPriceString, postalAddress, serializeJsonLd } from './json-ld';
import { store } from '@/prisma/seed-data';

const BASE = 'https://gooddog.example';

describe('paiseToPriceString', () => {
  it.each([
    [6000, '60.00'],
    [12345, '123.45'],
    [5, '0.05'],
    [0, '0.00'],
    [100_000_01, '100000.01'],
  ])('%i paise -> %s', (paise, expected) => {
    expect(paiseToPriceString(paise)).toBe(expected);
  });

  it.each([[-1], [1.5], [Number.NaN]])('refuses %p', (bad) => {
    expect(() => paiseToPriceString(bad)).toThrow(RangeError);
  });
});

describe('postalAddress', () => {
  it.each([
    [
      '12, 4th Cross, Indiranagar, Bengaluru, Karnataka 560038',
      { streetAddress: '12, 4th Cross, Indiranagar', postalCode: '560038' },
    ],
    ['5 MG Road, Bangalore, 560001', { streetAddress: '5 MG Road', postalCode: '560001' }],
    ['Koramangala', { streetAddress: 'Koramangala', postalCode: undefined }],
  ])('%s', (line, expected) => {
    const address = postalAddress(line);
    expect(address).toMatchObject({ '@type': 'PostalAddress', addressLocality: 'Bengaluru', addressRegion: 'Karnataka', addressCountry: 'IN', streetAddress: expected.streetAddress });
    expect(address.postalCode).toBe(expected.postalCode);
  });
});

describe('organizationJsonLd', () => {
  it('describes the store as a local business in Bengaluru', () => {
    const data = organizationJsonLd(store, `${BASE}/`);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': ['LocalBusiness', 'Organization'],
      name: 'Good Dog Kitchen',
      url: `${BASE}/`,
      logo: `${BASE}/images/logo.svg`,
      telephone: '+919000000100',
      email: 'hello@gooddogkitchen.in',
      address: { addressLocality: 'Bengaluru', postalCode: '560038' },
      areaServed: [
        { '@type': 'City', name: 'Bengaluru' },
        { '@type': 'Country', name: 'India' },
      ],
    });
  });

  it('leaves out what the store row lacks', () => {
    const data = organizationJsonLd({ name: 'X', contactNumber: '+919000000009', email: null, address: null, image: null }, BASE);
    expect(data).not.toHaveProperty('email');
    expect(data).not.toHaveProperty('address');
    expect(data.logo).toBe(`${BASE}/images/logo.svg`);
  });
});

describe('menuItemsJsonLd', () => {
  const items = [
    { id: 'a1', name: 'Chicken Rice Community Meal', description: 'Boiled chicken.', image: '/images/menu/a.webp', displayPrice: 6000, category: { categoryEnum: 'CDM', title: 'Community Dog Meals' } },
    { id: 'b2', name: 'Sold out bowl', description: null, image: null, displayPrice: null, category: { categoryEnum: 'PDM' } },
    { id: 'c3', name: 'Chicken Jerky', description: null, image: null, displayPrice: 25050, category: { categoryEnum: 'TREATS' } },
  ];

  it('lists priced items as Products with an INR offer in rupees', () => {
    const data = menuItemsJsonLd(items, BASE);
    expect(data['@type']).toBe('ItemList');
    expect(data.numberOfItems).toBe(2);
    const list = data.itemListElement as { position: number; item: Record<string, unknown> }[];
    expect(list.map((e) => e.position)).toEqual([1, 2]);
    expect(list[0].item).toEqual({
      '@type': 'Product',
      '@id': `${BASE}/?category=CDM#a1`,
      name: 'Chicken Rice Community Meal',
      description: 'Boiled chicken.',
      image: `${BASE}/images/menu/a.webp`,
      category: 'Community Dog Meals',
      url: `${BASE}/?category=CDM`,
      offers: { '@type': 'Offer', price: '60.00', priceCurrency: 'INR', availability: 'https://schema.org/InStock', url: `${BASE}/?category=CDM` },
    });
    expect((list[1].item.offers as { price: string }).price).toBe('250.50');
    expect(list[1].item).not.toHaveProperty('description');
  });

  it('links an item with a slug to its own page', () => {
    const data = menuItemsJsonLd([{ ...items[0], slug: 'chicken-rice-community-meal' }], BASE);
    const [first] = data.itemListElement as { item: { url: string } }[];
    expect(first.item.url).toBe(`${BASE}/menu/CDM/chicken-rice-community-meal`);
  });

  it('gives an empty list for no items', () => {
    expect(menuItemsJsonLd([], BASE)).toMatchObject({ numberOfItems: 0, itemListElement: [] });
  });
});

describe('serializeJsonLd', () => {
  it('escapes < so a value cannot close the script element', () => {
    const json = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});

describe('menuItemProductJsonLd', () => {
  it('is a Product with one INR offer per size, sold by the store', () => {
    const data = menuItemProductJsonLd(
      {
        id: 'p1',
        slug: 'chicken-and-pumpkin-bowl',
        name: 'Chicken & Pumpkin Bowl',
        description: 'Lean chicken.',
        image: '/images/menu/chicken-pumpkin-bowl.webp',
        displayPrice: 14000,
        category: { categoryEnum: 'PDM', title: 'Pet Dog Meals' },
        ingredients: ['Chicken', 'Pumpkin'],
        variants: [
          { id: 'v1', price: 14000, label: '250 g' },
          { id: 'v2', price: 26000, label: '500 g' },
        ],
      },
      BASE,
    );
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Chicken & Pumpkin Bowl',
      url: `${BASE}/menu/PDM/chicken-and-pumpkin-bowl`,
      image: `${BASE}/images/menu/chicken-pumpkin-bowl.webp`,
      brand: { name: 'Good Dog Kitchen' },
    });
    expect(data.offers).toEqual([
      expect.objectContaining({ '@type': 'Offer', name: '250 g', price: '140.00', priceCurrency: 'INR', seller: { '@id': `${BASE}/#store` } }),
      expect.objectContaining({ name: '500 g', price: '260.00' }),
    ]);
  });
});
