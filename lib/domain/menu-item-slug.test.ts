import { isSlug, menuItemPageOf, slugForName, slugify, uniqueSlug } from './menu-item-slug';

describe('slugify', () => {
  it.each([
    ['Chicken & Pumpkin Bowl', 'chicken-and-pumpkin-bowl'],
    ['Egg & Rice Community Meal', 'egg-and-rice-community-meal'],
    ['  Peanut Butter Biscuits!! ', 'peanut-butter-biscuits'],
    ['Crème Brûlée Chews', 'creme-brulee-chews'],
    ['Pupcakes (6 pcs)', 'pupcakes-6-pcs'],
    ['!!!', 'item'],
    ['ಮೊಸರು', 'item'],
    ['a'.repeat(100), 'a'.repeat(80)],
  ])('%s → %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
    expect(isSlug(slugify(name))).toBe(true);
  });
});

describe('isSlug', () => {
  it.each([
    ['chicken-jerky', true],
    ['chicken-jerky-2', true],
    ['Chicken-Jerky', false],
    ['-chicken', false],
    ['chicken--jerky', false],
    ['../etc', false],
    ['', false],
  ])('%s: %s', (value, ok) => expect(isSlug(value)).toBe(ok));
});

describe('uniqueSlug', () => {
  it('numbers a slug already taken in the category', () => {
    expect(uniqueSlug('boiled-eggs', new Set())).toBe('boiled-eggs');
    expect(uniqueSlug('boiled-eggs', new Set(['boiled-eggs']))).toBe('boiled-eggs-2');
    expect(uniqueSlug('boiled-eggs', new Set(['boiled-eggs', 'boiled-eggs-2']))).toBe('boiled-eggs-3');
  });
});

describe('slugForName', () => {
  it.each([
    ['a new item follows its name', { name: 'Fish Bowl', currentSlug: null, published: false, taken: new Set<string>() }, 'fish-bowl'],
    ['a new item takes the next free number', { name: 'Fish Bowl', currentSlug: null, published: false, taken: new Set(['fish-bowl']) }, 'fish-bowl-2'],
    ['an unpublished item follows a rename', { name: 'Fish & Rice Bowl', currentSlug: 'fish-bowl', published: false, taken: new Set<string>() }, 'fish-and-rice-bowl'],
    ['a published item keeps its slug when renamed', { name: 'Fish & Rice Bowl', currentSlug: 'fish-bowl', published: true, taken: new Set<string>() }, 'fish-bowl'],
    ['an unchanged name keeps a numbered slug', { name: 'Fish Bowl', currentSlug: 'fish-bowl-2', published: false, taken: new Set(['fish-bowl']) }, 'fish-bowl-2'],
  ])('%s', (_, opts, slug) => expect(slugForName(opts)).toBe(slug));
});

describe('menuItemPageOf', () => {
  test.each([
    ['/menu/PDM/chicken-bowl', { category: 'PDM', slug: 'chicken-bowl' }],
    ['/menu/TREATS/peanut-biscuits/', { category: 'TREATS', slug: 'peanut-biscuits' }],
    ['/menu/XYZ/chicken-bowl', null],
    ['/menu/PDM', null],
    ['/menu/PDM/a/b', null],
    ['/orders/DM261120-K7Q2M', null],
  ])('%s', (path, page) => expect(menuItemPageOf(path)).toEqual(page));
});
