import { menuMetadata, pageMetadata } from './page-metadata';

describe('menuMetadata: every view of the menu has its own title (with the store name), description and canonical URL', () => {
  it.each([
    ['ALL', 'Menu | Good Dog Kitchen', '/'],
    ['CDM', 'Community Dog Meals | Good Dog Kitchen', '/?category=CDM'],
    ['PDM', 'Pet Dog Meals | Good Dog Kitchen', '/?category=PDM'],
    ['TREATS', 'Treats | Good Dog Kitchen', '/?category=TREATS'],
    ['ADON', 'Add ons | Good Dog Kitchen', '/?category=ADON'],
  ] as const)('%s: %s at %s', (category, title, canonical) => {
    const meta = menuMetadata(category);
    // absolute: the layout's template does not reach the menu, which is in the layout's own segment
    expect(meta.title).toEqual({ absolute: title });
    expect(meta.alternates?.canonical).toBe(canonical);
    expect(meta.openGraph).toMatchObject({ title, url: canonical, siteName: 'Good Dog Kitchen' });
    expect(meta.twitter).toMatchObject({ title });
    expect(String(meta.description).length).toBeGreaterThan(30);
  });

  it('no two views share a description', () => {
    const descriptions = (['ALL', 'CDM', 'PDM', 'TREATS', 'ADON'] as const).map((c) => menuMetadata(c).description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });
});

test('pageMetadata spells the store name out in the title', () => {
  expect(pageMetadata({ title: 'Privacy policy', description: 'd', path: '/privacy-policy' }).title).toEqual({ absolute: 'Privacy policy | Good Dog Kitchen' });
});
