// Whole demo pictures: a tabletop, then the bowl, board, dish or bottle with the food on it. No
// text anywhere: the item's name is on the card beside the picture, and in its alt text.
import { drawBase, drawTreats, scatterTopping } from './ingredients';
import { hashName, seededRandom, type Random } from './random';
import { recipeFor, type Recipe } from './recipe';

const TABLES: Record<string, string[]> = {
  CDM: ['#eadcc2', '#e3d6bd', '#dfe3d2'],
  PDM: ['#f1e6d8', '#dfe8ec', '#ece2e8'],
  TREATS: ['#f3e6d3', '#f0e0e4', '#e6ecdc'],
  ADON: ['#e4ecf3', '#efe7d9', '#e7efe4'],
};
const CERAMIC = ['#2f6f8f', '#b9483f', '#3f7d4e', '#d98c3a', '#5b5f97', '#e8e1d2'];
const CLOTH = ['#c0504d', '#2f6f8f', '#3f7d4e', '#d98c3a'];

/** A tabletop: plain, with a checked cloth corner, or wooden planks. */
export function table(w: number, h: number, category: string, rnd: Random) {
  const bg = rnd.pick(TABLES[category] ?? TABLES.PDM);
  const kind = rnd.pick(['cloth', 'planks', 'plain'] as const);
  let out = `<rect width="${w}" height="${h}" fill="${bg}"/>`;
  if (kind === 'planks') {
    for (let y = h / 5; y < h; y += h / 5) out += `<path d="M0 ${y.toFixed(0)} H${w}" stroke="#000" stroke-opacity="0.06" stroke-width="3"/>`;
  } else if (kind === 'cloth') {
    const c = rnd.pick(CLOTH);
    const step = Math.round(Math.min(w, h) / 9);
    let checks = '';
    for (let i = 0; i < w; i += step * 2) checks += `<rect x="${i}" y="0" width="${step}" height="${h}"/>`;
    for (let j = 0; j < h; j += step * 2) checks += `<rect x="0" y="${j}" width="${w}" height="${step}"/>`;
    const x0 = rnd.next() < 0.5 ? 0 : w * 0.45;
    out += `<g fill="${c}" opacity="0.14"><svg x="${x0.toFixed(0)}" y="0" width="${(w * 0.55).toFixed(0)}" height="${h}">${checks}</svg></g>`;
  }
  return out;
}

function shadow(cx: number, cy: number, r: number) {
  return `<ellipse cx="${(cx + r * 0.06).toFixed(1)}" cy="${(cy + r * 0.1).toFixed(1)}" rx="${(r * 1.02).toFixed(1)}" ry="${r.toFixed(1)}" fill="#000" opacity="0.13"/>`;
}

/**
 * A bowl seen from above with its food: rim, inner wall, then the base and toppings. A pet bowl
 * lays each topping in its own wedge and leaves one wedge of its base showing, so every
 * ingredient reads; a community meal's steel bowl is mixed through, as it is served.
 */
export function bowl(recipe: Recipe, cx: number, cy: number, r: number, rnd: Random, id: string) {
  const steel = recipe.setting === 'steelBowl';
  const clay = recipe.setting === 'claypot';
  const rim = steel ? '#c5ccd2' : clay ? '#b4582f' : rnd.pick(CERAMIC);
  const inner = r * (recipe.setting === 'dish' ? 0.8 : 0.76);
  let out = shadow(cx, cy, r);
  out += `<defs><radialGradient id="rim${id}" cx="0.4" cy="0.35"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>`;
  out += `<circle cx="${cx}" cy="${cy}" r="${r.toFixed(1)}" fill="${rim}"/><circle cx="${cx}" cy="${cy}" r="${r.toFixed(1)}" fill="url(#rim${id})"/>`;
  out += `<circle cx="${cx}" cy="${cy}" r="${(inner + r * 0.05).toFixed(1)}" fill="${steel ? '#9aa3ab' : clay ? '#8f3f1f' : '#f7f3ea'}"/>`;
  if (recipe.base) out += drawBase(recipe.base, cx, cy, inner, rnd);
  else out += `<circle cx="${cx}" cy="${cy}" r="${inner.toFixed(1)}" fill="#f7f3ea"/>`;
  const n = recipe.toppings.length;
  // (a dish of just one thing, boiled eggs, shows them larger)
  const wedges = recipe.setting === 'ceramicBowl' && recipe.base && n >= 2;
  const start = rnd.between(0, Math.PI * 2);
  // the base keeps one wedge of its own; the others go to the toppings, a little apart
  const span = (Math.PI * 2) / (n + 1);
  recipe.toppings.forEach((t, i) => {
    out += scatterTopping(t, cx, cy, inner, rnd, wedges ? [start + (i + 1) * span + span * 0.06, start + (i + 2) * span - span * 0.06] : undefined, recipe.base ? 1 : 1.45);
  });
  return out;
}

/** A wooden board or a sheet of baking paper with treats on it. */
export function board(recipe: Recipe, cx: number, cy: number, w: number, h: number, rnd: Random) {
  const paper = rnd.next() < 0.4;
  let out = `<rect x="${(cx - w / 2 + 8).toFixed(1)}" y="${(cy - h / 2 + 10).toFixed(1)}" width="${w}" height="${h}" rx="18" fill="#000" opacity="0.12"/>`;
  out += `<rect x="${(cx - w / 2).toFixed(1)}" y="${(cy - h / 2).toFixed(1)}" width="${w}" height="${h}" rx="18" fill="${paper ? '#fbf6ea' : rnd.pick(['#c99a63', '#b9874f', '#d4a872'])}"/>`;
  if (!paper) for (let i = 1; i < 5; i++) out += `<path d="M${(cx - w / 2 + 14).toFixed(1)} ${(cy - h / 2 + (i * h) / 5).toFixed(1)} q${w / 3} ${rnd.between(-8, 8).toFixed(1)} ${w - 28} 0" stroke="#8f6133" stroke-opacity="0.25" fill="none" stroke-width="2"/>`;
  if (recipe.treat) out += drawTreats(recipe.treat, cx, cy, w * 0.8, h * 0.72, rnd);
  return out;
}

/** A bottle of oil with a dropper and a few drops: for drizzles and oils. */
export function bottle(cx: number, cy: number, s: number, rnd: Random) {
  const glass = rnd.pick(['#b8741f', '#a5651a', '#c98a2c']);
  return `<ellipse cx="${cx + s * 0.1}" cy="${cy + s * 1.02}" rx="${s * 0.7}" ry="${s * 0.12}" fill="#000" opacity="0.13"/>
<rect x="${cx - s * 0.45}" y="${cy - s * 0.4}" width="${s * 0.9}" height="${s * 1.4}" rx="${s * 0.18}" fill="${glass}"/>
<rect x="${cx - s * 0.32}" y="${cy - s * 0.1}" width="${s * 0.64}" height="${s * 0.7}" rx="${s * 0.06}" fill="#f7efdc"/>
<path d="M${cx - s * 0.2} ${cy + s * 0.32} q${s * 0.2} ${-s * 0.3} ${s * 0.4} 0 q${-s * 0.2} ${s * 0.2} ${-s * 0.4} 0z M${cx + s * 0.2} ${cy + s * 0.32} l${s * 0.1} ${-s * 0.08} v${s * 0.16}z" fill="#31628f"/>
<rect x="${cx - s * 0.18}" y="${cy - s * 0.62}" width="${s * 0.36}" height="${s * 0.24}" fill="#333"/>
<ellipse cx="${cx}" cy="${cy - s * 0.78}" rx="${s * 0.16}" ry="${s * 0.2}" fill="#222"/>
<rect x="${cx - s * 0.36}" y="${cy - s * 0.35}" width="${s * 0.1}" height="${s * 1.1}" rx="${s * 0.05}" fill="#fff" opacity="0.25"/>
<ellipse cx="${cx + s * 1.05}" cy="${cy + s * 0.8}" rx="${s * 0.5}" ry="${s * 0.2}" fill="#e7b347" opacity="0.75"/>
<path d="M${cx + s * 0.9} ${cy - s * 0.1} q${s * 0.12} ${s * 0.2} 0 ${s * 0.26} q${-s * 0.12} ${-s * 0.06} 0 ${-s * 0.26}z" fill="#e7b347"/>`;
}

/** One menu item's picture, the same every time for the same category and name. */
export function menuPicture(category: string, name: string, description: string | null, ingredients: readonly string[] = [], w = 480, h = 360) {
  const seed = hashName(`${category}:${name}`);
  const rnd = seededRandom(seed);
  const recipe = recipeFor(category, name, description, seed, ingredients);
  const cx = w / 2 + rnd.between(-w * 0.05, w * 0.05);
  const cy = h / 2 + rnd.between(-h * 0.03, h * 0.03);
  let body: string;
  if (recipe.setting === 'bottle') body = bottle(cx - w * 0.08, cy - h * 0.04, h * 0.36, rnd);
  else if (recipe.setting === 'board') body = board(recipe, cx, cy, w * 0.74, h * 0.74, rnd);
  else body = bowl(recipe, cx, cy, h * (recipe.setting === 'dish' && recipe.base ? 0.36 : 0.42), rnd, 'm');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${table(w, h, category, rnd)}${body}</svg>`;
}

type HeroBowl = { category: string; name: string; description?: string; ingredients?: readonly string[]; x: number; y: number; r: number };

/**
 * The hero: bowls from each category on a table, kept to one side (desktop) or the middle band
 * (mobile, where the page shows a short strip of it), leaving room for the headline the page
 * writes over it in HTML.
 */
export function heroPicture(w: number, h: number, bowls: HeroBowl[]) {
  const rnd = seededRandom(hashName(`hero:${w}x${h}`));
  let out = table(w, h, 'CDM', rnd);
  bowls.forEach((b, i) => {
    const seed = hashName(`${b.category}:${b.name}`);
    const recipe = recipeFor(b.category, b.name, b.description ?? null, seed, b.ingredients);
    const r = seededRandom(seed);
    out += recipe.setting === 'board' ? board(recipe, b.x, b.y, b.r * 2, b.r * 1.5, r) : bowl({ ...recipe, setting: recipe.setting === 'bottle' ? 'dish' : recipe.setting }, b.x, b.y, b.r, r, `h${i}`);
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${out}</svg>`;
}
