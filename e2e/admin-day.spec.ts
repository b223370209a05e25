// Guards the admin's day: tomorrow's dispatch (cook sheet and route sheet) opens, prints one
// category per page, downloads as CSV and marks deliveries in one step; a payment proof is rejected
// with a reason the customer reads, answered with a new upload and confirmed; the audit log tells
// it; every new page passes axe and fits a 390 px phone.
import { readFile } from 'node:fs/promises';
import { test, expect, type Page, type PlaywrightWorkerArgs } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { loginByApi, newPhone } from './support/login';
import { newUtr, placeOrderByApi } from './support/orders';
import { signedInAs } from './support/roles';
import { makePng } from './support/png';
import { addDays, formatDay, kolkataToday, type IsoDay } from '@/lib/domain/calendar';
import { firstAllowedDeliveryDate } from '@/lib/domain/delivery-dates';
import { formatPhone } from '@/lib/domain/phone';

test.use({ actionTimeout: 15_000 });

/** A customer of their own (a request context logged in as them), with a name no other test uses. */
async function customer(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string | undefined, name: string) {
  const request = await playwright.request.newContext({ baseURL });
  const phone = newPhone();
  await loginByApi(request, phone, name);
  return { request, phone, name: `${name} Tester` };
}

/** Opens the dispatch page on `date`: by default when it is tomorrow, through the date picker otherwise. */
async function openDispatch(page: Page, date: IsoDay) {
  await page.goto('/admin/dispatch');
  const tomorrow = addDays(kolkataToday(new Date()), 1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Dispatch for ${formatDay(tomorrow, 'long')} (tomorrow)`);
  if (date !== tomorrow) {
    // After 22:00 in Bengaluru nothing can be ordered for tomorrow any more: use the picker.
    await page.getByLabel('Delivery day').fill(date);
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`Dispatch for ${formatDay(date, 'long')}`);
  }
}

const stopRow = (page: Page, name: string) => page.getByTestId('stop').filter({ hasText: name });

test.describe('the admin', () => {
  test.use({ storageState: signedInAs('admin') });

  test("opens tomorrow's dispatch, prints it, downloads the CSV and marks two deliveries assigned", async ({ page, playwright, baseURL }) => {
    test.setTimeout(120_000);
    const tag = Math.random().toString(36).slice(2, 7);
    const date = firstAllowedDeliveryDate('CDM', 'BUY', new Date());
    const people: Awaited<ReturnType<typeof customer>>[] = [];
    let itemName = '';
    try {
      for (const [i, sizes] of [[[500, 2], [1000, 1]], [[500, 3]]].entries()) {
        const c = await customer(playwright, baseURL, `Disp${tag}${i}`);
        people.push(c);
        ({ itemName } = await placeOrderByApi(c.request, { kind: 'CDM', sizes: sizes as [number, number][], date, notes: i === 0 ? 'Ring twice, then call' : undefined }));
      }
    } finally {
      await Promise.all(people.map((c) => c.request.dispose()));
    }

    await openDispatch(page, date);
    // The cook sheet: our item in both sizes (other tests' orders may add to the portions).
    const cdm = page.getByTestId('cook-category').filter({ has: page.getByRole('heading', { name: /^Community Dog Meals/ }) });
    await expect(cdm.getByRole('row').filter({ hasText: itemName }).first()).toBeVisible();
    await expect(cdm.getByRole('row').filter({ hasText: '1 kg' }).first()).toBeVisible();
    await expect(cdm.getByRole('row', { name: /all sizes/ })).toBeVisible();
    // The route sheet: one row per delivery, with a phone link, a map link and the note.
    const first = stopRow(page, people[0].name);
    await expect(first).toHaveCount(1);
    await expect(first.getByRole('link', { name: formatPhone(people[0].phone) })).toHaveAttribute('href', `tel:+91${people[0].phone}`);
    await expect(first.getByRole('link', { name: /^Map/ })).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
    await expect(first).toContainText('Ring twice, then call');
    await expect(first).toContainText('500 g × 2, 1 kg × 1');
    await expectNoAxeViolations(page, '/admin/dispatch');

    // Print: the print styles hide the controls, give each category its own page and keep the table.
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => void (window as unknown as { printed: number }).printed++;
    });
    await page.getByRole('button', { name: 'Print cook and route sheets' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation', { name: 'Admin tools' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print cook and route sheets' })).toBeHidden();
    await expect(page.getByRole('checkbox', { name: 'Select every delivery' })).toBeHidden();
    await expect(page.getByRole('banner')).toBeHidden();
    const breaks = await page.getByTestId('cook-category').evaluateAll((sections) => sections.map((s) => getComputedStyle(s).breakAfter));
    expect(breaks.length).toBeGreaterThan(0);
    expect(new Set(breaks)).toEqual(new Set(['page']));
    await expect(page.getByTestId('route-sheet')).toBeVisible();
    await expect(first).toContainText(people[0].name);
    // And on paper: at least one page per category plus the route sheet.
    const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
    expect((pdf.match(/\/Type\s*\/Page[^s]/g) ?? []).length).toBeGreaterThanOrEqual(breaks.length + 1);
    await page.emulateMedia({ media: 'screen' });

    // The CSV: a real download, UTF-8 with a BOM, quoted where a field has a comma.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download route sheet (CSV)' }).click()]);
    expect(download.suggestedFilename()).toBe(`route-sheet-${date}.csv`);
    const csv = await readFile((await download.path())!);
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = csv.toString('utf8');
    expect(text).toContain('Date,Order,Suborder,Category,Status,Payment,Customer,Phone,Address,PIN code,Map,Drop note,Items');
    expect(text).toContain(people[0].name);
    expect(text).toContain(people[1].name);
    expect(text).toContain('"Ring twice, then call"');

    // Two deliveries marked ASSIGNED in one step.
    for (const p of people) await stopRow(page, p.name).getByRole('checkbox').check();
    await expect(page.getByText(/^2 of \d+ selected\.$/)).toBeVisible();
    await page.getByRole('button', { name: 'Mark as assigned' }).click();
    // A bulk action asks first, with the count and the day.
    const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
    await expect(confirm.getByTestId('bulk-confirm')).toHaveText(`Mark 2 deliveries of ${formatDay(date)} as assigned?`);
    await confirm.getByRole('button', { name: 'Mark 2 deliveries as assigned' }).click();
    await expect(page.getByRole('region', { name: 'Notifications' }).getByText('2 deliveries marked as Assigned')).toBeVisible();
    // Delivered before the day: refused on the page (and by the server, db test).
    if (date > kolkataToday(new Date())) {
      await stopRow(page, people[1].name).getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Mark as delivered' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'can be marked delivered from that day on' })).toBeVisible();
      await stopRow(page, people[1].name).getByRole('checkbox').uncheck();
    }
    for (const p of people) await expect(stopRow(page, p.name)).toContainText('Assigned');
    // Assigned ones cannot be assigned again: the page says so and nothing is sent.
    await stopRow(page, people[0].name).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Mark as assigned' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'cannot be marked assigned' })).toBeVisible();
  });

  test('rejects a payment with a reason; the customer reads it and uploads again; the admin confirms', async ({ page, browser, baseURL }) => {
    test.setTimeout(120_000);
    const reason = 'The amount on the screenshot is ₹10 less than the order';
    const context = await browser.newContext({ baseURL });
    const customerPage = await context.newPage();
    try {
      const phone = newPhone();
      await loginByApi(customerPage.request, phone, 'Rekha');
      const { orderNumber } = await placeOrderByApi(customerPage.request, { kind: 'PDM' });
      const order = encodeURIComponent(orderNumber);
      const utr = newUtr();
      await upload(customerPage, orderNumber, utr);

      // The admin's queue: the screenshot inline (the private file loads for an admin), then Reject.
      await page.goto('/admin/payments');
      const card = page.getByTestId('payment-to-review').filter({ has: page.getByRole('heading', { name: `Order ${orderNumber}` }) });
      const img = card.getByRole('img', { name: `Payment screenshot for order ${orderNumber}` });
      await expect(img).toBeVisible();
      await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);
      await expect(card).toContainText('Amount due');
      // the UTR the customer gave, beside the amount and the proof
      await expect(card.getByTestId('review-utr')).toHaveText(utr);
      await expectNoAxeViolations(page, '/admin/payments');
      await card.getByRole('button', { name: `Reject payment of ${orderNumber}` }).click();
      const dialog = page.getByRole('dialog', { name: `Reject the payment of ${orderNumber}?` });
      await dialog.getByRole('button', { name: 'Reject payment' }).click();
      await expect(dialog.getByRole('alert')).toHaveText('Please enter the reason for rejecting the payment.');
      await dialog.getByLabel('Reason (the customer sees this)').fill(reason);
      await expectNoAxeViolations(page, '/admin/payments (reject dialog)');
      await dialog.getByRole('button', { name: 'Reject payment' }).click();
      await expect(page.getByRole('region', { name: 'Notifications' }).getByText(`Payment of ${orderNumber} rejected`)).toBeVisible();
      await expect(card).toHaveCount(0);

      // The customer reads why on the order page and the upload page, and uploads again.
      await customerPage.goto(`/orders/${order}`);
      const notice = customerPage.getByTestId('payment-rejected');
      await expect(notice).toContainText('We could not confirm your payment.');
      await expect(notice).toContainText(reason);
      await notice.getByRole('link', { name: 'Upload a new screenshot' }).click();
      await expect(customerPage).toHaveURL(new RegExp(`/payment/upload-screenshot\\?order=${order}$`));
      // Next keeps the page navigated away from hidden in the DOM (React Activity): only the visible notice counts.
      await expect(customerPage.getByTestId('payment-rejected').filter({ visible: true })).toContainText(reason);
      // the same payment, so the same UTR
      await upload(customerPage, orderNumber, utr);
      await expect(customerPage.getByTestId('payment-rejected').filter({ visible: true })).toHaveCount(0);

      // Back in the queue; confirmed through the dialog, it leaves the queue and the order is paid.
      await page.goto('/admin/payments');
      await expect(card).toHaveCount(1);
      await card.getByRole('button', { name: `Confirm payment of ${orderNumber}` }).click();
      const confirm = page.getByRole('dialog', { name: /^Confirm payment of ₹/ });
      await expect(confirm).toContainText(orderNumber);
      await confirm.getByRole('button', { name: 'Yes, payment received' }).click();
      await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Payment confirmed')).toBeVisible();
      await expect(card).toHaveCount(0);
      await customerPage.goto(`/orders/${order}`);
      await expect(customerPage.getByText('Paid', { exact: true }).first()).toBeVisible();

      // The audit log tells the story, for this customer.
      await page.goto('/admin/audit');
      await page.getByLabel("Customer's mobile number").fill(phone);
      await page.getByRole('button', { name: 'Filter' }).click();
      await expect(page).toHaveURL(new RegExp(`customer=${phone}`));
      const entries = page.getByTestId('audit-entry');
      await expect(entries.filter({ hasText: `Confirmed payment of ${orderNumber}` })).toHaveCount(1);
      await expect(entries.filter({ hasText: `Rejected the payment proof of ${orderNumber}: “${reason}”` })).toHaveCount(1);
      await expect(entries.first()).toContainText('Rekha Tester');
      await expectNoAxeViolations(page, '/admin/audit');
    } finally {
      await context.close();
    }
  });

  test.describe('on a 390 px phone and at 1280', () => {
    test('every new page passes axe and the page itself never scrolls sideways @phone', async ({ page, playwright, baseURL }) => {
      test.setTimeout(120_000);
      const someone = await customer(playwright, baseURL, `Phone${Math.random().toString(36).slice(2, 6)}`);
      let date: IsoDay;
      try {
        ({ date } = await placeOrderByApi(someone.request, { kind: 'CDM', notes: 'Leave it with the guard at the gate, please' }));
      } finally {
        await someone.request.dispose();
      }
      const paths = [`/admin/dispatch?date=${date}`, '/admin/payments', '/admin/audit', '/orders', '/orders?payment=required&q=Phone'];
      for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
        await page.setViewportSize(viewport);
        for (const path of paths) {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expectNoAxeViolations(page, `${path} at ${viewport.width}`);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          expect({ path, width: viewport.width, overflow }).toEqual({ path, width: viewport.width, overflow: 0 });
        }
      }
    });
  });
});

/** The customer's upload page: attach a PNG, give the UTR and submit; ends on the order page. */
async function upload(page: Page, orderNumber: string, utr: string) {
  const order = encodeURIComponent(orderNumber);
  if (!page.url().includes('/payment/upload-screenshot')) await page.goto(`/payment/upload-screenshot?order=${order}`);
  const field = page.getByLabel('Payment screenshot', { exact: true });
  await field.setInputFiles({ name: 'upi-payment.png', mimeType: 'image/png', buffer: makePng() });
  // Honest states: the field still names the file, and nothing says "Uploaded." before Submit.
  await expect(page.getByText(`upi-payment.png is ready, not sent yet. Press Submit to send it with order ${orderNumber}.`)).toBeVisible({ timeout: 20_000 });
  expect(await field.evaluate((input: HTMLInputElement) => [...(input.files ?? [])].map((f) => f.name))).toEqual(['upi-payment.png']);
  await expect(page.getByText('Chosen file: upi-payment.png')).toBeVisible();
  await expect(page.getByText(/Uploaded\./)).toHaveCount(0);
  await page.getByLabel('UPI transaction reference (UTR)').fill(`${utr.slice(0, 4)} ${utr.slice(4, 8)} ${utr.slice(8)}`);
  await page.getByRole('button', { name: 'Submit payment screenshot' }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${order}$`));
}

