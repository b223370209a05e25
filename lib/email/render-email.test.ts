import { renderEmail } from './render-email';

test('both bodies carry the heading, the message, the button and the footer; values are escaped', async () => {
  const { html, text } = await renderEmail({
    subject: 'Order placed: DM1',
    name: 'Asha <b>',
    heading: 'Order DM1 placed',
    paragraphs: ['Pay ₹1,280.00 & upload the screenshot.'],
    action: { label: 'View your order', url: 'https://shop.example/orders/DM1?a=1&b=2' },
    unsubscribe: { what: 'Order placed', url: 'https://shop.example/unsubscribe?token=abc.def' },
  });
  expect(html).toMatch(/^<!doctype html>/i);
  expect(html).toContain('Hello Asha &lt;b&gt;,');
  expect(html).toContain('Pay ₹1,280.00 &amp; upload the screenshot.');
  expect(html).toContain('href="https://shop.example/orders/DM1?a=1&amp;b=2"');
  expect(html).toContain('href="https://shop.example/unsubscribe?token=abc.def"');
  expect(html).toContain('Good Dog Kitchen, 12, 4th Cross, Indiranagar, Bengaluru, Karnataka 560038');
  expect(html).not.toContain('<b>');
  expect(text).toContain('Hello Asha <b>,\n\nPay ₹1,280.00 & upload the screenshot.');
  expect(text).toContain('View your order: https://shop.example/orders/DM1?a=1&b=2');
  expect(text).toContain('Unsubscribe from Order placed emails: https://shop.example/unsubscribe?token=abc.def');
});

test('the verification email has no unsubscribe link', async () => {
  const { html, text } = await renderEmail({ subject: 'Confirm', name: null, heading: 'Confirm your email', paragraphs: ['Click.'], action: { label: 'Confirm', url: 'https://x/verify' } });
  expect(html).not.toMatch(/unsubscribe/i);
  expect(text).not.toMatch(/unsubscribe/i);
});
