// A day on the road at 390 px, leanly: the owner gives today's drops to the demo rider on the
// dispatch page; the rider starts the route, delivers one with the customer's code (read off the
// customer's order page), marks one not delivered, and delivers a third while offline, sent when
// back online; the owner makes the missed one up; the customer sees the proof.
import { test, expect, type Browser, type Page } from '@playwright/test';
import { graphql, loginByApi, newPhone } from './support/login';
import { placeOrderByApi } from './support/orders';
import { savedSession } from './support/roles';
import { moveOrdersToDay } from './support/e2e-db';
import { kolkataToday } from '@/lib/domain/calendar';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const RIDER_PHONE = '9000000003';

test.use({ actionTimeout: 15_000 });

async function phoneContext(browser: Browser, baseURL: string | undefined, storageState?: Awaited<ReturnType<typeof savedSession>>) {
  return browser.newContext({ baseURL, ...PHONE, ...(storageState ? { storageState } : {}) });
}

/** A customer of their own with an order for today. */
async function customerWithDropToday(browser: Browser, baseURL: string | undefined, name: string) {
  const context = await phoneContext(browser, baseURL);
  await loginByApi(context.request, newPhone(), name);
  const { orderNumber } = await placeOrderByApi(context.request, { kind: 'CDM' });
  return { context, orderNumber, name: `${name} Tester` };
}

const stop = (page: Page, name: string) => page.getByTestId('rider-stop').filter({ hasText: name });

test('a day on the road: assigned, delivered by code, one missed and made up, one sent after being offline', async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  const today = kolkataToday(new Date());
  const tag = String(Date.now()).slice(-4);
  const anu = await customerWithDropToday(browser, baseURL, `Anu${tag}`);
  const bala = await customerWithDropToday(browser, baseURL, `Bala${tag}`);
  const chitra = await customerWithDropToday(browser, baseURL, `Chitra${tag}`);
  await moveOrdersToDay([anu.orderNumber, bala.orderNumber, chitra.orderNumber], today);

  const ownerContext = await phoneContext(browser, baseURL, await savedSession(browser, baseURL, 'admin'));
  const riderContext = await phoneContext(browser, baseURL);
  try {
    // The owner gives the three drops to the demo rider, ticked one by one.
    const owner = await ownerContext.newPage();
    await owner.goto(`/admin/dispatch?date=${today}`);
    const riders = owner.getByTestId('riders-dispatch');
    await riders.getByLabel('Rider', { exact: true }).selectOption({ label: 'Raju Rider' });
    for (const c of [anu, bala, chitra]) await riders.getByRole('checkbox', { name: new RegExp(c.name) }).check();
    await riders.getByRole('button', { name: 'Assign 3 ticked drops' }).click();
    await expect(riders.getByRole('list', { name: 'Drops to assign' }).getByRole('listitem').filter({ hasText: anu.orderNumber })).toContainText('with Raju Rider');

    // The rider sets off.
    await loginByApi(riderContext.request, RIDER_PHONE);
    const rider = await riderContext.newPage();
    await rider.goto('/rider');
    await expect(rider.getByRole('heading', { level: 1, name: 'Today’s route' })).toBeVisible();
    await rider.getByRole('button', { name: 'Start route' }).click();
    await expect(rider.getByRole('button', { name: 'Start route' })).toHaveCount(0);

    // Anu reads the code off her order page; the rider types it and taps Delivered.
    const anuPage = await anu.context.newPage();
    await anuPage.goto(`/orders/${encodeURIComponent(anu.orderNumber)}`);
    await expect(anuPage.getByTestId('drop-on-road')).toContainText('with Raju');
    const code = (await anuPage.getByTestId('delivery-code').locator('strong').textContent())!.trim();
    expect(code).toMatch(/^\d{4}$/);
    await stop(rider, anu.name).getByLabel('Customer’s 4-digit code').fill(code);
    await stop(rider, anu.name).getByRole('button', { name: 'Delivered', exact: true }).click();
    await expect(stop(rider, anu.name).getByRole('status')).toHaveText('Delivered (code).');
    await expect(stop(rider, anu.name).getByRole('button', { name: /^Undo/ })).toBeVisible();

    // Bala is not home.
    await stop(rider, bala.name).getByRole('button', { name: 'Couldn’t deliver' }).click();
    await stop(rider, bala.name).getByLabel('Why?').selectOption({ label: 'Nobody at home' });
    await stop(rider, bala.name).getByLabel('Note (optional)').fill('Gate locked');
    await stop(rider, bala.name).getByRole('button', { name: 'Mark not delivered' }).click();
    await expect(stop(rider, bala.name).getByRole('status')).toHaveText('Marked not delivered: Nobody at home.');

    // No network at Chitra's door: the Delivered waits on the phone and goes when it is back.
    const chitraCode = (
      await graphql<{ getOrder: { suborders: { deliveries: { deliveryCode: string | null }[] }[] } }>(chitra.context.request, 'query($n: String!) { getOrder(orderNumber: $n) { suborders { deliveries { deliveryCode } } } }', { n: chitra.orderNumber })
    ).getOrder.suborders[0].deliveries[0].deliveryCode!;
    await riderContext.setOffline(true);
    await stop(rider, chitra.name).getByLabel('Customer’s 4-digit code').fill(chitraCode);
    await stop(rider, chitra.name).getByRole('button', { name: 'Delivered', exact: true }).click();
    await expect(rider.getByTestId('rider-outbox')).toContainText('Waiting to send (1)');
    await riderContext.setOffline(false);
    await expect(rider.getByTestId('rider-outbox')).toHaveCount(0, { timeout: 20_000 });
    await expect(stop(rider, chitra.name)).toContainText('Delivered · Code used at');

    // The owner makes Bala's missed drop up.
    await owner.reload();
    const missed = owner.getByTestId('missed-delivery').filter({ hasText: bala.orderNumber });
    await expect(missed).toContainText('Nobody at home (Gate locked)');
    await missed.getByRole('button', { name: /^Make up/ }).click();
    await expect(owner.getByRole('status').filter({ hasText: 'is made up on' })).toBeVisible();
    await expect(owner.getByTestId('missed-delivery').filter({ hasText: bala.orderNumber })).toHaveCount(0);
    await expect(owner.getByTestId('rider-progress').getByRole('row', { name: /Raju Rider/ })).toContainText(/Raju Rider\s*2\s*0\s*1/);

    // Anu sees the proof instead of the code.
    await anuPage.reload();
    await expect(anuPage.getByTestId('delivery-proof')).toContainText(/Code used at \d{2}:\d{2}/);
    await expect(anuPage.getByTestId('delivery-code')).toHaveCount(0);
  } finally {
    await Promise.all([ownerContext.close(), riderContext.close(), anu.context.close(), bala.context.close(), chitra.context.close()]);
  }
});
