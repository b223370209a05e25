// updateConfigurations through the real /api/graphql route: admin only, each value checked by its
// key's rule (the whole save refused naming the key), stored normalised, audited, cache expired.
import { useTestDatabase } from '@/testing/test-database';
import { graphqlRequest } from '@/testing/graphql-request';
import { loginAs } from '@/testing/login';
import { ADMIN_PHONE } from '@/prisma/seed-data';
import { watchCatalogExpiry, type CatalogTag } from '@/lib/cache/catalog-cache';

const t = useTestDatabase();
let admin: Awaited<ReturnType<typeof loginAs>>;
let customer: Awaited<ReturnType<typeof loginAs>>;
beforeAll(async () => {
  admin = await loginAs(ADMIN_PHONE);
  customer = await loginAs('9876500433');
}, 30_000);

const UPDATE = 'mutation($v: [ConfigurationInput!]!) { updateConfigurations(values: $v) { configurations { key value } messages { key value } } }';
const value = async (key: string) => (await t.db().configuration.findUnique({ where: { key } }))?.value;

test('only an admin may change settings', async () => {
  const v = [{ key: 'deliveryCharge', value: '60' }];
  expect((await graphqlRequest(UPDATE, { v })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  expect((await graphqlRequest(UPDATE, { v }, { cookie: customer.cookie })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  expect(await value('deliveryCharge')).toBe('50');
});

test('one invalid value refuses the whole save, naming its key', async () => {
  const res = await graphqlRequest(UPDATE, { v: [{ key: 'deliveryCharge', value: '60' }, { key: 'payment.upi.id', value: 'dogmeals okaxis' }] }, { cookie: admin.cookie });
  expect(res.errors?.[0]).toMatchObject({ message: 'payment.upi.id: A UPI id looks like name@bank, e.g. dogmeals@okaxis.', extensions: { code: 'BAD_USER_INPUT', field: 'payment.upi.id' } });
  expect(await value('deliveryCharge')).toBe('50');
  const unknown = await graphqlRequest(UPDATE, { v: [{ key: 'admin.password', value: 'x' }] }, { cookie: admin.cookie });
  expect(unknown.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'admin.password' });
});

test('values are stored normalised, audited before → after, and the configuration cache is expired', async () => {
  const expired = new Set<CatalogTag>();
  const stop = watchCatalogExpiry((tag) => expired.add(tag));
  const res = await graphqlRequest(
    UPDATE,
    {
      v: [
        { key: 'pincodes', value: '560001, 560002 560001' },
        { key: 'cgst', value: '6' },
        { key: 'seller.gstin', value: '29aagcg4321k1zh' },
        { key: 'paymentMessage', value: 'Pay by UPI, then attach the screenshot.' },
        { key: 'grievance.phone', value: '' },
        { key: 'subscription.months', value: '1' },
      ],
    },
    { cookie: admin.cookie },
  );
  stop();
  expect(res.errors).toBeUndefined();
  expect(expired.has('catalog:configuration')).toBe(true);
  expect(await value('pincodes')).toBe('560001,560002');
  expect(await value('cgst')).toBe('60');
  expect(await value('seller.gstin')).toBe('29AAGCG4321K1ZH');
  expect((await t.db().message.findUniqueOrThrow({ where: { key: 'paymentMessage' } })).value).toBe('Pay by UPI, then attach the screenshot.');
  const audit = await t.db().auditLog.findFirstOrThrow({ where: { action: 'updateConfigurations' }, orderBy: { createdAt: 'desc' } });
  expect(audit.actorId).toBe(admin.user.id);
  // unchanged values (subscription.months, the seeded GSTIN typed in lower case) and an empty optional one that was not there are left out
  expect(audit.data).toMatchObject({ keys: ['pincodes', 'cgst', 'paymentMessage'], changes: expect.arrayContaining([{ key: 'cgst', before: '25', after: '60' }]) });
});
