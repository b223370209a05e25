// What goes into a demo picture, read from the item's name and description: a rice bowl shows
// rice grains, a chicken meal chicken pieces, biscuits are bone-shaped biscuits on a board. The
// category picks the setting (a steel feeding bowl for community meals, a ceramic bowl for pet
// meals, a board for treats, a small dish for add-ons) and a hash of the name varies the rest.

export type Base = 'rice' | 'brownRice' | 'khichdi' | 'mash' | 'broth' | 'curd' | 'kibble';
export type Topping =
  | 'chicken' | 'egg' | 'pumpkin' | 'carrot' | 'mutton' | 'sweetPotato' | 'spinach'
  | 'fish' | 'beans' | 'paneer' | 'peas' | 'dal' | 'ghee';
export type Treat = 'jerky' | 'bones' | 'chews' | 'pupcakes' | 'biscuits';
export type Setting = 'steelBowl' | 'ceramicBowl' | 'board' | 'dish' | 'bottle';

export type Recipe = { setting: Setting; base: Base | null; toppings: Topping[]; treat: Treat | null };

const TOPPING_WORDS: [RegExp, Topping][] = [
  [/chicken/, 'chicken'],
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
];

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

/** The recipe for one item. `seed` (a hash of the name) fills in what the words leave open. */
export function recipeFor(category: string, name: string, description: string | null, seed: number): Recipe {
  const text = `${name} ${description ?? ''}`.toLowerCase();
  const nameText = name.toLowerCase();
  if (/\boil\b|drizzle/.test(nameText)) return { setting: 'bottle', base: null, toppings: [], treat: null };
  const treat = treatFor(nameText) ?? treatFor(text) ?? (category === 'TREATS' ? (['bones', 'biscuits', 'jerky', 'chews'] as const)[seed % 4] : null);
  const toppings = TOPPING_WORDS.filter(([re]) => re.test(text)).map(([, t]) => t);
  if (treat && category === 'TREATS') return { setting: 'board', base: null, toppings: toppings.filter((t) => t === 'pumpkin' || t === 'sweetPotato'), treat };
  // An add-on of eggs is eggs on a dish, not eggs on rice.
  const base = baseFor(text) ?? (category === 'ADON' ? null : (['mash', 'rice', 'brownRice'] as const)[seed % 3]);
  const fallback: Topping[] = (['chicken', 'carrot', 'peas', 'pumpkin', 'beans'] as const).filter((_, i) => (seed >> i) & 1);
  return {
    setting: SETTINGS[category] ?? 'ceramicBowl',
    base,
    toppings: toppings.length || base === 'broth' || base === 'curd' ? toppings.slice(0, 4) : fallback.slice(0, 3),
    treat: category === 'TREATS' ? treat : null,
  };
}
