// "Tell me when you deliver here": recorded once per PIN and contact for a Bengaluru PIN meals do
// not reach yet; refused for a served PIN or one outside Bengaluru; counted per PIN for the admin.
import { useTestDatabase } from '@/testing/test-database';
import { graphqlRequest } from '@/testing/graphql-request';
import { loginAs } from '@/testing/login';
import { ADMIN_PHONE } from '@/prisma/seed-data';

const t = useTestDatabase();

const ASK = /* GraphQL */ `
  mutation Ask($pinCode: String!, $contact: String!) {
    requestDeliveryArea(pinCode: $pinCode, contact: $contact) { statusCode message }
  }
`;

const ask = (pinCode: string, contact: string, ip = '203.0.113.7') => graphqlRequest<{ requestDeliveryArea: { message: string } }>(ASK, { pinCode, contact }, { ip });

test('records a phone or an email once per PIN, normalised', async () => {
  const first = await ask('560035', '98450 12346');
  expect(first.errors).toBeUndefined();
  expect(first.data!.requestDeliveryArea.message).toBe('Thank you. We will tell you when our meals reach 560035.');
  await ask('560035', '+919845012346');
  await ask('560035', 'Meera@Example.com');
  const rows = await t.db().deliveryAreaRequest.findMany({ where: { pinCode: '560035' }, orderBy: { contact: 'asc' } });
  expect(rows.map((r) => r.contact)).toEqual(['+919845012346', 'meera@example.com']);
});

test.each([
  ['a served PIN', '560034', 'someone@example.com', 'pinCode', 'We already deliver to 560034.'],
  ['a PIN outside Bengaluru', '110001', 'someone@example.com', 'pinCode', 'We can only note Bengaluru PIN codes for now.'],
  ['neither a phone nor an email', '560035', 'call me', 'contact', 'Please enter a 10-digit mobile number or an email address.'],
])('refuses %s', async (_, pin, contact, field, message) => {
  const res = await ask(pin, contact);
  expect(res.errors?.[0]).toMatchObject({ message: expect.stringContaining(message), extensions: { code: 'BAD_USER_INPUT', field } });
});

test('the admin sees a count per PIN, most asked first', async () => {
  await ask('560099', 'a@example.com');
  await ask('560099', 'b@example.com');
  const admin = await loginAs(ADMIN_PHONE);
  const res = await graphqlRequest<{ getDeliveryAreaRequests: { pinCode: string; count: number }[] }>('{ getDeliveryAreaRequests { pinCode count latestAt } }', {}, { cookie: admin.cookie });
  expect(res.errors).toBeUndefined();
  const counts = res.data!.getDeliveryAreaRequests;
  expect(counts.find((c) => c.pinCode === '560099')?.count).toBe(2);
  expect(counts.map((c) => c.count)).toEqual([...counts.map((c) => c.count)].sort((a, b) => b - a));
});
