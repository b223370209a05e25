// Demo data loaded by `npm run db:seed` (and by `npm run dev` on an empty database).
// Prices are paise. Images are drawn by scripts/draw-demo-images.ts and committed under public/.
import { DEFAULT_CONTACT_EMAIL, DEFAULT_SUPPORT_PHONE, STORE_ADDRESS, STORE_NAME } from '@/lib/site';
import type { CategoryEnum, UnitType, FoodType } from '@/lib/generated/prisma/enums';
import type { Nutrition, PortionRow } from '@/lib/domain/menu-item-details';

export const ADMIN_PHONE = '+919000000001';
export const DEMO_CUSTOMER_PHONE = '+919000000002';
/** a demo rider (role 3): logs in like everyone and lands on /rider */
export const DEMO_RIDER_PHONE = '+919000000003';

export const categories: { categoryEnum: CategoryEnum; title: string; description: string; sortOrder: number }[] = [
  { categoryEnum: 'CDM', title: 'Community Dog Meals', description: 'Wholesome cooked meals for the community dogs you feed, delivered fresh in Bengaluru.', sortOrder: 1 },
  { categoryEnum: 'PDM', title: 'Pet Dog Meals', description: 'Balanced home-style bowls for your own dog. Usually dispatched in 2 days.', sortOrder: 2 },
  { categoryEnum: 'TREATS', title: 'Treats', description: 'Baked and dried treats, delivered across India in 7-10 days.', sortOrder: 3 },
  { categoryEnum: 'ADON', title: 'Add ons', description: 'Broths, eggs and toppers to add to any meal. Usually dispatched in 2 days.', sortOrder: 4 },
];

type SeedItem = {
  category: CategoryEnum;
  name: string;
  /** its drawn picture: public/images/menu/<picture>.webp (its page's slug is made from the name) */
  picture: string;
  description: string;
  unitType: UnitType;
  foodType: FoodType;
  variants: { unit: number; price: number }[];
};

type SeedDetails = { ingredients: string[]; nutrition: Nutrition; portionGuide: PortionRow[] };

const n = (energyKcal: number, proteinG: number, fatG: number, fibreG: number, moistureG: number): Nutrition => ({ energyKcal, proteinG, fatG, fibreG, moistureG });
/** rows for dogs of 5, 10, 15, 20 and 30 kg */
const portions = (...perDay: number[]): PortionRow[] => [5, 10, 15, 20, 30].slice(0, perDay.length).map((dogWeightKg, i) => ({ dogWeightKg, perDay: perDay[i] }));
/** a cooked meal as the whole diet: about 4 % of body weight for a small dog, 2.5 % for a large one */
const MEAL_PORTIONS = portions(200, 350, 480, 600, 800);
/** a topper or treat: by how many 5 / 10 / 15 / 20 / 30 kg dogs usually get */
const DETAILS: Record<string, SeedDetails> = {
  'chicken-rice-community': { ingredients: ['Chicken', 'Rice', 'Carrot'], nutrition: n(135, 10.5, 4, 1, 70), portionGuide: MEAL_PORTIONS },
  'egg-rice-community': { ingredients: ['Rice', 'Egg', 'Pumpkin'], nutrition: n(125, 7.5, 4.5, 1, 72), portionGuide: MEAL_PORTIONS },
  'veg-khichdi-community': { ingredients: ['Rice', 'Moong dal', 'Carrot', 'Beans', 'Ghee'], nutrition: n(120, 5.5, 3, 2, 72), portionGuide: MEAL_PORTIONS },
  'chicken-pumpkin-bowl': { ingredients: ['Chicken', 'Pumpkin', 'Brown rice', 'Peas', 'Sunflower oil'], nutrition: n(140, 11, 4.5, 1.5, 70), portionGuide: MEAL_PORTIONS },
  'mutton-sweet-potato-bowl': { ingredients: ['Mutton', 'Sweet potato', 'Spinach', 'Rice'], nutrition: n(165, 12, 8, 1.5, 66), portionGuide: portions(180, 320, 440, 550, 720) },
  'fish-brown-rice-bowl': { ingredients: ['Fish (deboned)', 'Brown rice', 'Beans', 'Carrot'], nutrition: n(130, 11.5, 3.5, 1.5, 71), portionGuide: MEAL_PORTIONS },
  'paneer-veggie-bowl': { ingredients: ['Rice', 'Paneer', 'Carrot', 'Peas', 'Curd'], nutrition: n(145, 8, 6, 1.5, 68), portionGuide: MEAL_PORTIONS },
  'chicken-jerky': { ingredients: ['Chicken breast'], nutrition: n(330, 65, 6, 0.5, 15), portionGuide: portions(5, 10, 15, 20, 30) },
  'peanut-butter-biscuits': { ingredients: ['Whole wheat flour', 'Oats', 'Peanut butter (unsalted)', 'Egg'], nutrition: n(380, 12, 15, 4, 8), portionGuide: portions(1, 2, 2, 3, 4) },
  'sweet-potato-chews': { ingredients: ['Sweet potato'], nutrition: n(330, 4, 0.5, 9, 14), portionGuide: portions(10, 20, 25, 30, 40) },
  'pumpkin-pupcakes': { ingredients: ['Pumpkin', 'Whole wheat flour', 'Egg', 'Curd'], nutrition: n(250, 6, 9, 2, 30), portionGuide: portions(1, 1, 1, 1, 2) },
  'chicken-bone-broth': { ingredients: ['Chicken bones', 'Water', 'Carrot', 'Turmeric'], nutrition: n(15, 2.5, 0.5, 0, 96), portionGuide: portions(30, 60, 90, 120, 180) },
  'boiled-eggs': { ingredients: ['Egg'], nutrition: n(155, 12.5, 10.5, 0, 75), portionGuide: portions(1, 1, 1, 1, 2) },
  'fresh-curd': { ingredients: ['Milk', 'Curd culture'], nutrition: n(60, 3, 4, 0, 88), portionGuide: portions(20, 40, 50, 60, 80) },
  'fish-oil-drizzle': { ingredients: ['Fish oil', 'Vitamin E'], nutrition: n(900, 0, 100, 0, 0), portionGuide: portions(1, 2, 3, 4, 5) },
};

const baseItems: SeedItem[] = [
  { category: 'CDM', name: 'Chicken Rice Community Meal', picture: 'chicken-rice-community', description: 'Boiled chicken, rice and carrots, cooked without salt or spices.', unitType: 'GRAMS', foodType: 'nonveg', variants: [{ unit: 500, price: 6000 }, { unit: 1000, price: 11000 }, { unit: 5000, price: 52000 }] },
  { category: 'CDM', name: 'Egg & Rice Community Meal', picture: 'egg-rice-community', description: 'Rice with boiled eggs and pumpkin, an easy-to-digest daily feed.', unitType: 'GRAMS', foodType: 'nonveg', variants: [{ unit: 500, price: 5000 }, { unit: 1000, price: 9000 }] },
  { category: 'CDM', name: 'Veg Khichdi Community Meal', picture: 'veg-khichdi-community', description: 'Rice and moong dal khichdi with vegetables and a little ghee.', unitType: 'GRAMS', foodType: 'veg', variants: [{ unit: 500, price: 4000 }, { unit: 1000, price: 7500 }] },
  { category: 'PDM', name: 'Chicken & Pumpkin Bowl', picture: 'chicken-pumpkin-bowl', description: 'Lean chicken, pumpkin and brown rice, portioned for a medium dog.', unitType: 'GRAMS', foodType: 'nonveg', variants: [{ unit: 250, price: 14000 }, { unit: 500, price: 26000 }] },
  { category: 'PDM', name: 'Mutton & Sweet Potato Bowl', picture: 'mutton-sweet-potato-bowl', description: 'Slow-cooked mutton with sweet potato and spinach.', unitType: 'GRAMS', foodType: 'nonveg', variants: [{ unit: 250, price: 18000 }, { unit: 500, price: 34000 }] },
  { category: 'PDM', name: 'Fish & Brown Rice Bowl', picture: 'fish-brown-rice-bowl', description: 'Deboned fish, brown rice and beans, rich in omega-3.', unitType: 'GRAMS', foodType: 'nonveg', variants: [{ unit: 250, price: 16000 }, { unit: 500, price: 30000 }] },
  { category: 'PDM', name: 'Paneer & Veggie Bowl', picture: 'paneer-veggie-bowl', description: 'Fresh paneer with carrots, peas and rice for vegetarian homes.', unitType: 'GRAMS', foodType: 'veg', variants: [{ unit: 250, price: 13000 }, { unit: 500, price: 24000 }] },
  { category: 'TREATS', name: 'Chicken Jerky', picture: 'chicken-jerky', description: 'Slow-dried chicken breast strips, single ingredient.', unitType: 'GRAMS', foodType: 'nonveg', variants: [{ unit: 100, price: 25000 }, { unit: 200, price: 45000 }] },
  { category: 'TREATS', name: 'Peanut Butter Biscuits', picture: 'peanut-butter-biscuits', description: 'Oven-baked biscuits with unsalted peanut butter and oats.', unitType: 'PIECES', foodType: 'veg', variants: [{ unit: 10, price: 18000 }, { unit: 20, price: 32000 }] },
  { category: 'TREATS', name: 'Sweet Potato Chews', picture: 'sweet-potato-chews', description: 'Dehydrated sweet potato slices for long, happy chewing.', unitType: 'GRAMS', foodType: 'veg', variants: [{ unit: 100, price: 20000 }, { unit: 250, price: 45000 }] },
  { category: 'TREATS', name: 'Pumpkin Pupcakes', picture: 'pumpkin-pupcakes', description: 'Soft pumpkin cupcakes with a curd frosting.', unitType: 'PIECES', foodType: 'veg', variants: [{ unit: 6, price: 30000 }] },
  { category: 'ADON', name: 'Chicken Bone Broth', picture: 'chicken-bone-broth', description: 'Slow-simmered broth to pour over any meal.', unitType: 'ML', foodType: 'nonveg', variants: [{ unit: 250, price: 9000 }, { unit: 500, price: 16000 }] },
  { category: 'ADON', name: 'Boiled Eggs', picture: 'boiled-eggs', description: 'Farm eggs, boiled and peeled.', unitType: 'PIECES', foodType: 'nonveg', variants: [{ unit: 2, price: 3000 }, { unit: 6, price: 8000 }] },
  { category: 'ADON', name: 'Fresh Curd', picture: 'fresh-curd', description: 'Plain set curd, good for digestion.', unitType: 'GRAMS', foodType: 'veg', variants: [{ unit: 200, price: 4000 }] },
  { category: 'ADON', name: 'Fish Oil Drizzle', picture: 'fish-oil-drizzle', description: 'Cold-pressed fish oil for a shiny coat.', unitType: 'ML', foodType: 'nonveg', variants: [{ unit: 100, price: 15000 }] },
];

/** Every demo item with the details its page shows (ingredients, nutrition, portion guide). */
export const menuItems: (SeedItem & SeedDetails)[] = baseItems.map((item) => {
  const details = DETAILS[item.picture];
  if (!details) throw new Error(`seed-data: no details for ${item.name}`);
  return { ...item, ...details };
});

/** Real Bengaluru PIN codes served by the kitchen. */
export const BENGALURU_PINCODES = [
  '560001', '560002', '560003', '560004', '560005', '560008', '560010', '560011', '560016', '560017',
  '560018', '560020', '560024', '560025', '560027', '560029', '560034', '560037', '560038', '560041',
  '560043', '560047', '560048', '560066', '560068', '560070', '560071', '560076', '560078', '560085',
  '560095', '560100', '560102', '560103',
];

export const configurations: Record<string, string> = {
  deliveryCharge: '50',
  cgst: '25',
  sgst: '25',
  'payment.upi.id': 'dogmeals@okaxis',
  'vpa.name': 'Good Dog Kitchen',
  pincodes: BENGALURU_PINCODES.join(','),
  'subscription.months': '1',
  // hours an order may stay unpaid before it expires (reminder at half-time)
  'payment.expiry.hours': '24',
  'contact.email': DEFAULT_CONTACT_EMAIL,
  // the grievance officer the privacy page names (DPDP Act 2023); grievance.phone may be added
  'grievance.name': 'Meera Iyer',
  'grievance.email': 'grievance@gooddogkitchen.in',
  // a support line of its own: the configuration is public, a login number must not be in it
  'support.whatsapp': DEFAULT_SUPPORT_PHONE,
  'bank.accountName': 'Good Dog Kitchen',
  'bank.accountNumber': '50200012345678',
  'bank.ifsc': 'HDFC0000123',
  'bank.name': 'HDFC Bank, Indiranagar',
  // tax documents (lib/domain/tax-settings.ts): the seller's state, the two series' prefixes, and
  // the B2CL threshold in rupees
  'seller.stateCode': '29',
  'invoice.prefix': 'GDK',
  'creditNote.prefix': 'CN',
  'gst.b2clThreshold': '100000',
};

/**
 * The demo seller printed on invoices: set only by the demo seed, never as a default (an owner
 * sets their own before going live, README). The GSTIN is made up, with a valid check character.
 */
export const demoSeller: Record<string, string> = {
  'seller.legalName': 'Good Dog Kitchen Private Limited',
  'seller.gstin': '29AAGCG4321K1ZH',
  'seller.address': STORE_ADDRESS,
};

/**
 * What the footer and the About page tell about the kitchen: set by the demo seed only,
 * like the seller, because a made-up licence number must never become a real shop's default.
 * `footer.links` is one link a line, "Label https://…".
 */
export const demoTrust: Record<string, string> = {
  'kitchen.address': STORE_ADDRESS,
  'fssai.licenceNumber': '11224999000123',
  'footer.links': 'Instagram https://www.instagram.com/gooddogkitchen\nWhatsApp channel https://whatsapp.com/channel/gooddogkitchen',
  // where the demo riders' routes start (Indiranagar) and a courier for parcels beyond them
  'kitchen.location': '12.9784, 77.6408',
  couriers: JSON.stringify([{ name: 'Delhivery', trackingUrl: 'https://www.delhivery.com/track/package/{awb}' }]),
};

export const messages: Record<string, string> = {
  paymentMessage:
    'Please pay using any UPI app (Google Pay, PhonePe, Paytm) or by bank transfer, then attach a screenshot of the payment so we can confirm your order.',
};

export const store = {
  name: STORE_NAME,
  contactNumber: DEFAULT_SUPPORT_PHONE,
  email: DEFAULT_CONTACT_EMAIL,
  address: STORE_ADDRESS,
  gstin: '29AAGCG4321K1ZH',
  upiId: 'dogmeals@okaxis',
  image: '/images/logo.svg',
};

export const heroImages = { desktop: '/images/hero/hero-desktop.webp', mobile: '/images/hero/hero-mobile.webp' };
