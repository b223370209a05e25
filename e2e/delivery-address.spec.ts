// Guards "Change where it goes": editing a saved address once silently left a
// subscription going to the old one. A customer moves a subscription to another saved address from
// the order page, then edits that address and says the coming deliveries follow.
import { test, expect } from '@playwright/test';
import { graphql, loginByApi, newPhone } from './support/login';
import { placeSubscriptionByApi } from './support/orders';
import { addDays, kolkataToday, weekdayOf } from '@/lib/domain/calendar';

test.use({ actionTimeout: 15_000 });

test('a customer moves a subscription to another address, then edits it and the deliveries follow', async ({ page }) => {
  test.setTimeout(120_000);
  await page.context().clearCookies();
  const day = addDays(kolkataToday(new Date()), 2);
  await loginByApi(page.request, newPhone(), 'Mover');
  const { orderNumber } = await placeSubscriptionByApi(page.request, [weekdayOf(day), weekdayOf(addDays(day, 1))]);
  await graphql(page.request, `mutation($l: LocationInput!) { addOrUpdateUserLocation(location: $l) { id } }`, {
    l: { title: 'Office', lineOne: '7, MG Road', city: 'Bengaluru', state: 'Karnataka', zipCode: '560001' },
  });

  await page.goto(`/orders/${encodeURIComponent(orderNumber)}`);
  await page.getByText('Change address', { exact: true }).click();
  const form = page.getByRole('form', { name: /^Change the address of / });
  // Choosing nothing is said where the customer looks: beside the addresses.
  await form.getByRole('button', { name: 'Move deliveries' }).click();
  await expect(form.getByRole('group', { name: 'Deliver to' }).getByText('Please choose the address.')).toBeVisible();
  await form.getByRole('radio', { name: /^Office: 7, MG Road/ }).check();
  await form.getByRole('button', { name: 'Move deliveries' }).click();
  await expect(page.getByRole('status').filter({ hasText: /deliver(y|ies) go(es)? to Office from / })).toBeVisible();
  await expect(page.getByTestId('delivery-address').first()).toHaveText('to Office');
  await expect(page.getByTestId('deliver-to')).toContainText('Office: 7, MG Road');
  await expect(page.getByTestId('deliver-to')).toContainText('Ordered to Home');

  // Editing Office asks about the coming deliveries; "yes" moves their copies.
  await page.goto('/address');
  await page.getByRole('button', { name: 'Edit Office' }).click();
  const edit = page.getByRole('form', { name: 'Edit Office' });
  await edit.getByLabel('Address line 1').fill('9, MG Road');
  await edit.getByRole('button', { name: 'Save address' }).click();
  await expect(edit.getByRole('alert')).toContainText('Please say whether your coming deliveries');
  await edit.getByRole('radio', { name: /^Yes, deliver/ }).check();
  await edit.getByRole('button', { name: 'Save address' }).click();
  await expect(edit).toHaveCount(0);

  const { getOrder } = await graphql<{ getOrder: { suborders: { deliveries: { status: string; location: { title: string; lineOne: string } | null }[] }[] } }>(
    page.request,
    `query($n: String!) { getOrder(orderNumber: $n) { suborders { deliveries { status location { title lineOne } } } } }`,
    { n: orderNumber },
  );
  const coming = getOrder.suborders[0].deliveries.filter((d) => d.status !== 'CANCELLED');
  expect(coming.length).toBeGreaterThan(0);
  expect(coming.every((d) => d.location?.title === 'Office' && d.location.lineOne === '9, MG Road')).toBe(true);
});
