// What goes into a demo picture. An item's ingredient list (the demo data gives every item one)
// says what is in the bowl: the chicken & pumpkin bowl shows chicken pieces, pumpkin cubes and
// peas on brown rice, nothing else. Without a list, the name and description are read instead. The
// category picks the setting (a steel feeding bowl for community meals, a ceramic bowl for pet
// meals, a board for treats, a small dish for add-ons) and a hash of the name varies the rest.

export type Base = 'rice' | 'brownRice' | 'khichdi' | 'mash' | 'broth' | 'curd' | 'kibble';
export type Topping =
  | 'chicken' | 'egg' | 'pumpkin' | 'carrot' | 'mutton' | 'sweetPotato' | 'spinach'
  | 'fish' | 'beans' | 'paneer' | 'peas' | 'dal' | 'ghee' | 'curd';
export type Treat = 'jerky' | 'bones' | 'chews' | 'pupcakes' | 'biscuits';
export type Setting = 'steelBowl' | 'ceramicBowl' | 'board' | 'dish' | 'claypot' | 'bottle';

export type Recipe = { setting: Setting; base: Base | null; toppings: Topping[]; treat: Treat | null };

const TOPPING_WORDS: [RegExp, Topping][] = [
  // chicken bones flavour a broth; they are not pieces of chicken in it
  [/chicken(?! bones?)/, 'chicken'],
  [/\beggs?\b/, 'egg'],
  [/pumpkin/, 'pumpkin'],
  [/carrot/, 'carrot'],
  [/mutton|lamb/, 'mutton'],
  [/sweet potato/, 'sweetPotato'],
  [/spinach|greens/, 'spinach'],
  [/fish|salmon/, 'fish'],
  [/beans/, 'beans'],
  [/paneer/, 'paneer'],
  [/peas|vegetables|veggie/, 'peas'],
  [/dal\b|moong|lentil/, 'dal'],
  [/ghee/, 'ghee'],
  [/curd|yogurt|yoghurt/, 'curd'],
];

/** Drawn one after another, so what lies on top comes last (ghee glistens over everything). */
const LAYER: Topping[] = ['dal', 'spinach', 'beans', 'carrot', 'pumpkin', 'sweetPotato', 'peas', 'mutton', 'chicken', 'fish', 'paneer', 'egg', 'curd', 'ghee'];
const MAX_TOPPINGS = 5;

const SETTINGS: Record<string, Setting> = { CDM: 'steelBowl', PDM: 'ceramicBowl', TREATS: 'board', ADON: 'dish' };

function baseFor(text: string): Base | null {
  if (/broth|soup/.test(text)) return 'broth';
  if (/curd|yogurt|yoghurt/.test(text)) return 'curd';
  if (/khichdi/.test(text)) return 'khichdi';
  if (/brown rice/.test(text)) return 'brownRice';
  if (/rice/.test(text)) return 'rice';
  if (/kibble/.test(text)) return 'kibble';
  return null;
}

function treatFor(text: string): Treat | null {
  if (/jerky|strips/.test(text)) return 'jerky';
  if (/cupcake|pupcake|muffin/.test(text)) return 'pupcakes';
  if (/chew/.test(text)) return 'chews';
  if (/bone/.test(text) && !/broth/.test(text)) return 'bones';
  if (/biscuit|cookie/.test(text)) return 'biscuits';
  return null;
}

function toppingOf(words: string): Topping | null {
  return TOPPING_WORDS.find(([re]) => re.test(words))?.[1] ?? null;
}

/**
 * The recipe for one item. `ingredients` (the item's list, in its order) decides the food when
 * given; `seed` (a hash of the name) fills in what nothing says.
 */
export function recipeFor(category: string, name: string, description: string | null, seed: number, ingredients: readonly string[] = []): Recipe {
  const nameText = name.toLowerCase();
  const listed = ingredients.map((i) => i.toLowerCase());
  const text = `${nameText} ${(description ?? '').toLowerCase()} ${listed.join(' ')}`;
  if (/\boil\b|drizzle/.test(nameText)) return { setting: 'bottle', base: null, toppings: [], treat: null };
  const treat = treatFor(nameText) ?? treatFor(text) ?? (category === 'TREATS' ? (['bones', 'biscuits', 'jerky', 'chews'] as const)[seed % 4] : null);
  if (treat && category === 'TREATS') return { setting: 'board', base: null, toppings: [], treat };

  // The name first (a "Veg Khichdi" is khichdi whatever it is made of), then the first listed
  // ingredient that is a base (the paneer bowl's curd is a dollop on its rice), then the words.
  const base =
    baseFor(nameText) ?? listed.map(baseFor).find((b) => b !== null) ?? baseFor(text) ?? (category === 'ADON' ? null : (['mash', 'rice', 'brownRice'] as const)[seed % 3]);
  const found = listed.length ? listed.map(toppingOf) : TOPPING_WORDS.filter(([re]) => re.test(text)).map(([, t]) => t);
  const toppings = [...new Set(found.filter((t): t is Topping => t !== null && t !== base))];
  const fallback: Topping[] = (['chicken', 'carrot', 'peas', 'pumpkin', 'beans'] as const).filter((_, i) => (seed >> i) & 1);
  const chosen = toppings.length || base === 'broth' || base === 'curd' ? toppings.slice(0, MAX_TOPPINGS) : fallback.slice(0, 3);
  return {
    // set curd is served in a clay pot, as it is set in one
    setting: base === 'curd' && category === 'ADON' ? 'claypot' : (SETTINGS[category] ?? 'ceramicBowl'),
    base,
    toppings: [...chosen].sort((a, b) => LAYER.indexOf(a) - LAYER.indexOf(b)),
    treat: null,
  };
}
