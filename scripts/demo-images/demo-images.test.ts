import { statSync } from 'node:fs';
import { categories, menuItems } from '@/prisma/seed-data';
import { hashName } from './random';
import { recipeFor } from './recipe';
import { menuPicture } from './scene';

describe('recipeFor reads the food from the words', () => {
  test.each([
    ['CDM', 'Chicken Rice Community Meal', 'Boiled chicken, rice and carrots', { setting: 'steelBowl', base: 'rice', toppings: ['chicken', 'carrot'] }],
    ['CDM', 'Veg Khichdi Community Meal', 'Rice and moong dal khichdi with vegetables and a little ghee.', { setting: 'steelBowl', base: 'khichdi', toppings: ['peas', 'dal', 'ghee'] }],
    ['PDM', 'Fish & Brown Rice Bowl', 'Deboned fish, brown rice and beans', { setting: 'ceramicBowl', base: 'brownRice', toppings: ['fish', 'beans'] }],
    ['TREATS', 'Chicken Jerky', 'Slow-dried chicken breast strips', { setting: 'board', treat: 'jerky' }],
    ['TREATS', 'Peanut Butter Biscuits', 'Oven-baked biscuits', { setting: 'board', treat: 'biscuits' }],
    ['TREATS', 'Pumpkin Pupcakes', 'Soft pumpkin cupcakes', { setting: 'board', treat: 'pupcakes' }],
    ['ADON', 'Chicken Bone Broth', 'Slow-simmered broth', { setting: 'dish', base: 'broth', treat: null }],
    ['ADON', 'Boiled Eggs', 'Farm eggs, boiled and peeled.', { setting: 'dish', base: null, toppings: ['egg'] }],
    ['ADON', 'Fish Oil Drizzle', 'Cold-pressed fish oil', { setting: 'bottle', base: null, toppings: [] }],
  ])('%s %s', (category, name, description, expected) => {
    expect(recipeFor(category, name, description, hashName(name))).toMatchObject(expected);
  });
});

describe('the demo pictures', () => {
  const pictures = menuItems.map((i) => menuPicture(i.category, i.name, i.description));

  test('differ from item to item and are the same on every run', () => {
    expect(new Set(pictures).size).toBe(menuItems.length);
    expect(menuItems.map((i) => menuPicture(i.category, i.name, i.description))).toEqual(pictures);
  });

  test('carry no text (the name is on the card and in the alt text)', () => {
    for (const svg of pictures) expect(svg).not.toMatch(/<text/);
  });

  test('an item the words say nothing about still gets food, varied by its name', () => {
    const a = menuPicture('PDM', 'Sunday Special', null);
    const b = menuPicture('PDM', 'Monday Special', null);
    expect(a).not.toBe(b);
    expect(a).toMatch(/<circle/);
  });

  test('the committed files the seed uses are small WebP files', () => {
    const files = [...menuItems.map((i) => `public/images/menu/${i.picture}.webp`), ...categories.map((c) => `public/images/categories/${c.categoryEnum.toLowerCase()}.webp`), 'public/images/hero/hero-desktop.webp', 'public/images/hero/hero-mobile.webp'];
    for (const file of files) expect(statSync(file).size).toBeLessThan(30_000);
  });
});
