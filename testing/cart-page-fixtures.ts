// What the cart page's client parts are given in their component tests: prices taxed at 5 % from
// Karnataka with no drop charge, the four categories, and one 250 g bowl.
import type { CartItem } from '@/lib/domain/cart';
import type { CartPricing } from '@/lib/domain/cart-checkout';

export const pricing: CartPricing = { sellerStateCode: '29', dropCharge: 0, defaultTax: { gstRate: 5, hsn: '2309' }, taxes: {}, addressStates: {} };

export const categories = [
  { id: 'c1', categoryEnum: 'PDM', title: 'Pet dog meals' },
  { id: 'c2', categoryEnum: 'CDM', title: 'Community dog meals' },
  { id: 'c3', categoryEnum: 'TREATS', title: 'Treats' },
  { id: 'c4', categoryEnum: 'ADON', title: 'Add-ons' },
];

export const bowl: CartItem = { menuItemId: 'm1', name: 'Chicken Bowl', image: null, unitType: 'GRAMS', specialInstructions: null, variants: [{ variantId: 'v1', price: 14000, unit: 250, unitType: 'GRAMS', qty: 1 }] };
