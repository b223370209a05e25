// Draws the demo images the seed refers to (no stock photos can be downloaded here): a bowl
// illustration per menu item, one per category, and the hero banners. Run once; outputs are committed.
import { mkdirSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { categories, menuItems } from '@/prisma/seed-data';

const palette: Record<string, [string, string]> = {
  CDM: ['#f6e7c8', '#c9772b'],
  PDM: ['#e3efe1', '#3f7d4e'],
  TREATS: ['#f9e0e3', '#b4435a'],
  ADON: ['#e2ecf6', '#31628f'],
};

function escape(s: string) {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
}

function bowl(w: number, h: number, bg: string, fg: string, title: string, subtitle = '') {
  const cx = w / 2;
  const cy = h * 0.5;
  const r = Math.min(w, h) * 0.28;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <rect width="${w}" height="${h}" fill="${bg}"/>
  <circle cx="${w * 0.15}" cy="${h * 0.2}" r="${r * 0.35}" fill="${fg}" opacity="0.12"/>
  <circle cx="${w * 0.85}" cy="${h * 0.8}" r="${r * 0.5}" fill="${fg}" opacity="0.10"/>
  <ellipse cx="${cx}" cy="${cy - r * 0.15}" rx="${r * 1.05}" ry="${r * 0.32}" fill="#fff7ea" stroke="${fg}" stroke-width="${r * 0.05}"/>
  <ellipse cx="${cx - r * 0.3}" cy="${cy - r * 0.25}" rx="${r * 0.25}" ry="${r * 0.1}" fill="${fg}" opacity="0.55"/>
  <ellipse cx="${cx + r * 0.3}" cy="${cy - r * 0.2}" rx="${r * 0.2}" ry="${r * 0.09}" fill="#e9a23b" opacity="0.8"/>
  <path d="M ${cx - r * 1.05} ${cy - r * 0.15} Q ${cx} ${cy + r * 1.1} ${cx + r * 1.05} ${cy - r * 0.15} Z" fill="${fg}"/>
  <text x="${cx}" y="${h * 0.86}" font-family="DejaVu Sans, sans-serif" font-size="${Math.round(h * 0.07)}" font-weight="700" fill="${fg}" text-anchor="middle">${escape(title)}</text>
  ${subtitle ? `<text x="${cx}" y="${h * 0.95}" font-family="DejaVu Sans, sans-serif" font-size="${Math.round(h * 0.045)}" fill="${fg}" text-anchor="middle">${escape(subtitle)}</text>` : ''}
</svg>`;
}

async function draw(svg: string, file: string) {
  await sharp(Buffer.from(svg)).webp({ quality: 70 }).toFile(file);
}

async function main() {
  for (const dir of ['public/images/menu', 'public/images/categories', 'public/images/hero']) mkdirSync(dir, { recursive: true });
  for (const item of menuItems) {
    const [bg, fg] = palette[item.category];
    await draw(bowl(480, 360, bg, fg, item.name), `public/images/menu/${item.slug}.webp`);
  }
  for (const c of categories) {
    const [bg, fg] = palette[c.categoryEnum];
    await draw(bowl(480, 360, bg, fg, c.title), `public/images/categories/${c.categoryEnum.toLowerCase()}.webp`);
  }
  await draw(bowl(1200, 600, '#f6e7c8', '#7a4a1d', 'Fresh cooked meals for every dog', 'Bengaluru kitchen · treats across India'), 'public/images/hero/hero-desktop.webp');
  await draw(bowl(600, 800, '#f6e7c8', '#7a4a1d', 'Fresh meals for dogs', 'Bengaluru kitchen'), 'public/images/hero/hero-mobile.webp');
  await sharp(Buffer.from(bowl(1200, 630, '#f6e7c8', '#7a4a1d', 'Good Dog Kitchen', 'Cooked dog meals, treats and add-ons'))).png().toFile('public/images/og.png');
  writeFileSync(
    'public/images/logo.svg',
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><circle cx="32" cy="32" r="30" fill="#7a4a1d"/><path d="M14 30 Q32 56 50 30 Z" fill="#f6e7c8"/><ellipse cx="32" cy="30" rx="18" ry="5" fill="#f6e7c8"/></svg>\n`,
  );
}

main();
