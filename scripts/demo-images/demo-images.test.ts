import { statSync } from 'node:fs';
import { categories, menuItems } from '@/prisma/seed-data';
import { hashName } from './random';
import { recipeFor } from './recipe';
import { menuPicture } from './scene';

// Toppings come in the order they are drawn: what lies on top last.
describe('recipeFor reads the food from the words', () => {
  test.each([
    ['CDM', 'Chicken Rice Community Meal', 'Boiled chicken, rice and carrots', { setting: 'steelBowl', base: 'rice', toppings: ['carrot', 'chicken'] }],
    ['CDM', 'Veg Khichdi Community Meal', 'Rice and moong dal khichdi with vegetables and a little ghee.', { setting: 'steelBowl', base: 'khichdi', toppings: ['dal', 'peas', 'ghee'] }],
    ['PDM', 'Fish & Brown Rice Bowl', 'Deboned fish, brown rice and beans', { setting: 'ceramicBowl', base: 'brownRice', toppings: ['beans', 'fish'] }],
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

describe('recipeFor draws an item\'s own ingredients when it lists them', () => {
  test.each([
    // peas are in the list, not the description; brown rice is the base, never a topping
    ['PDM', 'Chicken & Pumpkin Bowl', 'Lean chicken, pumpkin and brown rice.', ['Chicken', 'Pumpkin', 'Brown rice', 'Peas', 'Sunflower oil'], { setting: 'ceramicBowl', base: 'brownRice', toppings: ['pumpkin', 'peas', 'chicken'] }],
    // "vegetables" in the words would have been peas: the list says carrot and beans
    ['CDM', 'Veg Khichdi Community Meal', 'Rice and moong dal khichdi with vegetables and a little ghee.', ['Rice', 'Moong dal', 'Carrot', 'Beans', 'Ghee'], { base: 'khichdi', toppings: ['dal', 'beans', 'carrot', 'ghee'] }],
    // its curd is a dollop on the rice, not the base
    ['PDM', 'Paneer & Veggie Bowl', 'Fresh paneer with carrots, peas and rice.', ['Rice', 'Paneer', 'Carrot', 'Peas', 'Curd'], { base: 'rice', toppings: ['carrot', 'peas', 'paneer', 'curd'] }],
    // chicken bones flavour the broth; there are no chicken pieces in it
    ['ADON', 'Chicken Bone Broth', 'Slow-simmered broth to pour over any meal.', ['Chicken bones', 'Water', 'Carrot', 'Turmeric'], { setting: 'dish', base: 'broth', toppings: ['carrot'] }],
    ['ADON', 'Fresh Curd', 'Plain set curd, good for digestion.', ['Milk', 'Curd culture'], { setting: 'claypot', base: 'curd', toppings: [] }],
    ['TREATS', 'Sweet Potato Chews', 'Dehydrated sweet potato slices.', ['Sweet potato'], { setting: 'board', treat: 'chews', toppings: [] }],
  ])('%s %s', (category, name, description, ingredients, expected) => {
    expect(recipeFor(category, name, description, hashName(name), ingredients)).toMatchObject(expected);
  });

  test('every demo item with a list gets exactly the food it lists (no fill-in by its name)', () => {
    for (const item of menuItems.filter((i) => i.category !== 'TREATS')) {
      const a = recipeFor(item.category, item.name, item.description, 1, item.ingredients);
      const b = recipeFor(item.category, item.name, item.description, 2, item.ingredients);
      expect(b).toEqual(a);
    }
  });
});

describe('the demo pictures', () => {
  const pictures = menuItems.map((i) => menuPicture(i.category, i.name, i.description, i.ingredients));

  test('differ from item to item and are the same on every run', () => {
    expect(new Set(pictures).size).toBe(menuItems.length);
    expect(menuItems.map((i) => menuPicture(i.category, i.name, i.description, i.ingredients))).toEqual(pictures);
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
