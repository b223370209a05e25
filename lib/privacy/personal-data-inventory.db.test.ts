// The inventory (lib/domain/personal-data.ts) held against a real export and a real deletion: every
// column of the account's own row that the inventory lists is in the person's copy of their data,
// every column it says is erased is gone after deleteMyAccount, and every table it says loses the
// person's rows has none of them left.
import { NextRequest } from 'next/server';
import { useTestDatabase } from '@/testing/test-database';
import { graphqlRequest } from '@/testing/graphql-request';
import { loginAs } from '@/testing/login';
import { PERSONAL_DATA_TABLES } from '@/lib/domain/personal-data';
import { GET } from '@/app/api/me/export/route';

const t = useTestDatabase();

const user = PERSONAL_DATA_TABLES.User;
// Shown in the export in their own words: the role by its name, the picture as a link. deletedAt is
// empty for as long as the person can log in to ask.
const SHOWN_OTHERWISE = ['roleId', 'profilePicId', 'deletedAt'];

test("the account's row: each column is in the export, and the erased ones are gone after deleteMyAccount", async () => {
  const mobile = '9876509901';
  const session = await loginAs(mobile);
  const id = session.user.id;
  const db = t.db();
  await db.user.update({
    where: { id },
    data: { firstName: 'Kavya', lastName: 'Menon', email: 'kavya@example.in', emailVerifiedAt: new Date('2026-11-02T05:06:07Z'), upiId: '9876509901@okaxis', privacyPolicyVersion: '2026-11-01', privacyPolicyAcceptedAt: new Date('2026-11-01T01:02:03Z') },
  });
  await db.pushSubscription.create({ data: { userId: id, endpoint: 'https://push.example/kavya', p256dh: 'key', auth: 'auth' } });
  await db.emailVerification.create({ data: { userId: id, email: 'kavya.new@example.in', notificationId: 'inventory-test', expiresAt: new Date('2026-12-31T00:00:00Z') } });

  const row = (await db.user.findUniqueOrThrow({ where: { id } })) as unknown as Record<string, unknown>;
  const res = await GET(new NextRequest('http://localhost:3000/api/me/export?format=json', { headers: { cookie: session.cookie } }));
  const exported = JSON.stringify(await res.json());
  const listed = [...(user.erased as string[]), ...(user.kept ?? []).flatMap((k) => k.columns)];
  const missing = listed
    .filter((c) => !SHOWN_OTHERWISE.includes(c))
    .filter((c) => {
      const value = row[c];
      if (value === null || value === undefined) return true; // the test must fill every column
      const text = value instanceof Date ? value.toISOString() : String(value);
      return !exported.includes(JSON.stringify(text));
    });
  expect(missing).toEqual([]);

  const deleted = await graphqlRequest('mutation($p: String!) { deleteMyAccount(confirmPhoneNumber: $p) { message } }', { p: mobile }, { cookie: session.cookie });
  expect(deleted.errors).toBeUndefined();
  const after = (await db.user.findUniqueOrThrow({ where: { id } })) as unknown as Record<string, unknown>;
  const stillThere = (user.erased as string[]).filter((c) => row[c] !== null && String(after[c]) === String(row[c]));
  expect(stillThere).toEqual([]);
  expect(after.upiId).toBeNull();

  // Tables whose rows go: none of this person's is left.
  const left: string[] = [];
  for (const [model, table] of Object.entries(PERSONAL_DATA_TABLES)) {
    if (table.erased !== 'rows' || table.by !== 'userId') continue;
    const delegate = (db as unknown as Record<string, { count(args: unknown): Promise<number> }>)[model[0].toLowerCase() + model.slice(1)];
    const count = await delegate.count({ where: { userId: id } });
    if (count) left.push(`${model}: ${count}`);
  }
  expect(left).toEqual([]);
});
