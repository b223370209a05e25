// Draws the demo images the seed refers to (no stock photos can be downloaded here): a picture of
// the food per menu item and per category, and the hero banners. Each picture is built from the
// item's words and a hash of its name (scripts/demo-images), so items differ and a rerun gives the
// same files. No text is drawn: names sit beside the pictures and in their alt texts.
// Run with `npx tsx scripts/draw-demo-images.ts`; the outputs are committed.
import { mkdirSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { categories, menuItems } from '@/prisma/seed-data';
import { heroPicture, menuPicture } from './demo-images/scene';

// WebP at this quality keeps each menu picture far under the 30 kB budget (demo-images.test.ts).
async function draw(svg: string, file: string) {
  await sharp(Buffer.from(svg)).webp({ quality: 72, effort: 6 }).toFile(file);
}

// The hero's bowls are demo items: drawn from their own ingredients, as on their cards.
const demo = (category: string, name: string) => {
  const item = menuItems.find((i) => i.category === category && i.name === name);
  if (!item) throw new Error(`draw-demo-images: no demo item ${name}`);
  return { category, name, description: item.description, ingredients: item.ingredients };
};

const HERO_BOWLS = {
  desktop: [
    { ...demo('PDM', 'Chicken & Pumpkin Bowl'), x: 790, y: 330, r: 175 },
    { ...demo('CDM', 'Veg Khichdi Community Meal'), x: 1065, y: 190, r: 125 },
    { ...demo('TREATS', 'Peanut Butter Biscuits'), x: 1060, y: 480, r: 110 },
    { ...demo('ADON', 'Chicken Bone Broth'), x: 560, y: 90, r: 75 },
  ],
  mobile: [
    { ...demo('PDM', 'Chicken & Pumpkin Bowl'), x: 400, y: 410, r: 150 },
    { ...demo('CDM', 'Veg Khichdi Community Meal'), x: 120, y: 330, r: 105 },
    { ...demo('ADON', 'Chicken Bone Broth'), x: 150, y: 560, r: 80 },
  ],
};

async function main() {
  for (const dir of ['public/images/menu', 'public/images/categories', 'public/images/hero']) mkdirSync(dir, { recursive: true });
  for (const item of menuItems) await draw(menuPicture(item.category, item.name, item.description, item.ingredients), `public/images/menu/${item.picture}.webp`);
  // a category's picture is its first dish's food (varied by the category's own name)
  for (const c of categories) {
    const first = menuItems.find((i) => i.category === c.categoryEnum);
    await draw(menuPicture(c.categoryEnum, c.title, first?.description ?? c.description, first?.ingredients), `public/images/categories/${c.categoryEnum.toLowerCase()}.webp`);
  }
  await draw(heroPicture(1200, 600, HERO_BOWLS.desktop), 'public/images/hero/hero-desktop.webp');
  await draw(heroPicture(600, 800, HERO_BOWLS.mobile), 'public/images/hero/hero-mobile.webp');
  // The link preview is the one picture shown without the page around it, so it carries the name.
  const og = heroPicture(1200, 630, HERO_BOWLS.desktop).replace(
    '</svg>',
    `<rect x="40" y="200" width="470" height="200" rx="24" fill="#7a4a1d" opacity="0.92"/><text x="275" y="290" font-family="DejaVu Sans, sans-serif" font-size="46" font-weight="700" fill="#fff7ea" text-anchor="middle">Good Dog Kitchen</text><text x="275" y="345" font-family="DejaVu Sans, sans-serif" font-size="26" fill="#fff7ea" text-anchor="middle">Cooked dog meals and treats</text></svg>`,
  );
  await sharp(Buffer.from(og)).png({ palette: true }).toFile('public/images/og.png');
  // the logo: a dog's face on the brand's brown, so the header says what the shop is for
  writeFileSync(
    'public/images/logo.svg',
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><circle cx="32" cy="32" r="31" fill="#7a4a1d"/><ellipse cx="15" cy="27" rx="7" ry="14" transform="rotate(20 15 27)" fill="#3f240c"/><ellipse cx="49" cy="27" rx="7" ry="14" transform="rotate(-20 49 27)" fill="#3f240c"/><ellipse cx="32" cy="33" rx="15" ry="17" fill="#f6e7c8"/><ellipse cx="32" cy="42" rx="9" ry="7" fill="#fffaf0"/><circle cx="26" cy="30" r="2.6" fill="#2a1707"/><circle cx="38" cy="30" r="2.6" fill="#2a1707"/><ellipse cx="32" cy="38.5" rx="4" ry="3" fill="#2a1707"/><path d="M28 44 Q32 47 36 44" stroke="#2a1707" stroke-width="1.6" fill="none" stroke-linecap="round"/></svg>\n`,
  );
}

main();
