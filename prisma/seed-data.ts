// Demo data loaded by `npm run db:seed` (and by `npm run dev` on an empty database).
// Prices are paise. Images are drawn by scripts/draw-demo-images.ts and committed under public/.
import { DEFAULT_CONTACT_EMAIL, DEFAULT_SUPPORT_PHONE, STORE_ADDRESS, STORE_NAME } from '@/lib/site';
import type { CategoryEnum, UnitType, FoodType } from '@/lib/generated/prisma/enums';

export const ADMIN_PHONE = '+919000000001';
export const DEMO_CUSTOMER_PHONE = '+919000000002';

export const categories: { categoryEnum: CategoryEnum; title: string; description: string; sortOrder: number }[] = [
  { categoryEnum: 'CDM', title: 'Community Dog Meals', description: 'Wholesome cooked meals for the community dogs you feed, delivered fresh in Bengaluru.', sortOrder: 1 },
  { categoryEnum: 'PDM', title: 'Pet Dog Meals', description: 'Balanced home-style bowls for your own dog. Usually dispatched in 2 days.', sortOrder: 2 },
  { categoryEnum: 'TREATS', title: 'Treats', description: 'Baked and dried treats, delivered across India in 7-10 days.', sortOrder: 3 },
  { categoryEnum: 'ADON', title: 'Add ons', description: 'Broths, eggs and toppers to add to any meal. Usually dispatched in 2 days.', sortOrder: 4 },
];

type SeedItem = {
  category: CategoryEnum;
  name: string;
  slug: string;
  description: string;
  unitType: UnitType;
  foodType: FoodType;
  variants: { unit: number; price: number }[];
};

export const menuItems: SeedItem[] = [
  { category: 'CDM', name: 'Chicken Rice Community Meal', slug: 'chicken-rice-community', description: 'Boiled chicken, rice and carrots, cooked without salt or spices.', unitType: 'GRAMS', foodType: 'nonveg', variants: [{ unit: 500, price: 6000 }, { unit: 1000, price: 11000 }, { unit: 5000, price: 52000 }] },
  { category: 'CDM', name: 'Egg & Rice Community Meal', slug: 'egg-rice-community', description: 'Rice with boiled eggs and pumpkin, an easy-to-digest daily feed.', unitType: 'GRAMS', foodType: 'nonveg', variants: [{ unit: 500, price: 5000 }, { unit: 1000, price: 9000 }] },
  { category: 'CDM', name: 'Veg Khichdi Community Meal', slug: 'veg-khichdi-community', description: 'Rice and moong dal khichdi with vegetables and a little ghee.', unitType: 'GRAMS', foodType: 'veg', variants: [{ unit: 500, price: 4000 }, { unit: 1000, price: 7500 }] },
  { category: 'PDM', name: 'Chicken & Pumpkin Bowl', slug: 'chicken-pumpkin-bowl', description: 'Lean chicken, pumpkin and brown rice, portioned for a medium dog.', unitType: 'GRAMS', foodType: 'nonveg', variants: [{ unit: 250, price: 14000 }, { unit: 500, price: 26000 }] },
  { category: 'PDM', name: 'Mutton & Sweet Potato Bowl', slug: 'mutton-sweet-potato-bowl', description: 'Slow-cooked mutton with sweet potato and spinach.', unitType: 'GRAMS', foodType: 'nonveg', variants: [{ unit: 250, price: 18000 }, { unit: 500, price: 34000 }] },
  { category: 'PDM', name: 'Fish & Brown Rice Bowl', slug: 'fish-brown-rice-bowl', description: 'Deboned fish, brown rice and beans, rich in omega-3.', unitType: 'GRAMS', foodType: 'nonveg', variants: [{ unit: 250, price: 16000 }, { unit: 500, price: 30000 }] },
  { category: 'PDM', name: 'Paneer & Veggie Bowl', slug: 'paneer-veggie-bowl', description: 'Fresh paneer with carrots, peas and rice for vegetarian homes.', unitType: 'GRAMS', foodType: 'veg', variants: [{ unit: 250, price: 13000 }, { unit: 500, price: 24000 }] },
  { category: 'TREATS', name: 'Chicken Jerky', slug: 'chicken-jerky', description: 'Slow-dried chicken breast strips, single ingredient.', unitType: 'GRAMS', foodType: 'nonveg', variants: [{ unit: 100, price: 25000 }, { unit: 200, price: 45000 }] },
  { category: 'TREATS', name: 'Peanut Butter Biscuits', slug: 'peanut-butter-biscuits', description: 'Oven-baked biscuits with unsalted peanut butter and oats.', unitType: 'PIECES', foodType: 'veg', variants: [{ unit: 10, price: 18000 }, { unit: 20, price: 32000 }] },
  { category: 'TREATS', name: 'Sweet Potato Chews', slug: 'sweet-potato-chews', description: 'Dehydrated sweet potato slices for long, happy chewing.', unitType: 'GRAMS', foodType: 'veg', variants: [{ unit: 100, price: 20000 }, { unit: 250, price: 45000 }] },
  { category: 'TREATS', name: 'Pumpkin Pupcakes', slug: 'pumpkin-pupcakes', description: 'Soft pumpkin cupcakes with a curd frosting.', unitType: 'PIECES', foodType: 'veg', variants: [{ unit: 6, price: 30000 }] },
  { category: 'ADON', name: 'Chicken Bone Broth', slug: 'chicken-bone-broth', description: 'Slow-simmered broth to pour over any meal.', unitType: 'ML', foodType: 'nonveg', variants: [{ unit: 250, price: 9000 }, { unit: 500, price: 16000 }] },
  { category: 'ADON', name: 'Boiled Eggs', slug: 'boiled-eggs', description: 'Farm eggs, boiled and peeled.', unitType: 'PIECES', foodType: 'nonveg', variants: [{ unit: 2, price: 3000 }, { unit: 6, price: 8000 }] },
  { category: 'ADON', name: 'Fresh Curd', slug: 'fresh-curd', description: 'Plain set curd, good for digestion.', unitType: 'GRAMS', foodType: 'veg', variants: [{ unit: 200, price: 4000 }] },
  { category: 'ADON', name: 'Fish Oil Drizzle', slug: 'fish-oil-drizzle', description: 'Cold-pressed fish oil for a shiny coat.', unitType: 'ML', foodType: 'nonveg', variants: [{ unit: 100, price: 15000 }] },
];

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
