// /payment and /payment/upload-screenshot rendered on the server with real sessions and orders:
// who sees them, and what each payment state shows.
import { renderToStaticMarkup } from 'react-dom/server';
import { useTestDatabase } from '@/testing/test-database';
import { loginAs } from '@/testing/login';
import { setRequestCookies } from '@/testing/request-cookies';
import { createTestOrder } from '@/testing/order-factory';
import { ADMIN_PHONE } from '@/prisma/seed-data';
import { formatPaise } from '@/lib/domain/money';
import { upiPaymentLink } from '@/lib/payments/upi-link';
import { upiQrSvg } from '@/components/payment/upi-qr-code';
import type { PaymentStatus } from '@/lib/domain/payment-status';
import PaymentPage from './page';
import UploadScreenshotPage from './upload-screenshot/page';

jest.mock('next/headers', () => jest.requireActual('@/testing/request-cookies').nextHeadersMock);
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }),
  redirect: (url: string) => {
    throw Object.assign(new Error('NEXT_REDIRECT'), { url });
  },
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
}));

const t = useTestDatabase();

type Params = Record<string, string | string[]>;
async function payment(cookie: string | null, searchParams: Params) {
  setRequestCookies(cookie);
  return renderToStaticMarkup(await PaymentPage({ searchParams: Promise.resolve(searchParams) }));
}
async function upload(cookie: string | null, searchParams: Params) {
  setRequestCookies(cookie);
  return renderToStaticMarkup(await UploadScreenshotPage({ searchParams: Promise.resolve(searchParams) }));
}
const thrown = (p: Promise<unknown>) => p.then(() => null, (e: Error & { url?: string }) => e);
// React escapes attribute values; the link's & become &amp;
const attr = (s: string) => s.replace(/&/g, '&amp;');

let owner: Awaited<ReturnType<typeof loginAs>>;
let stranger: Awaited<ReturnType<typeof loginAs>>;
let admin: Awaited<ReturnType<typeof loginAs>>;
const orders: Partial<Record<PaymentStatus, Awaited<ReturnType<typeof createTestOrder>>>> = {};

beforeAll(async () => {
  [owner, stranger, admin] = [await loginAs('9876500501'), await loginAs('9876500502'), await loginAs(ADMIN_PHONE)];
  for (const status of ['required', 'pending', 'success', 'cancelled'] as const) {
    orders[status] = await createTestOrder(t.db(), { userId: owner.user.id, orderNumber: `DM261120-PAY${status.slice(0, 2).toUpperCase()}`, paymentStatus: status });
  }
}, 60_000);

const required = () => orders.required!;

describe('/payment', () => {
  test('logged out: log in first, then come back to this order', async () => {
    expect((await thrown(payment(null, { order: 'DM261120-PAYRE' })))?.url).toBe('/log-in?next=%2Fpayment%3Forder%3DDM261120-PAYRE');
  });

  test.each<[string, () => Promise<string | null>, Params]>([
    ["someone else's order", async () => stranger.cookie, { order: 'DM261120-PAYRE' }],
    ['an unknown order', async () => owner.cookie, { order: 'DM000000-NOPE1' }],
    ['no order at all', async () => owner.cookie, {}],
    ['a blank order', async () => owner.cookie, { order: '  ' }],
  ])('%s: not found', async (_, cookie, params) => {
    expect((await thrown(payment(await cookie(), params)))?.message).toBe('NEXT_NOT_FOUND');
  });

  test('the owner, payment required: amount, message, UPI link and QR, bank details, upload link', async () => {
    const order = required();
    const html = await payment(owner.cookie, { order: order.orderNumber });
    const amount = formatPaise(order.totalPrice);
    expect(html).toContain(`<h1 class="text-2xl font-bold text-brand-800">Pay for order ${order.orderNumber}</h1>`);
    expect(html).toContain(amount);
    expect(html).toContain('Payment required');
    expect(html).toContain('Please pay using any UPI app (Google Pay, PhonePe, Paytm) or by bank transfer');
    const link = upiPaymentLink({ upiId: 'dogmeals@okaxis', payeeName: 'Good Dog Kitchen', amountPaise: order.totalPrice, orderNumber: order.orderNumber });
    expect(html).toContain(`href="${attr(link)}"`);
    expect(html).toMatch(/<div data-testid="upi-qr" role="img" aria-label="UPI QR code for ₹[\d,.]+ to Good Dog Kitchen"[^>]*><svg aria-hidden="true"/);
    expect(html).toContain(`aria-label="UPI QR code for ${amount} to Good Dog Kitchen"`);
    // the code carries exactly the link: the same drawing as the link's own QR code
    const drawing = (await upiQrSvg(link)).match(/<path stroke[^>]*>/)![0];
    expect(html).toContain(drawing);
    for (const text of ['dogmeals@okaxis', '50200012345678', 'HDFC0000123', 'HDFC Bank, Indiranagar', 'Copy upi id']) expect(html).toContain(text);
    expect(html).toContain(`href="/payment/upload-screenshot?order=${order.orderNumber}"`);
    expect(html).toContain('>Upload payment screenshot<');
  });

  test('an admin sees the customer’s payment page too', async () => {
    const html = await payment(admin.cookie, { order: required().orderNumber });
    expect(html).toContain('data-testid="upi-qr"');
  });

  test('pending: says the screenshot is being checked and still offers a re-upload', async () => {
    const html = await payment(owner.cookie, { order: orders.pending!.orderNumber });
    expect(html).toContain('Payment being verified');
    expect(html).toContain('will confirm your payment shortly');
    expect(html).toContain('>Upload a different screenshot<');
    expect(html).toContain('data-testid="upi-qr"');
  });

  test.each<[PaymentStatus, string]>([
    ['success', 'This order is paid. Thank you!'],
    ['cancelled', 'This order was cancelled, so there is nothing to pay.'],
  ])('%s: says so, no way to pay or upload', async (status, text) => {
    const html = await payment(owner.cookie, { order: orders[status]!.orderNumber });
    expect(html).toContain(text);
    expect(html).not.toContain('upi://');
    expect(html).not.toContain('data-testid="upi-qr"');
    expect(html).not.toContain('/payment/upload-screenshot');
  });

  test('no UPI id configured: the bank transfer is still shown, no broken UPI link', async () => {
    await t.db().configuration.deleteMany({ where: { key: 'payment.upi.id' } });
    const before = await t.db().store.findFirst();
    await t.db().store.updateMany({ data: { upiId: null } });
    try {
      const html = await payment(owner.cookie, { order: required().orderNumber });
      expect(html).not.toContain('upi://');
      expect(html).toContain('Pay by bank transfer');
    } finally {
      await t.db().configuration.create({ data: { key: 'payment.upi.id', value: 'dogmeals@okaxis' } });
      await t.db().store.updateMany({ data: { upiId: before?.upiId ?? null } });
    }
  });
});

describe('/payment/upload-screenshot', () => {
  test('logged out: log in first', async () => {
    expect((await thrown(upload(null, { order: 'DM261120-PAYRE' })))?.url).toBe('/log-in?next=%2Fpayment%2Fupload-screenshot%3Forder%3DDM261120-PAYRE');
  });

  test("someone else's order: not found", async () => {
    expect((await thrown(upload(stranger.cookie, { order: required().orderNumber })))?.message).toBe('NEXT_NOT_FOUND');
  });

  test('the owner gets the picker (images and PDF) and the submit button', async () => {
    const html = await upload(owner.cookie, { order: required().orderNumber });
    expect(html).toContain(required().orderNumber);
    expect(html).toContain('Payment screenshot');
    expect(html).toMatch(/type="file" accept="image\/\*,[^"]*\.pdf/);
    expect(html).toContain('Submit payment screenshot');
  });

  test('a paid order: no form', async () => {
    const html = await upload(owner.cookie, { order: orders.success!.orderNumber });
    expect(html).toContain('This order is paid.');
    expect(html).not.toContain('Submit payment screenshot');
  });
});

describe('a rejected payment', () => {
  test('shows the reason on the payment and upload pages while the customer has to answer it', async () => {
    const order = await createTestOrder(t.db(), { userId: owner.user.id, orderNumber: 'DM261120-PAYRJ', paymentStatus: 'required' });
    await t.db().payment.update({ where: { orderId: order.id }, data: { rejectionReason: 'The amount is ₹10 short', rejectedAt: new Date() } });
    for (const html of [await payment(owner.cookie, { order: order.orderNumber }), await upload(owner.cookie, { order: order.orderNumber })]) {
      expect(html).toContain('We could not confirm your payment.');
      expect(html).toContain('The amount is ₹10 short');
    }
    // The upload form is still offered.
    expect(await upload(owner.cookie, { order: order.orderNumber })).toContain('Attach a screenshot');
    // Answered by a new upload (pending), the reason is no longer shown.
    await t.db().payment.update({ where: { orderId: order.id }, data: { status: 'pending' } });
    expect(await payment(owner.cookie, { order: order.orderNumber })).not.toContain('We could not confirm your payment.');
  });
});
