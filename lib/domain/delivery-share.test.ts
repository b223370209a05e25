import { computeCharges, type TaxRates } from './charges';
import { deliveryShare } from './delivery-share';

const STANDARD: TaxRates = { cgstTenths: 25, sgstTenths: 25, perDeliveryCharge: 5000 };

// 2 x ₹109.00 + 1 x ₹45.50 a delivery = 26350 paise; 2.5 % of it is 658.75 -> 659 per tax.
const LINES = [
  { price: 10900, quantity: 2 },
  { price: 4550, quantity: 1 },
];

test.each<[string, { price: number; quantity: number }[], TaxRates, number, number, number, number]>([
  // charged, placed deliveries, placed total -> share
  ['one of one: everything', LINES, STANDARD, 1, 1, computeCharges(LINES, 1, STANDARD).totalPrice, 26350 + 659 + 659 + 5000],
  // 3 deliveries: 79050 + 1976 + 1976 + 15000 = 98002; 2 deliveries: 52700 + 1318 + 1318 + 10000 = 65336.
  ['the first of three', LINES, STANDARD, 3, 3, 98002, 98002 - 65336],
  ['the second of three', LINES, STANDARD, 2, 3, 98002, 65336 - 32668],
  ['the last of three', LINES, STANDARD, 1, 3, computeCharges(LINES, 3, STANDARD).totalPrice, 26350 + 659 + 659 + 5000],
  // 2 deliveries: 52700 + 4743 + 4743 + 8000 = 70186; 1 delivery: 26350 + 2372 + 2372 + 4000 = 35094.
  ['rates stored on the order, not today: 9 % + 9 %, ₹40 delivery', LINES, { cgstTenths: 90, sgstTenths: 90, perDeliveryCharge: 4000 }, 2, 2, 70186, 70186 - 35094],
  ['no GST, no delivery charge', [{ price: 100, quantity: 1 }], { cgstTenths: 0, sgstTenths: 0, perDeliveryCharge: 0 }, 4, 4, 400, 100],
  ['a stored total a paisa off the rules goes to the first skip', [{ price: 100, quantity: 1 }], { cgstTenths: 0, sgstTenths: 0, perDeliveryCharge: 0 }, 2, 2, 201, 101],
  ['nothing charged any more', LINES, STANDARD, 0, 3, 99999, 0],
])('%s', (_case, lines, rates, charged, placedDeliveries, placedTotal, share) => {
  expect(deliveryShare({ lines, rates, charged, placedDeliveries, placedTotal })).toBe(share);
});

test.each([1, 2, 3, 7, 30])('skipping every one of %i deliveries adds up to exactly the suborder total', (n) => {
  // An odd amount whose GST rounds differently for different counts.
  const lines = [{ price: 3333, quantity: 1 }];
  const placedTotal = computeCharges(lines, n, STANDARD).totalPrice;
  let owed = placedTotal;
  const shares: number[] = [];
  for (let charged = n; charged > 0; charged--) {
    const share = deliveryShare({ lines, rates: STANDARD, charged, placedDeliveries: n, placedTotal });
    shares.push(share);
    owed -= share;
  }
  expect(owed).toBe(0);
  // Shares differ by at most a paisa per tax.
  expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(2);
});
